import type { FieldHook, Option } from 'payload'

import { isLanguage, isLocale, languageOf, languages, type Language } from '@/i18n/locale'
import { requestLanguage } from '@/i18n/requestLanguage'
import { translator } from '@/i18n/translator'

/** The site's languages as a select's options, labelled in the admin panel's language. */
export const languageOptions: Option[] = languages.map((value) => ({
  value,
  label: { en: translator('en')(`enums.language.${value}`), fr: translator('fr')(`enums.language.${value}`) },
}))

/**
 * An account's language at sign-up: the body's `preferredLanguage` (a language, `en`/`fr`, or a
 * locale, `fr-CA`); without one, the request's (cookie, Accept-Language); a value that is neither
 * becomes English: a sign-up is never refused for it. Later changes are checked as any select.
 */
export const signupLanguage: FieldHook = ({ operation, req, value }): Language | unknown => {
  if (operation !== 'create') return value
  if (isLanguage(value)) return value
  if (isLocale(value)) return languageOf(value)
  if (value === undefined || value === null || value === '') return requestLanguage(req)
  return 'en'
}
