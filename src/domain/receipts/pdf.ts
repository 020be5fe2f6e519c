import 'server-only'

import { renderPdf, type PdfBlock } from '@/domain/pdf/document'
import { isLocale, type Locale } from '@/i18n/locale'
import { translator } from '@/i18n/translator'
import type { Receipt } from '@/payload-types'

import { money } from './money'
import type { Buyer, Seller } from './parties'
import { saleRecord } from './sale'

/**
 * A receipt or credit note as a PDF in the language it was issued in: the seller with its
 * registration numbers, the buyer, the date, each line, each tax and the total; a credit note
 * names the receipt it refers to; with no registration, a line saying no tax was charged.
 */
export async function receiptPdf(receipt: Receipt, refersTo: string | null): Promise<Uint8Array> {
  const locale: Locale = isLocale(receipt.locale) ? receipt.locale : 'en-CA'
  const t = translator(locale)
  const sale = saleRecord(receipt.sale)
  const seller = (receipt.seller ?? {}) as Partial<Seller>
  const buyer = (receipt.buyer ?? {}) as Partial<Buyer>
  const currency = receipt.currency ?? 'CAD'
  const rate = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 })
  const title = t(receipt.kind === 'creditNote' ? 'receipts.creditNoteTitle' : 'receipts.receiptTitle', { number: receipt.number })
  const registrations: Array<[string, string]> = []
  if (sale?.registrations.gstHstNumber) registrations.push([t('receipts.gstHstNumber'), sale.registrations.gstHstNumber])
  if (sale?.registrations.qstNumber) registrations.push([t('receipts.qstNumber'), sale.registrations.qstNumber])
  const blocks: PdfBlock[] = [
    { kind: 'title', text: title },
    {
      kind: 'fields',
      rows: [
        [t('receipts.number'), receipt.number],
        [t('receipts.date'), new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'America/Toronto' }).format(new Date(receipt.issuedAt))],
        ...(refersTo ? ([[t('receipts.refersTo'), refersTo]] as Array<[string, string]>) : []),
      ],
    },
    { kind: 'heading', text: t('receipts.seller') },
    { kind: 'fields', rows: [[t('receipts.legalName'), seller.legalName ?? ''], [t('receipts.address'), seller.address ?? ''], ...registrations] },
    { kind: 'heading', text: t('receipts.buyer') },
    { kind: 'fields', rows: [[t('receipts.legalName'), buyer.name ?? ''], [t('receipts.address'), [buyer.city, buyer.province].filter(Boolean).join(', ')]] },
    { kind: 'gap' },
    {
      kind: 'table',
      head: [t('receipts.description'), t('receipts.amount')],
      widths: [4, 1],
      rows: [
        ...(sale?.lines ?? []).map((line) => [line.description, money(line.amountCents, locale, currency)]),
        [t('receipts.subtotal'), money(sale?.subtotalCents ?? receipt.totalCents, locale, currency)],
        ...(sale?.taxes ?? []).map((tax) => [t('receipts.taxLine', { tax: t(`receipts.taxNames.${tax.kind}`), rate: rate.format(tax.rate / 10_000) }), money(tax.amountCents, locale, currency)]),
        [t('receipts.total'), money(receipt.totalCents, locale, currency)],
      ],
    },
  ]
  if (!sale || sale.smallSupplier) blocks.push({ kind: 'gap' }, { kind: 'text', text: t('receipts.smallSupplier') })
  return renderPdf({ title, lang: locale === 'fr-CA' ? 'fr' : 'en' }, blocks)
}
