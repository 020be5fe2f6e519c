/*
 * A professional's own GST/HST registration number (docs/shifts.md: printed on their shift invoices):
 * the CRA's business number (9 digits) with the RT program identifier and a 4-digit reference,
 * 123456789RT0001. Entered with spaces or in lower case, stored as printed. Pure.
 */

const GST_HST = /^\d{9}RT\d{4}$/

/** The number as stored: no spaces, upper case; empty → null. */
export const normalizedGstHst = (value: unknown): unknown => (typeof value === 'string' ? value.replace(/[\s-]+/g, '').toUpperCase() || null : value)

export const isGstHstNumber = (value: unknown): boolean => value == null || (typeof value === 'string' && GST_HST.test(value))
