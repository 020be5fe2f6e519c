import { eq } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import type { Province } from '@/domain/jobs/options'
import type { Locale } from '@/i18n/locale'
import { translator } from '@/i18n/translator'
import { HttpError } from '@/lib/http'
import { database, rowId } from '@/lib/payload/sql'
import { facilities, site_settings } from '@/payload-generated-schema'

import type { SaleRecord } from '@/domain/receipts/sale'

import { saleDay, taxSale, type Registrations, type TaxedSale } from './salesTax'

/**
 * The seller's registration numbers. Admins alone read them through the API; a checkout is priced
 * for an employer, so the server reads them here (the one place that decides what is charged).
 */
async function registrations(payload: Payload, req?: Partial<PayloadRequest>): Promise<Registrations> {
  const [row] = await (await database(payload, req)).select({ gstHstNumber: site_settings.gstHstNumber, qstNumber: site_settings.qstNumber }).from(site_settings).limit(1)
  return row ?? {}
}

/** The buyer's province: its company's address (docs/sales-tax.md); null when it has none. */
async function buyerProvince(payload: Payload, company: unknown, req?: Partial<PayloadRequest>): Promise<Province | null> {
  const id = rowId(company)
  if (id === null) return null
  const [row] = await (await database(payload, req)).select({ province: facilities.province }).from(facilities).where(eq(facilities.id, id)).limit(1)
  return (row?.province as Province | null | undefined) ?? null
}

export type CheckoutLine = { name: string; amountCents: number }

/**
 * A fee as Checkout charges it: the fee's line, then one line per sales tax of the buyer's province
 * on the day (names and rates in the page's language). With no registration number set nothing is
 * taxed and the buyer's province is not needed; with one, a company without a province is asked for
 * it first (409, the payment not started).
 */
export async function checkoutLines(
  payload: Payload,
  fee: CheckoutLine,
  company: unknown,
  locale: Locale,
  req?: Partial<PayloadRequest>,
  at = new Date(),
): Promise<{ lines: CheckoutLine[]; totalCents: number; sale: TaxedSale | null; record: SaleRecord }> {
  const seller = await registrations(payload, req)
  const province = await buyerProvince(payload, company, req)
  const saleLines = [{ description: fee.name, amountCents: fee.amountCents }]
  if (!seller.gstHstNumber?.trim() && !seller.qstNumber?.trim()) {
    const record = saleRecordOf(taxSale(saleLines, province ?? 'ON', at, seller), province, seller)
    return { lines: [fee], totalCents: fee.amountCents, sale: null, record: { ...record, day: saleDay(province ?? 'ON', at) } }
  }
  if (!province) throw new HttpError('jobs.provinceNeeded', 409)
  const sale = taxSale(saleLines, province, at, seller)
  const t = translator(locale)
  const rate = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 })
  const taxes = sale.taxes.map((tax) => ({ name: t('jobs.taxLineItem', { tax: t(`jobs.taxNames.${tax.kind}`), rate: rate.format(tax.rate / 10_000) }), amountCents: tax.amountCents }))
  return { lines: [fee, ...taxes], totalCents: sale.totalCents, sale, record: saleRecordOf(sale, province, seller) }
}

/** The priced sale as it is kept with the checkout, its ledger row and its receipt (domain/receipts/sale.ts). */
function saleRecordOf(sale: TaxedSale, province: Province | null, seller: Registrations): SaleRecord {
  const number = (value: string | null | undefined) => value?.trim() || null
  return {
    province,
    day: sale.day,
    lines: sale.lines.map(({ description, amountCents }) => ({ description, amountCents })),
    taxes: sale.taxes,
    subtotalCents: sale.subtotalCents,
    totalCents: sale.totalCents,
    registrations: { gstHstNumber: number(seller.gstHstNumber), qstNumber: number(seller.qstNumber) },
    smallSupplier: sale.smallSupplier,
  }
}
