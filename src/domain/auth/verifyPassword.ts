import { eq } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { database } from '@/lib/payload/sql'
import { users } from '@/payload-generated-schema'

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
  // internal credential check selects them for this one account and hands them to nobody.
  const [account] = await (await database(req.payload, req))
    .select({ hash: users.hash, salt: users.salt, _verified: users._verified })
    .from(users)
    .where(eq(users.email, address))
    .limit(1)
  if (!(await matchesStoredPassword(password, account ?? {}))) return 'wrong'
  if (account._verified === false) return 'wrong'
  await forgivePasswordAttempts(req, address)
  return 'ok'
}
