import type { Province } from '@/domain/jobs/options'

/**
 * Canada's sales taxes on the site's services, by the buyer's province, each rate with the day it
 * took effect and its source (docs/sales-tax.md explains which taxes apply and why). A rate change
 * is a new row with its own `from`; rows are never edited, so a sale is always taxed at the rate in
 * force on its day, and old receipts can be re-read.
 *
 * Rates are in millionths (1 = 0.0001 %), so 9.975 % is exact: 99_750.
 */

export type TaxKind = 'GST' | 'HST' | 'QST'

export type TaxRate = {
  kind: TaxKind
  /** Millionths: 50_000 is 5 %. */
  rate: number
  /** The first day (in the province) the rate applies, YYYY-MM-DD. */
  from: string
  source: string
}

const GST_SOURCE = 'Excise Tax Act, s. 165(1); CRA, "GST/HST rates" (canada.ca/en/revenue-agency/services/tax/businesses/topics/gst-hst-businesses/charge-collect-which-rate/calculator.html)'
const HST_SOURCE = 'Excise Tax Act, s. 165(2) and Schedule VIII; CRA, "GST/HST rates" (same page)'

/** GST alone, since 1 January 2008 (5 %). */
const GST: TaxRate[] = [{ kind: 'GST', rate: 50_000, from: '2008-01-01', source: GST_SOURCE }]

export const TAX_TABLE: Record<Province, TaxRate[]> = {
  AB: GST,
  BC: GST,
  MB: GST,
  SK: GST,
  NT: GST,
  NU: GST,
  YT: GST,
  ON: [{ kind: 'HST', rate: 130_000, from: '2010-07-01', source: HST_SOURCE }],
  NB: [{ kind: 'HST', rate: 150_000, from: '2016-07-01', source: HST_SOURCE }],
  NL: [{ kind: 'HST', rate: 150_000, from: '2016-07-01', source: HST_SOURCE }],
  PE: [{ kind: 'HST', rate: 150_000, from: '2016-10-01', source: HST_SOURCE }],
  NS: [
    { kind: 'HST', rate: 150_000, from: '2010-07-01', source: HST_SOURCE },
    {
      kind: 'HST',
      rate: 140_000,
      from: '2025-04-01',
      source: 'Nova Scotia HST rate reduced to 14 % on April 1, 2025 (Excise Tax Act Schedule VIII as amended; CRA notice GI-211 / "Nova Scotia HST rate change")',
    },
  ],
  QC: [
    ...GST,
    {
      kind: 'QST',
      rate: 99_750,
      from: '2013-01-01',
      source: 'Act respecting the Québec sales tax (CQLR c. T-0.1), s. 16; Revenu Québec, "QST rate" (revenuquebec.ca)',
    },
  ],
}

/** The rates of each kind in force in `province` on `day` (YYYY-MM-DD): the latest row of each kind that has begun. */
export function ratesOn(province: Province, day: string): TaxRate[] {
  const inForce = new Map<TaxKind, TaxRate>()
  for (const row of TAX_TABLE[province]) {
    if (row.from <= day && (inForce.get(row.kind)?.from ?? '') <= row.from) inForce.set(row.kind, row)
  }
  return [...inForce.values()]
}
