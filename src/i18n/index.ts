import { en, type Messages } from './en'
import { defaultLocale, type Locale } from './locale'

export { defaultLocale, locales, type Locale } from './locale'

const catalogs: Record<Locale, Messages> = { en }

export function getMessages(locale: Locale = defaultLocale): Messages {
  return catalogs[locale] ?? catalogs[defaultLocale]
}

/** The default-locale catalog, for code that has no request locale yet. */
export const messages = getMessages()
export type { Messages }
