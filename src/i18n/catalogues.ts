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

/** Formats named in messages and by `format.dateTime(d, 'medium')`; times are Toronto's. */
export const formats = {
  dateTime: {
    medium: { dateStyle: 'medium' },
    long: { dateStyle: 'long' },
  },
  number: {
    cad: { style: 'currency', currency: 'CAD' },
  },
} as const

export const TIME_ZONE = 'America/Toronto'
