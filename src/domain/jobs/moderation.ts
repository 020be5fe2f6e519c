import type { Payload, PayloadRequest } from 'payload'

import { stripeClient } from '@/domain/payments/stripe'
import { messages } from '@/i18n'
import { withTransaction } from '@/lib/payload/transaction'
import type { JobPosting, User } from '@/payload-types'

import { activationDates, transition } from './lifecycle'
import { emails, notifyOwner } from './notifications'

export class LifecycleError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

/** Admin approves a posting waiting for review: it goes live for the listing period. */
export async function approvePosting(payload: Payload, id: number | string, actor?: User | null): Promise<JobPosting> {
  return withTransaction(payload, async (req) => {
    const job = await transition(payload, id, ['pending_review'], 'active', await activationDates(payload, req), req)
    if (!job) throw new LifecycleError(messages.jobs.notPendingReview, 409)
    await notifyOwner(payload, job, emails.approved(job), req)
    return job
  }, { user: actor })
}

/** Admin rejects with a reason: the fee is refunded through Stripe and the reason emailed. */
export async function rejectPosting(payload: Payload, id: number | string, reason: string, actor?: User | null): Promise<JobPosting> {
  return withTransaction(payload, async (req) => {
    const job = await transition(payload, id, ['pending_review'], 'rejected', { rejectionReason: reason }, req)
    if (!job) throw new LifecycleError(messages.jobs.notPendingReview, 409)
    await refund(payload, job, req)
    await notifyOwner(payload, job, emails.rejected(job, reason), req)
    return job
  }, { user: actor })
}

async function refund(payload: Payload, job: JobPosting, req: PayloadRequest): Promise<void> {
  if (!job.stripePaymentIntentId) return
  const stripe = stripeClient()
  if (!stripe) throw new LifecycleError(messages.jobs.paymentNotConfigured, 503)
  try {
    const result = await stripe.refunds.create(
      { payment_intent: job.stripePaymentIntentId, reason: 'requested_by_customer', metadata: { jobPostingId: String(job.id) } },
      { idempotencyKey: `job-${job.id}-refund` },
    )
    // The ledger is written only by the server (no one may create payments through the API).
    await payload.create({
      collection: 'payments',
      overrideAccess: true,
      req,
      data: {
        stripeEventId: `refund:${result.id}`,
        type: 'refund',
        paymentIntentId: job.stripePaymentIntentId,
        jobPosting: job.id,
        amount: result.amount,
        currency: result.currency,
        status: 'refunded',
      },
    })
  } catch (error) {
    if (error instanceof LifecycleError) throw error
    throw new LifecycleError(messages.jobs.refundFailed((error as Error).message), 502)
  }
}

/** The owner (or an admin) closes an active posting. */
export async function closePosting(payload: Payload, id: number | string, actor?: User | null): Promise<JobPosting> {
  const job = await withTransaction(payload, (req: Partial<PayloadRequest>) => transition(payload, id, ['active'], 'closed', {}, req), { user: actor })
  if (!job) throw new LifecycleError(messages.jobs.notActive, 409)
  return job
}

/** The owner renews an expired posting: it becomes an unpaid draft again, to be paid and reviewed anew. */
export async function renewPosting(payload: Payload, id: number | string, actor?: User | null): Promise<JobPosting> {
  const job = await withTransaction(
    payload,
    (req: Partial<PayloadRequest>) =>
      transition(payload, id, ['expired'], 'draft', { paid: false, stripeCheckoutSessionId: null, checkoutAmountCents: null, checkoutCurrency: null, stripePaymentIntentId: null }, req),
    { user: actor },
  )
  if (!job) throw new LifecycleError(messages.jobs.notExpired, 409)
  return job
}
