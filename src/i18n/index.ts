import { en, type Messages } from './en'

/** Locales the site speaks. French joins in a later release; routes stay locale-ready. */
export const locales = ['en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'

const catalogs: Record<Locale, Messages> = { en }

export function getMessages(locale: Locale = defaultLocale): Messages {
  return catalogs[locale] ?? catalogs[defaultLocale]
}

/** The default-locale catalog, for code that has no request locale yet. */
export const messages = getMessages()
export type { Messages }
