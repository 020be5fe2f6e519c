/** The languages content is written in (Payload's localization codes); English is the default. */
export const CONTENT_LOCALES = ['en', 'fr'] as const
export type ContentLocale = (typeof CONTENT_LOCALES)[number]
export const DEFAULT_CONTENT_LOCALE: ContentLocale = 'en'

export const isContentLocale = (value: unknown): value is ContentLocale =>
  typeof value === 'string' && (CONTENT_LOCALES as readonly string[]).includes(value)
