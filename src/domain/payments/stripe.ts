import Stripe from 'stripe'

import { env } from '@/lib/env'

let client: Stripe | undefined

/** The Stripe client, or null when online payment is not configured. STRIPE_API_BASE points it elsewhere (tests). */
export function stripeClient(): Stripe | null {
  const { STRIPE_SECRET_KEY, STRIPE_API_BASE } = env()
  if (!STRIPE_SECRET_KEY) return null
  if (!client) {
    const base = STRIPE_API_BASE ? new URL(STRIPE_API_BASE) : null
    client = new Stripe(STRIPE_SECRET_KEY, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(base && {
        host: base.hostname,
        port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
        protocol: base.protocol.replace(':', '') as 'http' | 'https',
      }),
    })
  }
  return client
}

