import type { Endpoint } from 'payload'

import { isAdminUser } from '@/access/roles'
import { receiptsCsv } from '@/domain/receipts/csv'
import { HttpError, endpoint, routeId } from '@/lib/http'
import { rowId } from '@/lib/payload/sql'

const PRIVATE = { 'Cache-Control': 'private, no-store' }

export const receiptEndpoints: Endpoint[] = [
  {
    // An admin's export of every receipt and credit note, oldest first.
    path: '/export.csv',
    method: 'get',
    handler: endpoint(async (req) => {
      if (!req.user) throw new HttpError('receipts.signIn', 401)
      if (!isAdminUser(req.user)) throw new HttpError('receipts.adminOnly', 403)
      return new Response(await receiptsCsv(req), { headers: { ...PRIVATE, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="receipts.csv"' } })
    }),
  },
  {
    // The receipt or credit note as a PDF, for those who may read it (the collection's read access).
    path: '/:id/pdf',
    method: 'get',
    handler: endpoint(async (req) => {
      if (!req.user) throw new HttpError('receipts.signIn', 401)
      const id = routeId(req, 'receipts.notFound')
      const found = await req.payload.find({ collection: 'receipts', where: { id: { equals: id } }, limit: 1, depth: 0, user: req.user, overrideAccess: false, req })
      const receipt = found.docs[0]
      if (!receipt) throw new HttpError('receipts.notFound', 404)
      const refersId = rowId(receipt.refersTo)
      const refers = refersId === null ? null : await req.payload.findByID({ collection: 'receipts', id: refersId, depth: 0, user: req.user, overrideAccess: false, req, disableErrors: true })
      // The PDF writer is server-only: loaded when a document is asked for, not with the config.
      const { receiptPdf } = await import('@/domain/receipts/pdf')
      const body = await receiptPdf(receipt, refers?.number ?? null)
      return new Response(Buffer.from(body), {
        headers: { ...PRIVATE, 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${receipt.number}.pdf"` },
      })
    }),
  },
]
