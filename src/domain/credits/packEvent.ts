import { and, eq } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'
import type Stripe from 'stripe'

import { database } from '@/lib/payload/sql'
import { credit_packs } from '@/payload-generated-schema'

import { addCredits } from './balance'

/** The pack a verified Checkout event is about, and why it may not act (null: it may). */
export type PackMatch = { packId: number; reason: string | null }

/**
 * The credit pack whose stored Checkout session this is, locked until the caller's transaction ends;
 * null when the session is no pack's. As for postings, the pack is found by the stored session id
 * only, and the session must be a payment of exactly the stored amount and currency.
 */
export async function matchPack(payload: Payload, session: Stripe.Checkout.Session, req: Partial<PayloadRequest>): Promise<PackMatch | null> {
  if (typeof session.id !== 'string' || !session.id) return null
  const [row] = await (await database(payload, req))
    .select({ id: credit_packs.id, amount: credit_packs.amountCents, currency: credit_packs.currency })
    .from(credit_packs)
    .where(eq(credit_packs.stripeCheckoutSessionId, session.id))
    .limit(1)
    .for('update')
  if (!row) return null
  const packId = Number(row.id)
  if (session.mode !== 'payment') return { packId, reason: `Mode ${session.mode ?? 'none'} is not a payment` }
  if (session.currency?.toLowerCase() !== String(row.currency).toLowerCase()) return { packId, reason: `Currency ${session.currency ?? 'none'} does not match ${row.currency}` }
  if (session.amount_total !== Number(row.amount)) return { packId, reason: `Amount ${session.amount_total ?? 'none'} does not match the pack's ${row.amount}` }
  return { packId, reason: null }
}

/**
 * A matched event moves its pack: paid adds the pack's credits to the company once (only a pending
 * pack becomes paid, so a replay adds nothing); an expired or failed checkout leaves no credit; a
 * payment still on its way changes nothing yet.
 */
export async function applyPackEvent(payload: Payload, status: string, session: Stripe.Checkout.Session, packId: number, req: Partial<PayloadRequest>): Promise<void> {
  const db = await database(payload, req)
  const now = new Date().toISOString()
  const pending = and(eq(credit_packs.id, packId), eq(credit_packs.status, 'pending'))
  if (status === 'failed' || status === 'expired') {
    await db.update(credit_packs).set({ status: 'expired', updatedAt: now }).where(pending)
    return
  }
  if (status !== 'paid') return
  const intent = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null)
  const [moved] = await db
    .update(credit_packs)
    .set({ status: 'paid', paidAt: now, stripePaymentIntentId: intent, updatedAt: now })
    .where(pending)
    .returning({ company: credit_packs.company, size: credit_packs.size })
  if (moved) await addCredits(payload, Number(moved.company), Number(moved.size), req)
}
