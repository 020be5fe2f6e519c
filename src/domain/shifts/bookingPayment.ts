import { eq } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'
import type Stripe from 'stripe'

import { stripeClient } from '@/domain/payments/stripe'
import { issueCreditNote } from '@/domain/receipts/issue'
import { afterCommit } from '@/framework/afterCommit'
import { siteMetrics } from '@/framework/metrics.mjs'
import { HttpError } from '@/lib/http'
import { database } from '@/lib/payload/sql'
import { payments, shift_requests, shifts } from '@/payload-generated-schema'

import { queueShiftEmails } from './emails'
import { hasStarted, shiftState } from './state'
import { bookRequest, type Emails } from './steps'

/*
 * The webhook's side of the booking fee (bookingFee.ts, docs/shifts.md): the signed event is matched
 * to a request by the session id stored with it (never by metadata), for exactly the stored amount
 * and currency; paid, it books the request (the confirmation's own writes); expired or failed, the
 * request waits for the team again. A payment that can no longer book (the professional was booked
 * elsewhere meanwhile, the shift was called off or has started) is refunded and the team told.
 */

export type BookingMatch = { requestId: number; company: number | null; reason: string | null }

const intentOf = (session: Stripe.Checkout.Session) => (typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null))

/**
 * The request whose stored checkout this session is, its shift's row and its own locked (in the
 * steps' order, shift first) until the webhook's transaction ends; null when it is no request's.
 */
export async function matchShiftBooking(payload: Payload, session: Stripe.Checkout.Session, req: Partial<PayloadRequest>): Promise<BookingMatch | null> {
  if (typeof session.id !== 'string' || !session.id) return null
  const db = await database(payload, req)
  const [found] = await db.select({ id: shift_requests.id, shift: shift_requests.shift }).from(shift_requests).where(eq(shift_requests.checkoutSessionId, session.id)).limit(1)
  if (!found) return null
  await db.select({ id: shifts.id }).from(shifts).where(eq(shifts.id, Number(found.shift))).for('update')
  const [row] = await db.select().from(shift_requests).where(eq(shift_requests.id, found.id)).for('update')
  const requestId = Number(row.id)
  const company = row.company == null ? null : Number(row.company)
  const currency = row.checkoutCurrency?.toLowerCase() ?? null
  const amount = row.checkoutAmountCents == null ? null : Number(row.checkoutAmountCents)
  if (row.checkoutSessionId !== session.id) return { requestId, company, reason: "Session is not the request's current checkout" }
  if (session.mode !== 'payment') return { requestId, company, reason: `Mode ${session.mode ?? 'none'} is not a payment` }
  if (!currency || session.currency?.toLowerCase() !== currency) return { requestId, company, reason: `Currency ${session.currency ?? 'none'} does not match ${currency ?? 'none'}` }
  if (amount === null || session.amount_total !== amount) return { requestId, company, reason: `Amount ${session.amount_total ?? 'none'} does not match the stored ${amount ?? 'none'}` }
  return { requestId, company, reason: null }
}

/** Moves the matched request for an event of ledger status `status` (the webhook's transaction). */
export async function applyShiftBookingEvent(payload: Payload, status: string, session: Stripe.Checkout.Session, requestId: number, req: PayloadRequest): Promise<void> {
  const db = await database(payload, req)
  const [request] = await db.select().from(shift_requests).where(eq(shift_requests.id, requestId))
  const [shift] = await db.select().from(shifts).where(eq(shifts.id, Number(request.shift)))
  const now = new Date()
  const waiting = request.status === 'awaiting_payment'
  if (status === 'failed' || status === 'expired') {
    // The session id stays: a payment that still arrives for it is matched, and refunded.
    if (waiting) await db.update(shift_requests).set({ status: 'pending', checkoutUrl: null, updatedAt: now.toISOString() }).where(eq(shift_requests.id, requestId))
    return
  }
  if (status !== 'paid') return
  const intent = intentOf(session)
  // Booked by this very payment already (a second event of it): nothing to do.
  if (request.status === 'booked' && intent && request.paymentIntentId === intent) return
  const emails: Emails = []
  if (waiting && shiftState(shift, now) === 'open' && !hasStarted(shift, now)) {
    try {
      await bookRequest(req, request, shift, now, emails, { paymentIntentId: intent })
      for (const send of emails) await send()
      return
    } catch (error) {
      if (!(error instanceof HttpError && error.key === 'shifts.overlap')) throw error
    }
  }
  await refundBookingFee(payload, requestId, session, req)
  if (waiting) await db.update(shift_requests).set({ status: 'pending', checkoutUrl: null, updatedAt: now.toISOString() }).where(eq(shift_requests.id, requestId))
  // A request withdrawn or declined meanwhile (its checkout expired, but paid before) is not open again.
  await queueShiftEmails(req, requestId, 'refunded', { closed: request.status === 'withdrawn' || request.status === 'declined' })
}

/**
 * Refunds a booking fee through Stripe (one refund per session, by idempotency key) and writes it to
 * the payments ledger, with its credit note. A failure throws: the webhook's transaction rolls back and Stripe's retry
 * runs the event again.
 */
async function refundBookingFee(payload: Payload, requestId: number, session: Stripe.Checkout.Session, req: PayloadRequest): Promise<void> {
  const intent = intentOf(session)
  const stripe = stripeClient()
  if (!intent || !stripe) throw new Error(`Booking fee of shift request ${requestId} cannot be refunded: ${intent ? 'Stripe is not configured' : 'no payment intent'}`)
  const refund = await stripe.refunds.create({ payment_intent: intent, amount: session.amount_total ?? undefined, reason: 'requested_by_customer', metadata: { shiftRequestId: String(requestId) } }, { idempotencyKey: `shift-request-${requestId}-refund-${session.id}` })
  const now = new Date().toISOString()
  const [row] = await (await database(payload, req))
    .insert(payments)
    .values({ stripeEventId: `refund:${refund.id}`, type: 'refund', checkoutSessionId: session.id, paymentIntentId: intent, shiftRequest: requestId, amount: refund.amount, currency: refund.currency, status: 'refunded', createdAt: now, updatedAt: now })
    .returning()
  // The credit note of the fee's receipt, in the same transaction (docs/receipts.md).
  await issueCreditNote(payload, row!, req)
  await afterCommit(req, () => void siteMetrics().payments.inc({ outcome: 'refunded' }))
}
