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
export const signupLanguage: FieldHook = ({ operation, req, siblingData, value }): Language | unknown => {
  if (operation !== 'create') return value
  // What was sent (`value` already holds the default when nothing was).
  const sent: unknown = (siblingData as Record<string, unknown> | undefined)?.preferredLanguage
  if (isLanguage(sent)) return sent
  if (isLocale(sent)) return languageOf(sent)
  if (sent === undefined || sent === null || sent === '') return requestLanguage(req)
  return 'en'
}
