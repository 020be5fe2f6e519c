/**
 * The site's languages. A locale is the BCP 47 tag the pages speak (`<html lang>`, Intl formats:
 * fr-CA writes `60,00 $` and `23 nov. 2026`); its language (`en`, `fr`) is what Payload's content
 * localization, accounts and the URL prefix use.
 */
export const locales = ['en-CA', 'fr-CA'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en-CA'

export const languages = ['en', 'fr'] as const
export type Language = (typeof languages)[number]

export const isLocale = (value: unknown): value is Locale => (locales as readonly unknown[]).includes(value)
export const isLanguage = (value: unknown): value is Language => (languages as readonly unknown[]).includes(value)

export const languageOf = (locale: Locale): Language => (locale === 'fr-CA' ? 'fr' : 'en')
export const localeOf = (language: string | null | undefined): Locale => (language === 'fr' ? 'fr-CA' : 'en-CA')

/** The path prefix of each locale: English at the site's paths, French under /fr (same path after it). */
export const LOCALE_PREFIX: Record<Locale, string> = { 'en-CA': '/en', 'fr-CA': '/fr' }

/** A site path with a locale's prefix, English included (`/en/find-work`: the site sets English, then drops it). */
export const prefixedPath = (path: string, locale: Locale): string => `${LOCALE_PREFIX[locale]}${path === '/' ? '' : path}`

/** A site path in a locale: `/find-work` → `/fr/find-work`; English keeps the path as is. */
export function localizedPath(path: string, locale: Locale): string {
  return locale === defaultLocale ? path : prefixedPath(path, locale)
}
