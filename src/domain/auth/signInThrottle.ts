import type { PayloadRequest } from 'payload'

import { forgetUses, giveBackUse, withinLimits } from '@/domain/rateLimits'
import { clientNetwork } from '@/lib/rateLimit'

/**
 * Counts one attempt at an account's password (the sign-in form, or a signed-in person confirming
 * theirs) per (email, network) and per network, before the password is checked and whether or not
 * the account exists. False: throttled.
 */
export function allowPasswordAttempt(req: PayloadRequest, email: string): Promise<boolean> {
  const network = clientNetwork(req)
  return withinLimits(req, [
    ['signInPerNetwork', network],
    ['signInPerEmailNetwork', email, network],
  ])
}

/** The right password was given: this network's failures for the account are forgotten and its attempt given back. */
export async function forgivePasswordAttempts(req: PayloadRequest, email: string): Promise<void> {
  const network = clientNetwork(req)
  await forgetUses('signInPerEmailNetwork', email, network)
  await giveBackUse('signInPerNetwork', network)
}
