'use client'

import './(frontend)/[locale]/globals.css'

import { usePathname } from 'next/navigation'

import { ErrorScreen } from '@/components/site/ErrorScreen'
import { defaultLocale, localizedPath, type Locale } from '@/i18n/locale'
import { screenStatesEn, screenStatesFr } from '@/i18n/messages/screenStates'

/** French addresses start with /fr (/fr-CA once rewritten to the locale's pages). */
const FRENCH_PATH = /^\/fr(-CA)?(\/|$)/

/**
 * When even the site's frame (header, footer, site settings) fails to render: the same screen on
 * its own. There is no layout and so no catalogue here: the language is the address's, and the copy
 * is the catalogue's `screenStates` section in both languages (a few lines, not the catalogue).
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const locale: Locale = FRENCH_PATH.test(usePathname() ?? '') ? 'fr-CA' : defaultLocale
  const s = locale === 'fr-CA' ? screenStatesFr : screenStatesEn
  return (
    <html lang={locale}>
      <body className="font-sans antialiased">
        <main id="main">
          <ErrorScreen
            error={error}
            reset={reset}
            title={s.errorTitle}
            body={s.errorBody}
            retryLabel={s.tryAgain}
            reference={error.digest ? s.reference.replace('{digest}', error.digest) : null}
            requestLabel={s.request}
            home={
              // A full load: the frame itself is what failed.
              <a href={localizedPath('/', locale)} className="btn-secondary">
                {s.home}
              </a>
            }
          />
        </main>
      </body>
    </html>
  )
}
