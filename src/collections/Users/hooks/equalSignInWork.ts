import { eq } from '@payloadcms/db-postgres/drizzle'
import type { CollectionBeforeOperationHook } from 'payload'

import { normalEmail } from '@/domain/auth/normalEmail'
import { spendPasswordCheck } from '@/domain/auth/passwordWork'
import { database } from '@/lib/payload/sql'
import { users } from '@/payload-generated-schema'

/**
 * Payload answers a sign-in for an unknown email at once but hashes the password of a known one,
 * so the time taken would tell whether an account exists. For an email without an account this
 * spends the same hashing work first; Payload then refuses it with the same answer as a wrong password.
 */
export const equalSignInWork: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const { email, password } = (args as { data?: { email?: unknown; password?: unknown } }).data ?? {}
  const address = normalEmail(email)
  // Without an email or a password Payload refuses the request before looking anything up.
  if (!address || typeof password !== 'string' || password.trim() === '') return args
  const known = await (await database(req.payload)).select({ id: users.id }).from(users).where(eq(users.email, address)).limit(1)
  if (known.length === 0) await spendPasswordCheck(password)
  return args
}
