import type { Payload, PayloadRequest } from 'payload'

import { afterCommit } from '@/framework/afterCommit'
import { siteMetrics } from '@/framework/metrics.mjs'
import { HttpError } from '@/lib/http'
import { database } from '@/lib/payload/sql'
import { payments } from '@/payload-generated-schema'
import type { JobPosting } from '@/payload-types'

import { addCredits } from '@/domain/credits/balance'

import { issueCreditNote } from '@/domain/receipts/issue'

import { stripeClient } from './stripe'

/**
 * Refunds a rejected posting's fee through Stripe (one refund per posting, by idempotency key) and
 * writes it to the payments ledger in the caller's transaction. A posting never paid through Stripe
 * has nothing to refund. A failure throws, so the rejection rolls back and can be tried again (its
 * message a catalogue key, answered in the request's language).
 */
export async function refundPosting(payload: Payload, job: JobPosting, req: PayloadRequest): Promise<void> {
  // A posting paid with a credit gets its credit back: the company paid for the pack, not for this posting.
  if (job.paidWithCredit) return addCredits(payload, Number(job.facility), 1, req)
  if (!job.stripePaymentIntentId) return
  const stripe = stripeClient()
  if (!stripe) throw new HttpError('jobs.paymentNotConfigured', 503)
  try {
    const result = await stripe.refunds.create(
      { payment_intent: job.stripePaymentIntentId, reason: 'requested_by_customer', metadata: { jobPostingId: String(job.id) } },
      { idempotencyKey: `job-${job.id}-refund` },
    )
    // The ledger is written only by the server (no one may create payments through the API): a
    // row of the request's transaction, with no hooks to run.
    const now = new Date().toISOString()
    const [row] = await (await database(payload, req))
      .insert(payments)
      .values({
        stripeEventId: `refund:${result.id}`,
        type: 'refund',
        paymentIntentId: job.stripePaymentIntentId,
        jobPosting: job.id,
        amount: result.amount,
        currency: result.currency,
        status: 'refunded',
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    // The credit note of the receipt it refunds, in the same transaction (docs/receipts.md).
    await issueCreditNote(payload, row!, req)
    await afterCommit(req, () => void siteMetrics().payments.inc({ outcome: 'refunded' }))
  } catch (error) {
    throw new HttpError('jobs.refundFailed', 502, undefined, { message: (error as Error).message })
  }
}
