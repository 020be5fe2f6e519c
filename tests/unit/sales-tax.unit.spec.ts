import { describe, expect, it } from 'vitest'

import { PROVINCES, type Province } from '@/domain/jobs/options'
import { ratesOn, TAX_TABLE } from '@/domain/tax/rates'
import { saleDay, taxOn, taxSale, type Registrations } from '@/domain/tax/salesTax'

/*
 * Sales tax on the site's services (src/domain/tax, docs/sales-tax.md): the rates of every province,
 * the rate in force on the day of the sale in the buyer's province, per-line rounding at the half
 * cent, and no tax without a registration number.
 */

const BOTH = { gstHstNumber: '123456789 RT0001', qstNumber: '1234567890 TQ0001' }
const FEE = [{ description: 'Job posting (30 days)', amountCents: 10_000 }]
const NOV_2026 = new Date('2026-11-25T17:00:00Z')

const summary = (province: Province, at = NOV_2026, registrations: Registrations = BOTH) =>
  Object.fromEntries(taxSale(FEE, province, at, registrations).taxes.map((t) => [t.kind, t.amountCents]))

describe('the rate of every province on a $100.00 fee (both registrations)', () => {
  const expected: Record<Province, Record<string, number>> = {
    AB: { GST: 500 },
    BC: { GST: 500 },
    MB: { GST: 500 },
    SK: { GST: 500 },
    NT: { GST: 500 },
    NU: { GST: 500 },
    YT: { GST: 500 },
    ON: { HST: 1300 },
    NB: { HST: 1500 },
    NL: { HST: 1500 },
    PE: { HST: 1500 },
    NS: { HST: 1400 },
    // 9.975 % of $100.00 is 997.5 cents: a half cent rounds up.
    QC: { GST: 500, QST: 998 },
  }
  it.each(PROVINCES.map((p) => [p]))('%s', (province) => {
    expect(summary(province)).toEqual(expected[province])
    const sale = taxSale(FEE, province, NOV_2026, BOTH)
    expect(sale.totalCents).toBe(10_000 + Object.values(expected[province]).reduce((a, b) => a + b, 0))
    expect(sale.smallSupplier).toBe(false)
  })

  it('every row names its source and a valid first day', () => {
    for (const rows of Object.values(TAX_TABLE)) {
      for (const row of rows) {
        expect(row.source.length).toBeGreaterThan(20)
        expect(row.from).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        expect(new Date(`${row.from}T00:00:00Z`).toISOString().slice(0, 10)).toBe(row.from)
      }
    }
  })
})

describe("the rate in force on the day of the sale, in the buyer's province", () => {
  it("Nova Scotia: 15 % through 31 March 2025 and 14 % from 1 April, at Halifax's midnight", () => {
    // Halifax is UTC−3 on those days (daylight time began 9 March 2025).
    expect(summary('NS', new Date('2025-04-01T02:59:59Z'))).toEqual({ HST: 1500 })
    expect(saleDay('NS', new Date('2025-04-01T02:59:59Z'))).toBe('2025-03-31')
    expect(summary('NS', new Date('2025-04-01T03:00:00Z'))).toEqual({ HST: 1400 })
    expect(saleDay('NS', new Date('2025-04-01T03:00:00Z'))).toBe('2025-04-01')
    expect(ratesOn('NS', '2025-03-31').map((r) => r.rate)).toEqual([150_000])
    expect(ratesOn('NS', '2025-04-01').map((r) => r.rate)).toEqual([140_000])
  })

  it('a rate that has not begun is not charged', () => {
    expect(ratesOn('PE', '2016-09-30')).toEqual([])
    expect(ratesOn('PE', '2016-10-01').map((r) => [r.kind, r.rate])).toEqual([['HST', 150_000]])
  })
})

describe('rounding: per line, to the nearest cent, a half cent up', () => {
  it.each([
    [10, 50_000, 1], // 0.5 ¢
    [9, 50_000, 0], // 0.45 ¢
    [50, 130_000, 7], // 6.5 ¢
    [49, 130_000, 6], // 6.37 ¢
    [200, 99_750, 20], // 19.95 ¢
    [1_000, 99_750, 100], // 99.75 ¢
    [4_990, 140_000, 699], // 698.6 ¢
    [-10, 50_000, -1], // a credit note rounds alike
    [0, 150_000, 0],
  ])('%i ¢ at %i millionths is %i ¢', (amount, rate, tax) => {
    expect(taxOn(amount, rate)).toBe(tax)
  })

  it('each line is rounded on its own, then added', () => {
    const sale = taxSale(
      [
        { description: 'a', amountCents: 10 },
        { description: 'b', amountCents: 10 },
      ],
      'AB',
      NOV_2026,
      BOTH,
    )
    expect(sale.lines.map((l) => l.taxes[0].amountCents)).toEqual([1, 1])
    expect(sale.taxes).toEqual([{ kind: 'GST', rate: 50_000, amountCents: 2 }])
    expect(sale.totalCents).toBe(22)
  })

  it('refuses a fraction of a cent as an amount', () => {
    expect(() => taxOn(10.5, 50_000)).toThrow()
  })
})

describe('registrations decide what is charged', () => {
  it('none set: no tax anywhere, the receipt says small supplier', () => {
    for (const province of PROVINCES) {
      const sale = taxSale(FEE, province, NOV_2026, { gstHstNumber: '', qstNumber: null })
      expect(sale.taxes).toEqual([])
      expect(sale.totalCents).toBe(10_000)
      expect(sale.smallSupplier).toBe(true)
    }
  })

  it('GST/HST only: Quebec pays GST without QST; a QST number alone charges nothing, and the receipt says small supplier', () => {
    expect(summary('QC', NOV_2026, { gstHstNumber: '123456789 RT0001' })).toEqual({ GST: 500 })
    expect(taxSale(FEE, 'QC', NOV_2026, { gstHstNumber: '123456789 RT0001' }).smallSupplier).toBe(false)
    for (const province of ['QC', 'ON'] as const) {
      expect(summary(province, NOV_2026, { qstNumber: '1234567890 TQ0001' })).toEqual({})
      expect(taxSale(FEE, province, NOV_2026, { qstNumber: '1234567890 TQ0001' }).smallSupplier).toBe(true)
    }
  })
})
