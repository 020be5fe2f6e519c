import { handleStripeEvent } from '@/domain/payments/webhook'
import { stripeClient } from '@/domain/payments/stripe'
import { requestTranslator } from '@/i18n/requestLanguage'
import { env } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload/client'

export const dynamic = 'force-dynamic'

/** Signatures older than this are refused (replay protection). */
const TOLERANCE_SECONDS = 300

/** Stripe → us. Verified on the raw body; every event handled once (see handleStripeEvent). */
export async function POST(request: Request) {
  const stripe = stripeClient()
  const secret = env().STRIPE_WEBHOOK_SECRET
  if (!stripe || !secret) return Response.json({ error: requestTranslator(request)('jobs.paymentNotConfigured') }, { status: 503 })
  const signature = request.headers.get('stripe-signature')
  if (!signature) return Response.json({ error: 'Missing Stripe-Signature header' }, { status: 400 })
  const body = await request.text()
  let event
  try {
    event = stripe.webhooks.constructEvent(body, signature, secret, TOLERANCE_SECONDS)
  } catch (error) {
    return Response.json({ error: `Invalid signature: ${(error as Error).message}` }, { status: 400 })
  }
  const payload = await getPayloadClient()
  try {
    const outcome = await handleStripeEvent(payload, event)
    return Response.json({ received: true, outcome })
  } catch (error) {
    // A 500 makes Stripe retry later; the transaction rolled back, so the retry starts clean.
    payload.logger.error({ err: error, msg: `Stripe event ${event.id} (${event.type}) failed` })
    return Response.json({ error: 'Event could not be processed' }, { status: 500 })
  }
}
