'use client'

import { LocalLink } from '@/components/ui/LocalLink'
import { screenCopy } from '@/i18n/messages/screenStates'
import { usePageLocale } from '@/i18n/usePageLocale'

import { ErrorScreen } from './ErrorScreen'

type Props = { error: Error & { digest?: string }; reset: () => void }

/**
 * The site's screen for a page that failed to render, inside the header and footer, in the page's
 * language (the small screen-states module: error boundaries load with every page, so they do not
 * bring next-intl's runtime). The reference matches the server's log entry.
 */
export function RouteError({ error, reset }: Props) {
  const { screenStates: t } = screenCopy(usePageLocale())
  return (
    <ErrorScreen
      error={error}
      reset={reset}
      title={t.errorTitle}
      body={t.errorBody}
      retryLabel={t.tryAgain}
      reference={error.digest ? t.reference.replace('{digest}', error.digest) : null}
      requestLabel={t.request}
      home={
        <LocalLink href="/" className="btn-secondary">
          {t.home}
        </LocalLink>
      }
    />
  )
}
