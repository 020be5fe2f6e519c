import crypto from 'node:crypto'

/**
 * Payload's password hash (pbkdf2-sha256 with its current parameters): what checking one password
 * costs. An int test checks these against a hash Payload stored.
 */
export const PASSWORD_HASH = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const

/** Payload marks hashes made with PASSWORD_HASH; older ones used its legacy parameters (rehashed at the next sign-in). */
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'
const LEGACY_HASH = { iterations: 25_000, keyLength: 512 } as const

// Called through the module object, as Payload calls it, so both can be observed the same way.
const pbkdf2 = (password: string, salt: string, iterations: number, keyLength: number) =>
  new Promise<Buffer>((resolve, reject) =>
    crypto.pbkdf2(password, salt, iterations, keyLength, PASSWORD_HASH.digest, (error, derived) => (error ? reject(error) : resolve(derived))),
  )

const salt = crypto.randomBytes(32).toString('hex')

/**
 * Spends the work of checking a password, on nothing: a sign-in for an email without an account
 * then takes as long as one with a wrong password.
 */
export const spendPasswordCheck = (password: string) =>
  pbkdf2(password, salt, PASSWORD_HASH.iterations, PASSWORD_HASH.keyLength).then(
    () => undefined,
    () => undefined,
  )

/**
 * Whether `password` is the one Payload stored as `hash` and `salt`, derived as Payload's sign-in
 * derives it (auth/strategies/local/authenticate) and compared in constant time. Without a stored
 * hash the same work is spent and the answer is no.
 */
export async function matchesStoredPassword(password: string, stored: { hash?: string | null; salt?: string | null }): Promise<boolean> {
  if (typeof stored.hash !== 'string' || typeof stored.salt !== 'string') {
    await spendPasswordCheck(password)
    return false
  }
  const current = stored.hash.startsWith(CURRENT_PREFIX)
  const { iterations, keyLength } = current ? PASSWORD_HASH : LEGACY_HASH
  const expected = Buffer.from(current ? stored.hash.slice(CURRENT_PREFIX.length) : stored.hash, 'hex')
  const derived = await pbkdf2(password, stored.salt, iterations, keyLength)
  return derived.length === expected.length && crypto.timingSafeEqual(derived, expected)
}
