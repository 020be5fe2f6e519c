import type { CollectionBeforeOperationHook } from 'payload'

import { normalEmail } from '@/domain/auth/normalEmail'
import { spendPasswordCheck } from '@/domain/auth/passwordWork'
import { execute, sql } from '@/lib/payload/sql'

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
  const known = await execute(req.payload, sql`SELECT 1 FROM users WHERE email = ${address} LIMIT 1`)
  if (known.length === 0) await spendPasswordCheck(password)
  return args
}
