'use client'

import { useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'

import { ErrorScreen } from './ErrorScreen'

type Props = { error: Error & { digest?: string }; reset: () => void }

/**
 * The site's screen for a page that failed to render, inside the header and footer, in the page's
 * language (the layout's `screenStates`). The reference matches the server's log entry.
 */
export function RouteError({ error, reset }: Props) {
  const t = useTranslations('screenStates')
  return (
    <ErrorScreen
      error={error}
      reset={reset}
      title={t('errorTitle')}
      body={t('errorBody')}
      retryLabel={t('tryAgain')}
      reference={error.digest ? t('reference', { digest: error.digest }) : null}
      home={
        <Link href="/" className="btn-secondary">
          {t('home')}
        </Link>
      }
    />
  )
}
