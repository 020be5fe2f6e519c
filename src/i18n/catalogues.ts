import en from './messages/en'
import fr from './messages/fr'
import type { Locale } from './locale'

/** The catalogue's shape: en's keys with any text (fr.ts is checked against it). */
type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> }
export type Messages = Shape<typeof en>

/** The English catalogue's exact type: next-intl checks keys and ICU arguments against it. */
export type AppMessages = typeof en

export const catalogues: Record<Locale, Messages> = { 'en-CA': en, 'fr-CA': fr }

/** A language's catalogue, typed as next-intl expects (both have en's keys and arguments). */
export const catalogueOf = (locale: Locale) => catalogues[locale] as AppMessages

/**
 * Formats named in messages and by `format.dateTime(d, 'medium')`; times are Toronto's. Written as
 * fields, not `dateStyle`: intl-messageformat merges a named format into its own built-in one of
 * the same name (which sets year, month and day), and `dateStyle` cannot be combined with those, so
 * `{date, date, medium}` failed. Same output as dateStyle medium/long ("Nov 23, 2026", "23 nov. 2026").
 */
export const formats = {
  dateTime: {
    medium: { year: 'numeric', month: 'short', day: 'numeric' },
    long: { year: 'numeric', month: 'long', day: 'numeric' },
  },
  number: {
    cad: { style: 'currency', currency: 'CAD' },
  },
} as const

export const TIME_ZONE = 'America/Toronto'
