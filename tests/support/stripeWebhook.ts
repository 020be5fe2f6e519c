import Stripe from 'stripe'
import type { Payload } from 'payload'

import { POST as webhook } from '@/app/api/stripe/webhook/route'
import { EMAIL_QUEUE } from '@/domain/email/queuedEmailAdapter'

import { WEBHOOK_SECRET, checkoutEvent } from './stripeStub'

const signer = new Stripe('sk_test_unused')

/** Delivers an event to the webhook route exactly as Stripe would: raw JSON body, signed header. */
export async function deliver(event: object, opts: { secret?: string; timestamp?: number } = {}): Promise<Response> {
  const body = JSON.stringify(event)
  const header = signer.webhooks.generateTestHeaderString({ payload: body, secret: opts.secret ?? WEBHOOK_SECRET, timestamp: opts.timestamp })
  return webhook(new Request('http://localhost/api/stripe/webhook', { method: 'POST', body, headers: { 'stripe-signature': header } }))
}

type SessionFields = Omit<Parameters<typeof checkoutEvent>[1], 'id' | 'jobPostingId'>

/**
 * An event for the Checkout Session the server stored for a posting, charging the fee stored with
 * it: what Stripe sends when the employer pays the checkout they were given.
 */
export async function storedCheckoutEvent(payload: Payload, jobId: number, type = 'checkout.session.completed', fields: SessionFields = {}) {
  const job = await payload.findByID({ collection: 'job-postings', id: jobId, overrideAccess: true, depth: 0 })
  if (!job.stripeCheckoutSessionId) throw new Error(`Posting ${jobId} has no checkout yet`)
  return checkoutEvent(type, {
    id: job.stripeCheckoutSessionId,
    jobPostingId: jobId,
    amount: job.checkoutAmountCents ?? undefined,
    currency: job.checkoutCurrency ?? undefined,
    ...fields,
  })
}

/**
 * Waits until every email queued since `since` has been handed to the SMTP server, so an email that
 * is not in the catcher afterwards was never sent. Older jobs (other tests' retries) are not waited for.
 */
export async function emailsQueuedSinceSent(payload: Payload, since: Date, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const pending = await payload.find({
      collection: 'payload-jobs',
      overrideAccess: true,
      depth: 0,
      where: {
        and: [
          { queue: { equals: EMAIL_QUEUE } },
          { createdAt: { greater_than_equal: since.toISOString() } },
          { completedAt: { exists: false } },
          { hasError: { not_equals: true } },
        ],
      },
    })
    if (pending.totalDocs === 0) return
    if (Date.now() > deadline) throw new Error(`Queued emails not sent in time: ${JSON.stringify(pending.docs.map((d) => [d.id, d.totalTried, d.error]))}`)
    await new Promise((r) => setTimeout(r, 250))
  }
}
