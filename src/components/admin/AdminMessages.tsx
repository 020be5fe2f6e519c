import { NextIntlClientProvider } from 'next-intl'

import { catalogueOf, formats, TIME_ZONE, type Messages } from '@/i18n/catalogues'
import { localeOf, type Locale } from '@/i18n/locale'

/** The site's locale for the admin panel's language (Payload's `i18n.language`: 'en', 'fr'). */
export const adminLocale = (i18n: { language?: string } | undefined): Locale => localeOf(i18n?.language)

/**
 * The catalogue sections the marketplace's own screens inside the admin panel use (moderation, sample
 * jobs), in the admin panel's language. Payload's admin is outside the site's next-intl provider;
 * this server component gives its client components `useTranslations` without sending either
 * catalogue whole to the browser.
 */
export function AdminMessages({
  locale,
  namespaces,
  children,
}: {
  locale: Locale
  namespaces: (keyof Messages)[]
  children: React.ReactNode
}) {
  const all = catalogueOf(locale)
  const picked = Object.fromEntries(namespaces.map((namespace) => [namespace, all[namespace]]))
  return (
    <NextIntlClientProvider locale={locale} messages={picked} formats={formats} timeZone={TIME_ZONE}>
      {children}
    </NextIntlClientProvider>
  )
}
