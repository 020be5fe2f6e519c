import { eq } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { companyOf } from '@/domain/companies/membership'
import { database } from '@/lib/payload/sql'
import { shift_requests } from '@/payload-generated-schema'

/*
 * Who stands where towards shifts (docs/shifts.md): a company's team (its members) posts and manages
 * its shifts; a professional reads open shifts and the ones they requested. Read once per request.
 */

const REQUESTED = 'shifts:requested'

/** The shifts the signed-in person has requested (any status). */
export async function requestedShiftIds(req: PayloadRequest): Promise<number[]> {
  if (!req.user) return []
  const context = req.context as Record<string, unknown>
  if (!Array.isArray(context[REQUESTED])) {
    const rows = await (await database(req.payload, req)).select({ shift: shift_requests.shift }).from(shift_requests).where(eq(shift_requests.professional, Number(req.user.id)))
    context[REQUESTED] = [...new Set(rows.map((row) => Number(row.shift)))]
  }
  return context[REQUESTED] as number[]
}

/** The signed-in person's company, whose shifts they manage (null: none). */
export const shiftTeamOf = (req: PayloadRequest): Promise<number | null> => companyOf(req)
