import type { Locale } from '@/i18n/locale'

/** An amount in cents as the reader's language writes it ($1,234.50 / 1 234,50 $). */
export function money(cents: number, locale: Locale, currency = 'CAD'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100)
}
