import type { Province } from '@/domain/jobs/options'
import { provinceZone, wallTime } from '@/domain/interviews/zones'

import { ratesOn, type TaxKind } from './rates'

/** The seller's registrations (site settings `gstHstNumber`, `qstNumber`); an empty one is no registration. */
export type Registrations = { gstHstNumber?: string | null; qstNumber?: string | null }

export type SaleLine = { description: string; amountCents: number }

type LineTax = { kind: TaxKind; rate: number; amountCents: number }

export type TaxedSale = {
  /** The day of the sale in the buyer's province (the rates of that day apply). */
  day: string
  lines: (SaleLine & { taxes: LineTax[] })[]
  /** Each tax summed over the lines, in table order. */
  taxes: LineTax[]
  subtotalCents: number
  totalCents: number
  /** No GST/HST registration number is set: no tax is charged (small supplier), and the receipt says so. */
  smallSupplier: boolean
}

const registered = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== ''

/**
 * Which registration a tax needs: GST and HST are one registration, QST Quebec's own on top of it
 * (a seller not registered for the GST/HST is a small supplier for both, and a QST number alone
 * charges nothing).
 */
const charges = (kind: TaxKind, registrations: Registrations) =>
  registered(registrations.gstHstNumber) && (kind !== 'QST' || registered(registrations.qstNumber))

/**
 * A fraction of a cent rounds to the nearest cent, a half cent up (CRA guide RC4022, "Calculating the
 * GST/HST"; Revenu Québec rounds QST alike); a credit note's negative amounts round the same way,
 * away from zero at a half.
 */
export function taxOn(amountCents: number, rate: number): number {
  if (!Number.isInteger(amountCents)) throw new Error(`taxOn: ${amountCents} is not a whole number of cents`)
  const sign = amountCents < 0 ? -1 : 1
  return sign * Math.floor((Math.abs(amountCents) * rate + 500_000) / 1_000_000)
}

/** The day `at` falls on in `province` (its main time zone): a rate change begins at its midnight there. */
export function saleDay(province: Province, at: Date): string {
  const { year, month, day } = wallTime(at, provinceZone(province))
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/**
 * The taxes of a sale of the site's services to a buyer in `province` at `at`: each line taxed at
 * every rate in force that day for which the seller is registered, rounded per line.
 */
export function taxSale(lines: SaleLine[], province: Province, at: Date, registrations: Registrations): TaxedSale {
  const day = saleDay(province, at)
  const rates = ratesOn(province, day).filter((rate) => charges(rate.kind, registrations))
  const taxed = lines.map((line) => ({ ...line, taxes: rates.map(({ kind, rate }) => ({ kind, rate, amountCents: taxOn(line.amountCents, rate) })) }))
  const taxes = rates.map(({ kind, rate }) => ({ kind, rate, amountCents: taxed.reduce((sum, line) => sum + line.taxes.find((t) => t.kind === kind)!.amountCents, 0) }))
  const subtotalCents = lines.reduce((sum, line) => sum + line.amountCents, 0)
  return {
    day,
    lines: taxed,
    taxes,
    subtotalCents,
    totalCents: subtotalCents + taxes.reduce((sum, tax) => sum + tax.amountCents, 0),
    smallSupplier: !registered(registrations.gstHstNumber),
  }
}
