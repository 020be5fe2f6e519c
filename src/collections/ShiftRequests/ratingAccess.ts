import { eq } from '@payloadcms/db-postgres/drizzle'
import type { FieldAccess, PayloadRequest } from 'payload'

import { isAdminUser } from '@/access/roles'
import { ratingsRevealed } from '@/domain/shifts/reveal'
import { database } from '@/lib/payload/sql'
import { shift_requests } from '@/payload-generated-schema'

/*
 * Who reads a booking's ratings (docs/shifts.md, After the shift): nobody but admins until they are
 * shown (both sides rated, or 14 days after the shift; reveal.ts), then whoever reads the request (its
 * professional and its company's team: the rater and the rated side). A comment an admin hid reads as
 * null for everyone but admins. Decided from the stored row whatever the read selected, so `select`
 * cannot leave out what the rule depends on; without a document (a `where` or a sort) admins only.
 */

type Facts = { revealed: boolean; professionalHidden: boolean; facilityHidden: boolean }
const ROWS = 'shiftRequests:ratingFacts'

async function factsOf(req: PayloadRequest, id: number): Promise<Facts | null> {
  const context = req.context as Record<string, unknown>
  const cache = (context[ROWS] ??= new Map()) as Map<number, Facts | null>
  if (!cache.has(id)) {
    const [row] = await (await database(req.payload, req))
      .select({
        professionalRatedAt: shift_requests.professionalRatedAt,
        facilityRatedAt: shift_requests.facilityRatedAt,
        endsAt: shift_requests.endsAt,
        professionalHidden: shift_requests.professionalCommentHidden,
        facilityHidden: shift_requests.facilityCommentHidden,
      })
      .from(shift_requests)
      .where(eq(shift_requests.id, id))
    cache.set(id, row ? { revealed: ratingsRevealed(row), professionalHidden: Boolean(row.professionalHidden), facilityHidden: Boolean(row.facilityHidden) } : null)
  }
  return cache.get(id) ?? null
}

const rule =
  (check: (facts: Facts) => boolean): FieldAccess =>
  async ({ req, doc }) => {
    if (isAdminUser(req.user)) return true
    if (!req.user || !doc || !Number.isInteger(Number(doc.id))) return false
    const facts = await factsOf(req, Number(doc.id))
    return Boolean(facts && check(facts))
  }

/** A score: once shown. */
export const scoreRead = rule((facts) => facts.revealed)
/** The professional's comment (on the facility): once shown, unless hidden. */
export const professionalCommentRead = rule((facts) => facts.revealed && !facts.professionalHidden)
/** The facility's comment (on the professional): once shown, unless hidden. */
export const facilityCommentRead = rule((facts) => facts.revealed && !facts.facilityHidden)
