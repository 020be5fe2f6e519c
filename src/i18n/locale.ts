/** Locales the site speaks. French joins in a later release; routes stay locale-ready. */
export const locales = ['en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'
