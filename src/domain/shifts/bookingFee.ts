import { and, eq, gt, lt, ne } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { siteLink } from '@/domain/email/language'
import { postingTerms } from '@/domain/jobs/postingTerms'
import { expireCheckout } from '@/domain/payments/expireCheckout'
import { stripeClient } from '@/domain/payments/stripe'
import { keepCheckoutSale } from '@/domain/receipts/checkoutSale'
import { checkoutLines } from '@/domain/tax/checkoutLines'
import { afterCommit } from '@/framework/afterCommit'
import { requestLocale } from '@/i18n/requestLanguage'
import { translator } from '@/i18n/translator'
import { HttpError } from '@/lib/http'
import { database } from '@/lib/payload/sql'
import { shift_requests } from '@/payload-generated-schema'

import type { StepContext } from './steps'

/*
 * The booking fee of relief shifts (docs/shifts.md, "Booking fee"): publishing is free; confirming a
 * professional costs the facility the site settings' `shiftBookingFeeCents` (CAD cents, 0 = free) plus
 * the sales taxes of its province, paid through Stripe Checkout. The request waits in
 * `awaiting_payment` (holding the shift: no other request of it may be confirmed meanwhile) until the
 * signed webhook books it (bookingPayment.ts), exactly once.
 */

export type BookingFee = { feeCents: number; currency: string }

/** The fee as the site settings say now (0 when unset). */
export async function bookingFee(req: PayloadRequest): Promise<BookingFee> {
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, user: req.user, overrideAccess: false, req })
  const feeCents = Math.max(0, Math.trunc(Number(settings.shiftBookingFeeCents ?? 0)) || 0)
  return { feeCents, currency: postingTerms(settings).currency.toLowerCase() }
}

/** Whether the request's professional already holds a booking whose times overlap the request's. */
async function holdsOverlap({ db, request }: StepContext): Promise<boolean> {
  if (!request.startsAt || !request.endsAt) return false
  const [clash] = await db
    .select({ id: shift_requests.id })
    .from(shift_requests)
    .where(and(eq(shift_requests.professional, Number(request.professional)), eq(shift_requests.status, 'booked'), lt(shift_requests.startsAt, request.endsAt), gt(shift_requests.endsAt, request.startsAt)))
    .limit(1)
  return Boolean(clash)
}

/**
 * The team confirmed `request` while a fee is due: opens (or, on a second confirmation, gives again)
 * the Checkout Session for the fee and its taxes, stores it with the total the webhook will honour,
 * and moves the request to `awaiting_payment`. Runs in the confirmation's transaction, which holds
 * the shift's row: two confirmations at once on one shift open one checkout. 409 when another request
 * of the shift is waiting for payment, or when the professional is already booked at that time (the
 * facility is not asked to pay for a booking the database would refuse).
 */
export async function openBookingCheckout(ctx: StepContext, fee: BookingFee): Promise<string> {
  const { db, tx, request, shift } = ctx
  if (request.status === 'awaiting_payment' && request.checkoutUrl) return request.checkoutUrl
  const [other] = await db
    .select({ id: shift_requests.id })
    .from(shift_requests)
    .where(and(eq(shift_requests.shift, shift.id), eq(shift_requests.status, 'awaiting_payment'), ne(shift_requests.id, request.id)))
    .limit(1)
  if (other) throw new HttpError('shifts.payment.otherAwaiting', 409)
  if (await holdsOverlap(ctx)) throw new HttpError('shifts.overlap', 409)
  const stripe = stripeClient()
  if (!stripe) throw new HttpError('jobs.paymentNotConfigured', 503)
  const locale = requestLocale(tx)
  const name = translator(locale)('shifts.payment.lineItem', { date: shift.date ?? '' })
  const { lines, totalCents, record } = await checkoutLines(tx.payload, { name, amountCents: fee.feeCents }, Number(request.company), locale, tx)
  const session = await stripe.checkout.sessions
    .create(
      {
        mode: 'payment',
        customer_email: tx.user?.email,
        locale: locale === 'fr-CA' ? 'fr-CA' : 'en',
        metadata: { shiftRequestId: String(request.id) },
        payment_intent_data: { metadata: { shiftRequestId: String(request.id) } },
        line_items: lines.map((line) => ({ quantity: 1, price_data: { currency: fee.currency, unit_amount: line.amountCents, product_data: { name: line.name } } })),
        success_url: siteLink('/employer/shifts', locale, { payment: 'done' }),
        cancel_url: siteLink('/employer/shifts', locale, { payment: 'cancelled' }),
      },
      // One session per attempt: a retry of this one (a rolled-back confirmation) gets the same
      // session; after a checkout expired, the next attempt is keyed by the one before.
      { idempotencyKey: `shift-request-${request.id}-checkout-after-${request.checkoutSessionId ?? 'none'}-${totalCents}-${fee.currency}-${locale}` },
    )
    .catch((error: Error) => {
      throw new HttpError('jobs.checkoutFailed', 502, undefined, { message: error.message || '' })
    })
  if (!session.url) throw new HttpError('jobs.checkoutUrlMissing', 502)
  // The figures of its receipt (docs/receipts.md).
  await keepCheckoutSale(tx.payload, { sessionId: session.id, company: Number(request.company), sale: record }, tx)
  const at = new Date().toISOString()
  await db
    .update(shift_requests)
    .set({ status: 'awaiting_payment', checkoutSessionId: session.id, checkoutUrl: session.url, checkoutAmountCents: totalCents, checkoutCurrency: fee.currency, updatedAt: at })
    .where(eq(shift_requests.id, request.id))
  const previous = request.checkoutSessionId
  if (previous && previous !== session.id) await afterCommit(tx, () => expireCheckout(tx.payload, stripe, previous))
  return session.url
}

/**
 * Expires the Checkout Sessions of requests that no longer wait for their fee (withdrawn, declined),
 * once the caller's transaction commits, so the facility cannot pay for them. A payment that still
 * arrives (paid just before) is matched by the stored session and refunded (bookingPayment.ts).
 */
export async function expireBookingCheckouts(req: PayloadRequest, sessions: Array<string | null | undefined>): Promise<void> {
  const stripe = stripeClient()
  if (!stripe) return
  for (const session of sessions) if (session) await afterCommit(req, () => expireCheckout(req.payload, stripe, session))
}

/**
 * Before a professional's requests go with their account (privacy erasure): the checkouts of those
 * still waiting for their fee are expired once the erasure commits, so the facility cannot pay for a
 * booking that no longer exists (a payment for a vanished request would match nothing to refund).
 */
export async function expireBookingCheckoutsOf(req: PayloadRequest, professional: number): Promise<void> {
  const waiting = await (await database(req.payload, req))
    .select({ session: shift_requests.checkoutSessionId })
    .from(shift_requests)
    .where(and(eq(shift_requests.professional, professional), eq(shift_requests.status, 'awaiting_payment')))
  await expireBookingCheckouts(req, waiting.map((row) => row.session))
}
