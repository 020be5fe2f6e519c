import en from './messages/en'
import fr from './messages/fr'
import type { Locale } from './locale'

export type Messages = typeof en

export const catalogues: Record<Locale, Messages> = { 'en-CA': en, 'fr-CA': fr }

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
