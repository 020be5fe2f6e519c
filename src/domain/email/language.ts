import { eq } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { defaultLocale, isLanguage, localeOf, prefixedPath, type Language, type Locale } from '@/i18n/locale'
import { serverUrl } from '@/lib/env'
import { database, rowId } from '@/lib/payload/sql'
import { users } from '@/payload-generated-schema'

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

export type AccountContact = { id: number; email: string; fullName: string | null; preferredLanguage: string | null }

/**
 * Where and how to write to account `id`: its address, name and language, read as the server in the
 * caller's transaction (nothing reaches a client); null for no account or one that is gone.
 */
export async function accountContact(payload: Payload, id: unknown, req?: Partial<PayloadRequest>): Promise<AccountContact | null> {
  const account = rowId(id)
  if (account === null) return null
  const db = await database(payload, req)
  const [row] = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName, preferredLanguage: users.preferredLanguage })
    .from(users)
    .where(eq(users.id, account))
  return row ?? null
}

/** The locale of the account `id` (English for no account or one that is gone). */
export async function accountLocale(payload: Payload, id: number | string | null | undefined, req?: Partial<PayloadRequest>): Promise<Locale> {
  if (id === null || id === undefined || id === '') return defaultLocale
  return emailLocaleOf(await accountContact(payload, id, req))
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
