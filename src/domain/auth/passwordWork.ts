import crypto from 'node:crypto'

/**
 * Payload's password hash (pbkdf2-sha256 with its current parameters): what checking one password
 * costs. An int test checks these against a hash Payload stored.
 */
export const PASSWORD_HASH = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const

const salt = crypto.randomBytes(32).toString('hex')

/**
 * Spends the work of checking a password, on nothing: a sign-in for an email without an account
 * then takes as long as one with a wrong password. (Called through the module object, as Payload
 * calls it, so both can be observed the same way.)
 */
export const spendPasswordCheck = (password: string) =>
  new Promise<void>((resolve) => crypto.pbkdf2(password, salt, PASSWORD_HASH.iterations, PASSWORD_HASH.keyLength, PASSWORD_HASH.digest, () => resolve()))
