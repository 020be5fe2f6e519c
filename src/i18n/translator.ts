import { createTranslator } from 'next-intl'

import { catalogueOf, formats, TIME_ZONE } from './catalogues'
import { defaultLocale, isLocale, localeOf, type Locale } from './locale'

const make = (locale: Locale) => createTranslator({ locale, messages: catalogueOf(locale), formats, timeZone: TIME_ZONE })

export type Translator = ReturnType<typeof make>

/** One per locale: a translator keeps its parsed messages, which a batch of emails would otherwise parse again for each. */
const translators = new Map<Locale, Translator>()

/**
 * The catalogue outside React: emails, endpoint errors, hooks and queue tasks. Takes a locale or a
 * stored language (`en`, `fr`); anything else reads as English.
 */
export function translator(localeOrLanguage: Locale | string | null | undefined = defaultLocale): Translator {
  const locale = isLocale(localeOrLanguage) ? localeOrLanguage : localeOf(localeOrLanguage)
  let t = translators.get(locale)
  if (!t) {
    t = make(locale)
    translators.set(locale, t)
  }
  return t
}
