import type { Payload } from 'payload'
import type Stripe from 'stripe'

/**
 * Expires a Checkout Session the server no longer honours, so the employer cannot pay it. Stripe
 * refuses sessions that are already complete or expired; that must not stop the caller, so it is logged.
 */
export async function expireCheckout(payload: Payload, stripe: Stripe, sessionId: string): Promise<void> {
  try {
    await stripe.checkout.sessions.expire(sessionId)
  } catch (error) {
    payload.logger.warn({ err: error, msg: `Could not expire superseded Checkout Session ${sessionId}` })
  }
}
