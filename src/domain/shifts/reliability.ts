import { and, count, eq, gte, inArray, type SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { database } from '@/lib/payload/sql'
import { shift_requests } from '@/payload-generated-schema'

import { RELIABILITY_MONTHS, type Side } from './options'

/*
 * Reliability (docs/shifts.md): "N late cancellations in 12 months", for a professional (the bookings
 * they cancelled less than 48 hours before the start) and for a company (the bookings its team
 * cancelled so). One rule, as the SQL condition below; the late flag itself is set once, when the
 * booking is cancelled (state.ts `isLateCancellation`).
 */

/** The start of the window reliability counts over. */
const reliabilitySince = (now = new Date()) => {
  const since = new Date(now)
  since.setUTCMonth(since.getUTCMonth() - RELIABILITY_MONTHS)
  return since
}

/** SQL: a late cancellation by `side` within the window. */
const lateCancellationSql = (side: Side, now = new Date()): SQL =>
  and(eq(shift_requests.lateCancellation, true), eq(shift_requests.cancelledBy, side), gte(shift_requests.cancelledAt, reliabilitySince(now).toISOString()))!

/** Late cancellations in the window by each of `ids` (professionals' user ids, or companies' ids). */
export async function lateCancellations(payload: Payload, side: Side, ids: number[], req?: Partial<PayloadRequest>, now = new Date()): Promise<Map<number, number>> {
  const out = new Map(ids.map((id) => [id, 0]))
  if (ids.length === 0) return out
  const who = side === 'professional' ? shift_requests.professional : shift_requests.company
  const rows = await (await database(payload, req))
    .select({ id: who, n: count() })
    .from(shift_requests)
    .where(and(lateCancellationSql(side, now), inArray(who, ids)))
    .groupBy(who)
  for (const row of rows) out.set(Number(row.id), Number(row.n))
  return out
}
