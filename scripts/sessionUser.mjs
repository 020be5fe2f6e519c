import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

const COOKIE = /(?:^|;\s*)payload-token=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/

/**
 * The signed-in user's id for the request log, read from Payload's session cookie (an HS256 JWT)
 * and trusted only when its signature and expiry check out: the server logs before the app has
 * authenticated anyone, and a forged cookie must not put someone else's id in the log.
 * Payload signs with the first 32 hex digits of SHA-256(PAYLOAD_SECRET).
 *
 * @param {string | undefined} secret PAYLOAD_SECRET
 */
export function sessionUserReader(secret) {
  const key = secret ? createHash('sha256').update(secret).digest('hex').slice(0, 32) : null
  /**
   * @param {string | undefined} cookieHeader
   * @returns {string | number | undefined}
   */
  return (cookieHeader) => {
    const token = key && cookieHeader ? COOKIE.exec(cookieHeader)?.[1] : undefined
    if (!token) return undefined
    const [header, body, signature] = token.split('.')
    const expected = createHmac('sha256', key).update(`${header}.${body}`).digest()
    const given = Buffer.from(signature, 'base64url')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
    try {
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
      if (typeof claims.exp === 'number' && claims.exp * 1000 < Date.now()) return undefined
      return typeof claims.id === 'string' || typeof claims.id === 'number' ? claims.id : undefined
    } catch {
      return undefined
    }
  }
}
