import type { Metadata } from 'next'

import { catalogueText, type CatalogueKey } from './catalogueText'
import { defaultLocale, localizedPath, locales, type Locale } from './locale'
import { translator } from './translator'

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

type LocaleParams = { params: Promise<{ locale: string }> }

/**
 * A fixed page's `generateMetadata`: its title from the catalogue in the page's language, its
 * addresses in both languages, and `index: false` for pages that are a person's own (account,
 * workspace, links from emails) and so never belong in a search engine.
 */
export function pageMetadata(path: string, title: CatalogueKey, { index = true }: { index?: boolean } = {}) {
  return async ({ params }: LocaleParams): Promise<Metadata> => {
    const locale = (await params).locale as Locale
    return {
      title: catalogueText(translator(locale), title),
      ...(index ? {} : { robots: { index: false } }),
      alternates: alternatesFor(path, locale),
    }
  }
}
