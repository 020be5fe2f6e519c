import { createTranslator } from 'next-intl'

import { catalogueOf, formats, TIME_ZONE } from './catalogues'
import { defaultLocale, isLocale, localeOf, type Locale } from './locale'

/**
 * The catalogue outside React: emails, endpoint errors, hooks and queue tasks. Takes a locale or a
 * stored language (`en`, `fr`); anything else reads as English.
 */
export function translator(localeOrLanguage: Locale | string | null | undefined = defaultLocale) {
  const locale = isLocale(localeOrLanguage) ? localeOrLanguage : localeOf(localeOrLanguage)
  return createTranslator({ locale, messages: catalogueOf(locale), formats, timeZone: TIME_ZONE })
}

export type Translator = ReturnType<typeof translator>
