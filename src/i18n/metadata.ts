import type { Metadata } from 'next'

import { defaultLocale, localizedPath, locales, type Locale } from './locale'

/** A page's address in its language, or in English when the page is not written in that language. */
export const canonicalPath = (path: string, locale: Locale, available: readonly Locale[] = locales): string =>
  localizedPath(path, available.includes(locale) ? locale : defaultLocale)

/**
 * A page's canonical address in its language and its versions in both (hreflang). `path` is the
 * English path (`/find-work`, `/jobs/12`). A page that exists in fewer languages (a content page
 * not yet translated: its French address shows the English text) names only those, and its other
 * addresses point to the English one as canonical, so search engines list the page once, in the
 * language it is written in.
 */
export function alternatesFor(path: string, locale: Locale, available: readonly Locale[] = locales): NonNullable<Metadata['alternates']> {
  const languages: Record<string, string> = Object.fromEntries(available.map((l) => [l, localizedPath(path, l)]))
  languages['x-default'] = localizedPath(path, defaultLocale)
  return { canonical: canonicalPath(path, locale, available), languages }
}
