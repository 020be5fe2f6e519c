import type { Payload, PayloadRequest } from 'payload'

import { messages } from '@/i18n'
import { serverUrl } from '@/lib/env'
import type { JobPosting, User } from '@/payload-types'

import { stripeClient } from './stripe'

const HOUR_MS = 60 * 60 * 1000

/**
 * Creates the Stripe Checkout Session that pays a draft posting's fee (site settings, CAD cents).
 * Retrying within the hour reuses the same session through the idempotency key.
 */
export async function createCheckout(
  payload: Payload,
  job: JobPosting,
  user: User,
  req: Partial<PayloadRequest>,
): Promise<{ url: string; sessionId: string }> {
  const stripe = stripeClient()
  if (!stripe) throw new Error(messages.jobs.paymentNotConfigured)
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  const amount = settings.postingFeeCents || 500
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      customer_email: user.email,
      client_reference_id: String(job.id),
      metadata: { jobPostingId: String(job.id) },
      payment_intent_data: { metadata: { jobPostingId: String(job.id) } },
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'cad',
            unit_amount: amount,
            product_data: { name: messages.jobs.feeLineItem(job.title) },
          },
        },
      ],
      success_url: `${serverUrl()}/post-job/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${serverUrl()}/post-job?canceled=${job.id}`,
    },
    // Same draft version within the hour: the same session (double clicks); a renewed or edited draft gets a new one.
    { idempotencyKey: `job-${job.id}-checkout-${Date.parse(job.updatedAt)}-${Math.floor(Date.now() / HOUR_MS)}-${amount}` },
  )
  if (!session.url) throw new Error(messages.jobs.checkoutUrlMissing)
  // A server-only field, written after the endpoint checked that the caller owns this draft.
  await payload.update({
    collection: 'job-postings',
    id: job.id,
    data: { stripeCheckoutSessionId: session.id },
    overrideAccess: true,
    depth: 0,
    req,
  })
  return { url: session.url, sessionId: session.id }
}
