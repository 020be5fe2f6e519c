import { createHash } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { GUEST_HEADER, isGuestId } from './guestId'

export { GUEST_HEADER }

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
