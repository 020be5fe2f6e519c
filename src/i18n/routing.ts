import { defineRouting } from 'next-intl/routing'

import { defaultLocale, LOCALE_PREFIX, locales } from './locale'

/**
 * English at the site's paths, French under /fr with the same paths after the prefix
 * (`/fr/find-work`): one rule, so links, the switcher and the sitemap only add or drop a prefix.
 * A first visit without a prefix follows Accept-Language; a choice made with the switcher is kept
 * in the NEXT_LOCALE cookie for a year (and on the account, see LanguageSwitcher).
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: { mode: 'as-needed', prefixes: LOCALE_PREFIX },
  localeCookie: { name: 'NEXT_LOCALE', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' },
  // hreflang alternates are in each page's metadata and the sitemap (next-intl's Link header
  // would name internal rewrite paths for the cached views).
  alternateLinks: false,
})
