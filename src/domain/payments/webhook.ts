import 'server-only'

import type { Payload, PayloadRequest } from 'payload'
import type Stripe from 'stripe'

import { siteMetrics } from '@/framework/metrics.mjs'
import { transition } from '@/domain/jobs/lifecycle'
import { emails, notifyOwner } from '@/domain/jobs/notifications'
import { withTransaction } from '@/lib/payload/transaction'
import { issueReceipt } from '@/domain/receipts/issue'

import { applyPackEvent, matchPack } from '@/domain/credits/packEvent'
import { applyShiftBookingEvent, matchShiftBooking } from '@/domain/shifts/bookingPayment'

import { matchCheckout } from './matchCheckout'

export type Outcome = 'processed' | 'duplicate' | 'ignored'

const HANDLED = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
])

const paymentIntentOf = (session: Stripe.Checkout.Session) =>
  typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null)

const isUniqueViolation = (error: unknown) =>
  JSON.stringify((error as { data?: unknown })?.data ?? '').includes('stripeEventId') ||
  /unique|duplicate key/i.test(String((error as Error)?.message))

/**
 * Handles one verified Stripe event exactly once. The event id goes into the payments ledger and
 * the posting changes state in the same transaction: a duplicate delivery (even a concurrent one)
 * hits the ledger's unique index and changes nothing; a failure rolls both back so Stripe's retry
 * runs it again. Each transition is guarded by the posting's current state, so order never matters.
 * An event for any session but the posting's stored checkout, or for another amount, currency or
 * mode, is recorded as ignored with its reason and changes nothing (see matchCheckout).
 */
export async function handleStripeEvent(payload: Payload, event: Stripe.Event): Promise<Outcome> {
  if (!HANDLED.has(event.type)) return 'ignored'
  const session = event.data.object as Stripe.Checkout.Session
  const { payments } = siteMetrics()
  try {
    let status = 'error'
    const outcome = await withTransaction(payload, async (req) => {
      // A credit pack's checkout (domain/credits), a shift's booking fee (domain/shifts), else a posting's.
      const pack = await matchPack(payload, session, req)
      const booking = pack ? null : await matchShiftBooking(payload, session, req)
      const match = pack ? { jobId: null, reason: pack.reason } : booking ? { jobId: null, reason: booking.reason } : await matchCheckout(payload, session, req)
      status = match.reason ? 'ignored' : statusFor(event.type, session)
      // The webhook is the ledger's writer: no client may create payments (see the collection's access).
      const row = await payload.create({
        collection: 'payments',
        overrideAccess: true,
        req,
        data: {
          stripeEventId: event.id,
          type: event.type,
          checkoutSessionId: session.id,
          paymentIntentId: paymentIntentOf(session),
          jobPosting: match.jobId,
          creditPack: pack?.packId ?? null,
          shiftRequest: booking?.requestId ?? null,
          amount: session.amount_total ?? 0,
          currency: session.currency ?? 'cad',
          status: status as ReturnType<typeof statusFor> | 'ignored',
          reason: match.reason,
        },
      })
      if (match.reason !== null) return 'ignored' as const
      // Its receipt, numbered in this transaction: a rollback gives the number back (docs/receipts.md).
      if (status === 'paid') await issueReceipt(payload, row, req)
      if (pack) await applyPackEvent(payload, status, session, pack.packId, req)
      else if (booking) await applyShiftBookingEvent(payload, status, session, booking.requestId, req)
      else await applyToPosting(payload, event.type, session, match.jobId!, req)
      return 'processed' as const
    })
    // Counted once committed: a rolled-back event is retried by Stripe and counted then.
    payments.inc({ outcome: status })
    return outcome
  } catch (error) {
    const duplicate = isUniqueViolation(error)
    payments.inc({ outcome: duplicate ? 'duplicate' : 'error' })
    if (duplicate) return 'duplicate'
    throw error
  }
}

function statusFor(type: string, session: Stripe.Checkout.Session) {
  if (type === 'checkout.session.completed') return session.payment_status === 'paid' ? 'paid' : 'pending'
  if (type === 'checkout.session.async_payment_succeeded') return 'paid'
  if (type === 'checkout.session.expired') return 'expired'
  return 'failed'
}

async function applyToPosting(
  payload: Payload,
  type: string,
  session: Stripe.Checkout.Session,
  jobId: number,
  req: PayloadRequest,
): Promise<void> {
  const paid =
    (type === 'checkout.session.completed' && session.payment_status === 'paid') ||
    type === 'checkout.session.async_payment_succeeded'
  if (paid) {
    // The table's `pay`: draft → pending_review, marked paid, receipt emailed (docs/lifecycle.md).
    // A posting no longer a draft (a replay, or paid already) is left as it is.
    await transition(payload, jobId, 'pay', 'stripe', { paymentIntentId: paymentIntentOf(session), amountCents: session.amount_total ?? 0 }, req)
    return
  }
  if (type === 'checkout.session.async_payment_failed' || type === 'checkout.session.expired') {
    const job = await payload.findByID({ collection: 'job-postings', id: jobId, depth: 0, overrideAccess: true, req }).catch(() => null)
    // Still unpaid: it stays a draft and the employer learns why. A late failure never undoes a payment.
    if (job && job.status === 'draft' && !job.paid) await notifyOwner(payload, job, emails.paymentFailed(job), req)
  }
}
