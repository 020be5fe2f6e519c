import { isLocale, localeOf, type Language, type Locale as SiteLocale } from '@/i18n/locale'

/**
 * Money, dates and file sizes as the site shows them. `Intl` formatters are costly to build (they
 * showed among the top costs of a Find Work render), so each is made once per locale and style and
 * reused. Every screen and email formats through here, in the reader's locale (`en-CA`, `fr-CA`;
 * a stored language, `en` or `fr`, is taken too).
 */

export type Locale = SiteLocale | Language

const tagOf = (locale: Locale): SiteLocale => (isLocale(locale) ? locale : localeOf(locale))

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = cache.get(key) as T | undefined
  if (!formatter) {
    formatter = make()
    cache.set(key, formatter)
  }
  return formatter
}

const number = (locale: Locale, options: Intl.NumberFormatOptions) =>
  cached(`n:${tagOf(locale)}:${JSON.stringify(options)}`, () => new Intl.NumberFormat(tagOf(locale), options))

const dateFormat = (locale: Locale, style: DateStyle) =>
  cached(`d:${tagOf(locale)}:${style}`, () => new Intl.DateTimeFormat(tagOf(locale), { dateStyle: style }))

/**
 * A full date with a short time in `timeZone` (interview slots, shifts). Keyed by zone too: zones are
 * IANA names the forms check, so the formatters stay a few dozen.
 */
export const zonedDateTime = (locale: Locale, timeZone: string) =>
  cached(`z:${tagOf(locale)}:${timeZone}`, () => new Intl.DateTimeFormat(tagOf(locale), { timeZone, dateStyle: 'full', timeStyle: 'short' }))

/** Dollars in CAD; whole dollars unless `cents` is asked for (hourly pay, fees). */
export const formatDollars = (dollars: number, { cents = false, locale = 'en-CA' as Locale } = {}) =>
  number(locale, { style: 'currency', currency: 'CAD', minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 }).format(dollars)

/** An amount stored in integer cents (fees, payments), with its cents. */
export const formatCents = (cents: number, locale: Locale = 'en-CA') => formatDollars(cents / 100, { cents: true, locale })

/** A plain number with the locale's grouping ("320,000"). */
export const formatNumber = (value: number, locale: Locale = 'en-CA') => number(locale, {}).format(value)

export type DateStyle = 'medium' | 'long'

/** A date ("Nov 23, 2026" medium, "November 23, 2026" long), or null when the value is not a date. */
export function formatDate(value: string | number | Date | null | undefined, style: DateStyle = 'medium', locale: Locale = 'en-CA'): string | null {
  if (value === null || value === undefined || value === '') return null
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : dateFormat(locale, style).format(date)
}

/** Kilobytes to one decimal (bytes / 1024), as the Resume Manager shows sizes; null when unknown. */
export const formatKilobytes = (bytes: number | null | undefined, locale: Locale = 'en-CA') =>
  typeof bytes === 'number' && bytes >= 0 ? number(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false }).format(bytes / 1024) : null
