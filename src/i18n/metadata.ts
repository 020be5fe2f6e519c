import type { Metadata } from 'next'

import { defaultLocale, localizedPath, locales, type Locale } from './locale'

/**
 * A page's canonical address in its language and its versions in both (hreflang). `path` is the
 * English path (`/find-work`, `/jobs/12`).
 */
export function alternatesFor(path: string, locale: Locale): NonNullable<Metadata['alternates']> {
  const languages: Record<string, string> = Object.fromEntries(locales.map((l) => [l, localizedPath(path, l)]))
  languages['x-default'] = localizedPath(path, defaultLocale)
  return { canonical: localizedPath(path, locale), languages }
}
