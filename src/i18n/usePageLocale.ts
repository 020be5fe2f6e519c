'use client'

import { useParams } from 'next/navigation'

import { defaultLocale, isLocale, type Locale } from './locale'

/**
 * The page's locale from its route (`[locale]`), for the client components of the site's frame and
 * content pages: they run without next-intl's client runtime, which only app screens carry.
 */
export function usePageLocale(): Locale {
  const locale = useParams<{ locale?: string }>()?.locale
  return isLocale(locale) ? locale : defaultLocale
}
