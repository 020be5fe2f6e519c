import { createHash } from 'node:crypto'

import type { PayloadRequest } from 'payload'

/** The header the browser sends its guest id in (spec §3: `secure_user_id`, a version-4 UUID). */
export const GUEST_HEADER = 'x-guest-id'

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i
export const isGuestId = (value: unknown): value is string => typeof value === 'string' && UUID_V4.test(value)

/**
 * The guest id is a secret bearer value: only its SHA-256 is stored, so neither the database nor any
 * response can reveal one guest's id to anyone else.
 */
export const guestKeyOf = (guestId: string) => createHash('sha256').update(guestId.toLowerCase()).digest('hex')

/** The stored key of the request's guest id, or null when the header is missing or malformed. */
export function guestKeyFrom(req: Pick<PayloadRequest, 'headers'>): string | null {
  const value = req.headers?.get(GUEST_HEADER)
  return isGuestId(value) ? guestKeyOf(value) : null
}
