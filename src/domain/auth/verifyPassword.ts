import type { PayloadRequest } from 'payload'

import { normalEmail } from './normalEmail'
import { matchesStoredPassword } from './passwordWork'
import { allowPasswordAttempt, forgivePasswordAttempts } from './signInThrottle'

export type PasswordCheck = 'ok' | 'wrong' | 'throttled'

/**
 * Checks a signed-in person's password against the hash Payload stored, under the sign-in
 * throttle: each check counts as an attempt, and the right password forgives this network's
 * failures, as a sign-in does. It writes nothing to the account (no session, no token). The answer
 * is the sign-in's: an unverified account is refused even with the right password. (Payload's
 * per-account lockout, loginAttempts and lockUntil, is off for users; the throttle replaces it.)
 */
export async function verifyPassword(req: PayloadRequest, email: string, password: string): Promise<PasswordCheck> {
  const address = normalEmail(email) ?? ''
  if (!(await allowPasswordAttempt(req, address))) return 'throttled'
  // The stored hash and salt are hidden fields that no access rule lets a request read: this
  // internal credential check reads them for this one account and hands them to nobody.
  const {
    docs: [account],
  } = await req.payload.find({
    collection: 'users',
    where: { email: { equals: address } },
    select: { hash: true, salt: true, _verified: true },
    showHiddenFields: true,
    overrideAccess: true,
    depth: 0,
    limit: 1,
    pagination: false,
  })
  if (!(await matchesStoredPassword(password, account ?? {}))) return 'wrong'
  if (account._verified === false) return 'wrong'
  await forgivePasswordAttempts(req, address)
  return 'ok'
}
