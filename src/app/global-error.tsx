'use client'

import './(frontend)/[locale]/globals.css'

import { RouteError } from '@/components/site/RouteError'
import { defaultLocale } from '@/i18n/locale'

/** When even the site's frame (header, footer, site settings) fails to render: the same screen on its own. */
export default function GlobalError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang={defaultLocale}>
      <body className="font-sans antialiased">
        <main id="main">
          <RouteError {...props} />
        </main>
      </body>
    </html>
  )
}
