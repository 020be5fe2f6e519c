import type { Payload, PayloadRequest } from 'payload'

import { defaultLocale, isLanguage, localeOf, prefixedPath, type Language, type Locale } from '@/i18n/locale'
import { serverUrl } from '@/lib/env'

/**
 * Emails go out in the recipient's language, never the request's: an account's preferred language
 * (`preferredLanguage`, chosen at sign-up and changeable by its owner), English when unknown. Render
 * with `translator(locale)` and `renderEmail({ locale, … })`, and link with `siteLink`.
 */

type WithLanguage = { preferredLanguage?: string | null } | null | undefined

/** The language of an account's emails (`en`, `fr`). */
const emailLanguageOf = (user: WithLanguage): Language => {
  const language = user?.preferredLanguage
  return isLanguage(language) ? language : 'en'
}

/** The locale an account's emails are written in (`en-CA`, `fr-CA`). */
export const emailLocaleOf = (user: WithLanguage): Locale => localeOf(emailLanguageOf(user))

/**
 * The locale of the account `id` (looked up as the server; nothing reaches a client), English for
 * no account or one that is gone.
 */
export async function accountLocale(payload: Payload, id: number | string | null | undefined, req?: Partial<PayloadRequest>): Promise<Locale> {
  if (id === null || id === undefined || id === '') return defaultLocale
  const user = await payload
    .findByID({ collection: 'users', id, depth: 0, overrideAccess: true, select: { preferredLanguage: true }, req })
    .catch(() => null)
  return emailLocaleOf(user)
}

/**
 * An absolute link to a site page in the recipient's language, with the language's prefix for both:
 * `/fr/auth/callback?token=…` for French, `/en/auth/callback?token=…` for English. A bare English
 * link would follow the browser's NEXT_LOCALE cookie or Accept-Language (French, for some readers);
 * `/en/…` makes the site set English and redirect to the bare path.
 */
export function siteLink(path: string, locale: Locale, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString()
  return `${serverUrl()}${prefixedPath(path, locale)}${search ? `?${search}` : ''}`
}
