import type { PayloadRequest } from 'payload'

import { isLocale, localeOf, type Locale } from '@/i18n/locale'

type Request = Partial<Pick<PayloadRequest, 'headers'>> & { user?: unknown; i18n?: { language?: string } }

const pathOf = (url: string | null) => {
  if (!url) return null
  try {
    return new URL(url).pathname
  } catch {
    return null
  }
}

const cookie = (header: string | null, name: string) =>
  header
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1]

/**
 * The language to answer an API request in (refusals, validation messages): the site page that
 * sent it (`/fr/…` is French; the browser sends the page as Referer), the admin panel's language
 * for requests from the admin panel, else the language the person chose on the site (NEXT_LOCALE
 * cookie), else the one on their account, else English.
 */
export function readerLocale(req: Request): Locale {
  const page = pathOf(req.headers?.get('referer') ?? null)
  if (page && !/^\/(admin|api)(\/|$)/.test(page)) return /^\/fr(\/|$)/.test(page) ? 'fr-CA' : 'en-CA'
  if (page?.startsWith('/admin') && req.i18n?.language) return localeOf(req.i18n.language)
  const chosen = cookie(req.headers?.get('cookie') ?? null, 'NEXT_LOCALE')
  if (isLocale(chosen)) return chosen
  return localeOf((req.user as { preferredLanguage?: string } | null | undefined)?.preferredLanguage)
}
