// TEMPORARY during the move to next-intl: the old English object. Removed once every caller uses
// useTranslations/getTranslations/translator().
import { en } from './legacy-en'

export { defaultLocale, locales, type Locale } from './locale'
export const messages = en
export type Messages = typeof en
