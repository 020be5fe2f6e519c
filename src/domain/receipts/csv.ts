import type { PayloadRequest } from 'payload'

import { rowId } from '@/lib/payload/sql'

import type { Buyer } from './parties'
import { saleRecord } from './sale'

/** A spreadsheet cell: quoted, and a leading = + - @ made text (a formula in a name would run). */
const cell = (value: string | number | null | undefined): string => {
  const text = value == null ? '' : String(value)
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text
  return `"${safe.replace(/"/g, '""')}"`
}

const HEAD = ['number', 'kind', 'refers_to', 'issued_at', 'company_id', 'buyer', 'province', 'sale_day', 'subtotal_cents', 'gst_cents', 'hst_cents', 'qst_cents', 'total_cents', 'currency', 'small_supplier']

/** Every receipt and credit note, oldest first, read as the requesting admin. */
export async function receiptsCsv(req: PayloadRequest): Promise<string> {
  const { docs } = await req.payload.find({ collection: 'receipts', pagination: false, sort: 'createdAt', depth: 0, user: req.user, overrideAccess: false, req })
  const numbers = new Map(docs.map((doc) => [doc.id, doc.number]))
  const rows = docs.map((doc) => {
    const sale = saleRecord(doc.sale)
    const tax = (kind: string) => sale?.taxes.filter((t) => t.kind === kind).reduce((sum, t) => sum + t.amountCents, 0) ?? 0
    const refersTo = rowId(doc.refersTo)
    return [
      doc.number,
      doc.kind,
      refersTo === null ? '' : (numbers.get(refersTo) ?? ''),
      doc.issuedAt,
      rowId(doc.company),
      (doc.buyer as Partial<Buyer> | null)?.name ?? '',
      sale?.province ?? '',
      sale?.day ?? '',
      sale?.subtotalCents ?? doc.totalCents,
      tax('GST'),
      tax('HST'),
      tax('QST'),
      doc.totalCents,
      doc.currency,
      sale?.smallSupplier ? 'yes' : 'no',
    ]
  })
  return [HEAD, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n'
}
