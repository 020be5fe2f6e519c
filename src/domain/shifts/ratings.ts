import { and, avg, count, inArray, isNotNull, lte, or } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { database } from '@/lib/payload/sql'
import { shift_requests } from '@/payload-generated-schema'

import { RATING_REVEAL_DAYS, type Side } from './options'

/*
 * A side's rating as the other side sees it before booking (docs/shifts.md): the average score and
 * count of the ratings it received that are shown (reveal.ts: both rated, or 14 days after the shift).
 * Read as the server: averages only, never a comment or who gave a score.
 */

export type RatingSummary = { average: number | null; count: number }

/** The shown ratings received by each professional in `ids` (given by facilities), or by company `ids` (given by professionals). */
export async function ratingsReceived(req: PayloadRequest, rated: Side, ids: number[]): Promise<Map<number, RatingSummary>> {
  const result = new Map<number, RatingSummary>()
  if (ids.length === 0) return result
  const cutoff = new Date(Date.now() - RATING_REVEAL_DAYS * 86_400_000).toISOString()
  const score = rated === 'professional' ? shift_requests.facilityScore : shift_requests.professionalScore
  const otherRated = rated === 'professional' ? shift_requests.professionalRatedAt : shift_requests.facilityRatedAt
  const who = rated === 'professional' ? shift_requests.professional : shift_requests.company
  const rows = await (await database(req.payload, req))
    .select({ who, average: avg(score), count: count(score) })
    .from(shift_requests)
    .where(and(inArray(who, ids), isNotNull(score), or(isNotNull(otherRated), lte(shift_requests.endsAt, cutoff))))
    .groupBy(who)
  for (const row of rows) result.set(Number(row.who), { average: row.average == null ? null : Math.round(Number(row.average) * 10) / 10, count: Number(row.count) })
  return result
}

export const ratingOf = async (req: PayloadRequest, rated: Side, id: number): Promise<RatingSummary> =>
  (await ratingsReceived(req, rated, [id])).get(id) ?? { average: null, count: 0 }
