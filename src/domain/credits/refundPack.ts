import { eq } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { isAdminUser } from '@/access/roles'
import { stripeClient } from '@/domain/payments/stripe'
import { issueCreditNote } from '@/domain/receipts/issue'
import { HttpError } from '@/lib/http'
import { database } from '@/lib/payload/sql'
import { withTransaction } from '@/lib/payload/transaction'
import { credit_packs, payments } from '@/payload-generated-schema'

import { removeCredits } from './balance'

/**
 * An admin refunds a pack none of whose credits were used: the company's balance must still hold
 * the whole pack, which it loses; Stripe refunds the whole charge (one refund per pack, by
 * idempotency key), the ledger records it and its credit note refers to the pack's receipt. The pack
 * row stays locked throughout, so two refunds cannot both pass.
 */
export async function refundCreditPack(req: PayloadRequest, id: number): Promise<{ id: number; status: string }> {
  if (!req.user) throw new HttpError('credits.signIn', 401)
  if (!isAdminUser(req.user)) throw new HttpError('credits.adminOnly', 403)
  return withTransaction(
    req.payload,
    async (tx) => {
      const db = await database(tx.payload, tx)
      const [pack] = await db.select().from(credit_packs).where(eq(credit_packs.id, id)).for('update')
      if (!pack) throw new HttpError('credits.notFound', 404)
      if (pack.status !== 'paid' || !pack.stripePaymentIntentId) throw new HttpError('credits.notPaid', 409)
      if (!(await removeCredits(tx.payload, Number(pack.company), Number(pack.size), tx))) throw new HttpError('credits.packUsed', 409)
      const stripe = stripeClient()
      if (!stripe) throw new HttpError('jobs.paymentNotConfigured', 503)
      const refund = await stripe.refunds
        .create(
          { payment_intent: pack.stripePaymentIntentId, amount: Number(pack.amountCents), reason: 'requested_by_customer', metadata: { creditPackId: String(id) } },
          { idempotencyKey: `pack-${id}-refund` },
        )
        .catch((error: Error) => {
          throw new HttpError('jobs.refundFailed', 502, undefined, { message: error.message })
        })
      const now = new Date().toISOString()
      const [row] = await db
        .insert(payments)
        .values({
          stripeEventId: `refund:${refund.id}`,
          type: 'refund',
          paymentIntentId: pack.stripePaymentIntentId,
          creditPack: id,
          amount: refund.amount,
          currency: refund.currency,
          status: 'refunded',
          createdAt: now,
          updatedAt: now,
        })
        .returning()
      await issueCreditNote(tx.payload, row, tx)
      await db.update(credit_packs).set({ status: 'refunded', refundedAt: now, updatedAt: now }).where(eq(credit_packs.id, id))
      return { id, status: 'refunded' }
    },
    { user: req.user },
  )
}
