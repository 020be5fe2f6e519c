import type { Payload, PayloadRequest } from 'payload'

import { HttpError } from '@/lib/http'
import { postingTerms } from '@/domain/jobs/postingTerms'
import { siteLink } from '@/domain/email/language'
import { titleIn } from '@/domain/jobs/frenchText'
import { requestLocale } from '@/i18n/requestLanguage'
import { translator } from '@/i18n/translator'
import type { JobPosting, User } from '@/payload-types'

import { checkoutLines } from '@/domain/tax/checkoutLines'

import { expireCheckout } from './expireCheckout'
import { storeCheckout } from './storeCheckout'
import { stripeClient } from './stripe'

const HOUR_MS = 60 * 60 * 1000

/**
 * Creates the Stripe Checkout Session that pays a draft posting's fee (site settings, in cents) with
 * its sales taxes, and stores it, with that total, as the one session the webhook honours for the
 * posting. The session it replaces is expired, so only the latest checkout can be paid.
 * Retrying within the hour reuses the same session through the idempotency key. The checkout page,
 * its line item (the posting's French title in French) and the pages it returns to are in the
 * language of the page the employer paid from (requestLocale).
 * Errors carry catalogue keys (the endpoint answers them in the request's language).
 */
export async function createCheckout(
  payload: Payload,
  job: JobPosting,
  user: User,
  req: Partial<PayloadRequest>,
): Promise<{ url: string; sessionId: string }> {
  const stripe = stripeClient()
  if (!stripe) throw new Error('jobs.paymentNotConfigured')
  const locale = requestLocale(req)
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, user, overrideAccess: false, req })
  const terms = postingTerms(settings)
  const currency = terms.currency.toLowerCase()
  // The fee and the sales taxes of the buyer's province (docs/sales-tax.md): what the webhook then expects.
  const fee = { name: translator(locale)('jobs.feeLineItem', { title: titleIn(job, locale) }), amountCents: terms.feeCents }
  const { lines, totalCents: amount, record } = await checkoutLines(payload, fee, job.facility, locale, req)
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      customer_email: user.email,
      locale: locale === 'fr-CA' ? 'fr-CA' : 'en',
      client_reference_id: String(job.id),
      metadata: { jobPostingId: String(job.id) },
      payment_intent_data: { metadata: { jobPostingId: String(job.id) } },
      line_items: lines.map((line) => ({ quantity: 1, price_data: { currency, unit_amount: line.amountCents, product_data: { name: line.name } } })),
      // Stripe fills in the session id; its braces must reach Stripe as they are.
      success_url: `${siteLink('/post-job/success', locale)}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: siteLink('/post-job', locale, { canceled: String(job.id) }),
    },
    // Same draft version within the hour and language: the same session (double clicks); a renewed or
    // edited draft gets a new one.
    { idempotencyKey: `job-${job.id}-checkout-${Date.parse(job.updatedAt)}-${Math.floor(Date.now() / HOUR_MS)}-${amount}-${currency}-${locale}` },
  )
  if (!session.url) throw new Error('jobs.checkoutUrlMissing')
  // Written only after the endpoint checked that the caller owns this draft.
  const stored = await storeCheckout(payload, job.id, { sessionId: session.id, amountCents: amount, currency, sale: record }, req)
  if (!stored) {
    // Paid (or deleted) since the endpoint looked: this session would never be honoured.
    await expireCheckout(payload, stripe, session.id)
    throw new HttpError('jobs.notDraft', 409)
  }
  if (stored.previous && stored.previous !== session.id) await expireCheckout(payload, stripe, stored.previous)
  return { url: session.url, sessionId: session.id }
}
