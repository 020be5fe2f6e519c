import { describe, expect, it } from 'vitest'

import { payText } from '@/components/jobs/format'
import { formatCents, formatDate, formatDollars, formatKilobytes } from '@/lib/format'

// Intl separates a French amount from its symbol with a no-break space; compare what a reader sees.
const plain = (s: string | null) => s?.replace(/[\u00a0\u202f]/g, ' ')

describe('formatting', () => {
  it('shows money in Canadian dollars, in English and French', () => {
    expect(formatCents(500)).toBe('$5.00')
    expect(plain(formatCents(6000, 'fr'))).toBe('60,00 $')
    // The site's locales are taken as well as the stored languages.
    expect(plain(formatCents(6000, 'fr-CA'))).toBe('60,00 $')
    expect(formatCents(6000, 'en-CA')).toBe('$60.00')
    expect(plain(formatDollars(95000, { locale: 'fr-CA' }))).toBe('95 000 $')
    expect(formatDollars(95000)).toBe('$95,000')
    expect(formatDollars(62.5, { cents: true })).toBe('$62.50')
  })

  it('shows hourly pay with cents and yearly pay in whole dollars', () => {
    expect(payText({ payMin: 60, payMax: 75, payUnit: 'hour', salaryRange: null })).toBe('$60.00 – $75.00 per hour')
    expect(payText({ payMin: 95000, payMax: 95000, payUnit: 'year', salaryRange: null })).toBe('$95,000 per year')
    expect(payText({ payMin: null, payMax: null, payUnit: null, salaryRange: 'Competitive' })).toBe('Competitive')
  })

  it('shows dates in each language and nothing for a value that is not a date', () => {
    const noon = '2026-11-23T12:00:00Z'
    expect(formatDate(noon)).toBe('Nov 23, 2026')
    expect(formatDate(noon, 'long')).toBe('November 23, 2026')
    expect(formatDate(noon, 'medium', 'fr')).toBe('23 nov. 2026')
    expect(formatDate(noon, 'long', 'fr-CA')).toBe('23 novembre 2026')
    expect(formatDate('not a date')).toBeNull()
    expect(formatDate(null)).toBeNull()
  })

  it('shows file sizes in kilobytes to one decimal, without grouping', () => {
    expect(formatKilobytes(1536)).toBe('1.5')
    expect(formatKilobytes(5 * 1024 * 1024)).toBe('5120.0')
    expect(plain(formatKilobytes(1536, 'fr'))).toBe('1,5')
    expect(plain(formatKilobytes(1536, 'fr-CA'))).toBe('1,5')
    expect(formatKilobytes(null)).toBeNull()
  })
})
