import type { TaxKind } from '@/domain/tax/rates'

/**
 * What a buyer was charged, as priced at checkout and kept with the checkout, its ledger row and its
 * receipt: the buyer's province and the sale's day (the rates of that day), each line and each tax,
 * and the seller's registration numbers then in force (a receipt is re-read later, after they change).
 */
export type SaleRecord = {
  province: string | null
  day: string
  lines: { description: string; amountCents: number }[]
  taxes: { kind: TaxKind; rate: number; amountCents: number }[]
  subtotalCents: number
  totalCents: number
  registrations: { gstHstNumber: string | null; qstNumber: string | null }
  /** No registration number was set: no tax was charged (small supplier). */
  smallSupplier: boolean
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A stored record read back (json columns come back as parsed values, or as text from raw SQL). */
export function saleRecord(value: unknown): SaleRecord | null {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value
  return isObject(parsed) && Array.isArray(parsed.lines) && Array.isArray(parsed.taxes) ? (parsed as SaleRecord) : null
}

/** A ledger row with no priced checkout (none was stored): one line of the amount, no tax. */
export function untaxedSale(description: string, amountCents: number, day: string): SaleRecord {
  return {
    province: null,
    day,
    lines: [{ description, amountCents }],
    taxes: [],
    subtotalCents: amountCents,
    totalCents: amountCents,
    registrations: { gstHstNumber: null, qstNumber: null },
    smallSupplier: true,
  }
}

/** The same sale with every amount negated: what a credit note gives back. */
export function negated(sale: SaleRecord): SaleRecord {
  return {
    ...sale,
    lines: sale.lines.map((line) => ({ ...line, amountCents: -line.amountCents })),
    taxes: sale.taxes.map((tax) => ({ ...tax, amountCents: -tax.amountCents })),
    subtotalCents: -sale.subtotalCents,
    totalCents: -sale.totalCents,
  }
}
