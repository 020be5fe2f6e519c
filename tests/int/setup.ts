import { afterAll } from 'vitest'

import { startMailCatcher } from '../support/mailCatcher'
import { WEBHOOK_SECRET, startStripeStub } from '../support/stripeStub'

// A capturing SMTP server and a Stripe API stand-in for this worker; the app reads SMTP_* and
// STRIPE_* when it first loads its config.
const catcher = await startMailCatcher()
const stripe = await startStripeStub()
process.env.SMTP_HOST = '127.0.0.1'
process.env.SMTP_PORT = String(catcher.smtpPort)
process.env.STRIPE_SECRET_KEY = 'sk_test_integration'
process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET
process.env.STRIPE_API_BASE = stripe.base
Object.assign(globalThis, { __mail: catcher, __stripe: stripe })

afterAll(async () => {
  const { getPayloadClient } = await import('@/lib/payload/client')
  const payload = await getPayloadClient()
  await payload.destroy()
  await catcher.close()
  await stripe.close()
})
