import { eq } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest, Payload } from 'payload'
import type Stripe from 'stripe'

import { database } from '@/lib/payload/sql'
import { job_postings } from '@/payload-generated-schema'

/** The posting an event may act on, or why it may not (the reason goes into the payments ledger). */
export type CheckoutMatch = { jobId: number; reason: null } | { jobId: number | null; reason: string }

const reasons = {
  notCurrent: "Session is not the posting's current checkout",
  mode: (mode: string | null | undefined) => `Mode ${mode ?? 'none'} is not a payment`,
  currency: (paid: string | null | undefined, fee: string | null) => `Currency ${paid ?? 'none'} does not match ${fee ?? 'the fee (none stored)'}`,
  amount: (paid: number | null | undefined, fee: number | null) => `Amount ${paid ?? 'none'} does not match the fee ${fee ?? '(none stored)'}`,
}

/**
 * Decides whether a verified Checkout Session event is a payment for a posting: its session must be
 * the one the server stored for that posting, in payment mode, for exactly the fee stored with it.
 * The posting is found by that stored id, never by client_reference_id or metadata: anyone able to
 * create a session on the account can put any posting's id there. The row stays locked until the
 * caller's transaction ends, so a new checkout for the posting waits for this event's outcome.
 */
export async function matchCheckout(payload: Payload, session: Stripe.Checkout.Session, req: Partial<PayloadRequest>): Promise<CheckoutMatch> {
  if (typeof session.id !== 'string' || !session.id) return { jobId: null, reason: reasons.notCurrent }
  const [row] = await (await database(payload, req))
    .select({ id: job_postings.id, amount: job_postings.checkoutAmountCents, currency: job_postings.checkoutCurrency })
    .from(job_postings)
    .where(eq(job_postings.stripeCheckoutSessionId, session.id))
    .limit(1)
    .for('update')
  if (!row) return { jobId: null, reason: reasons.notCurrent }
  const jobId = Number(row.id)
  // numeric columns come back from the driver as strings
  const fee = row.amount == null ? null : Number(row.amount)
  const currency = row.currency == null ? null : String(row.currency).toLowerCase()
  if (session.mode !== 'payment') return { jobId, reason: reasons.mode(session.mode) }
  if (!currency || session.currency?.toLowerCase() !== currency) return { jobId, reason: reasons.currency(session.currency, currency) }
  if (fee === null || session.amount_total !== fee) return { jobId, reason: reasons.amount(session.amount_total, fee) }
  return { jobId, reason: null }
}
