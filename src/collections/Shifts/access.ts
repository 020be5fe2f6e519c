import { eq } from '@payloadcms/db-postgres/drizzle'
import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

import { isAdminUser } from '@/access/roles'
import { requestedShiftIds, shiftTeamOf } from '@/domain/shifts/team'
import { database } from '@/lib/payload/sql'
import { shifts } from '@/payload-generated-schema'

/*
 * Shifts (docs/shifts.md): admins read all; a company's team reads its own in every state; any
 * signed-in person reads open shifts and the shifts they requested. Posting is the team's; every
 * later step is an endpoint, so the generic update and delete refuse everyone.
 */

export const readShifts: Access = async ({ req }) => {
  if (isAdminUser(req.user)) return true
  if (!req.user) return false
  const company = await shiftTeamOf(req)
  const requested = await requestedShiftIds(req)
  const or: Where[] = [{ status: { equals: 'open' } }]
  if (company !== null) or.push({ company: { equals: company } })
  if (requested.length > 0) or.push({ id: { in: requested } })
  return { or }
}

/** A member of a company (admins only read). */
export const postShifts: Access = async ({ req }) => Boolean(req.user) && !isAdminUser(req.user) && (await shiftTeamOf(req)) !== null

const SITES = 'shifts:sites'

/** The company and booked professional of shift `id`, read from its row (a read may have selected neither). */
async function siteReaders(req: PayloadRequest, id: number): Promise<{ company: number | null; booked: number | null } | null> {
  const context = req.context as Record<string, unknown>
  const cache = (context[SITES] ??= new Map()) as Map<number, { company: number | null; booked: number | null } | null>
  if (!cache.has(id)) {
    const [row] = await (await database(req.payload, req)).select({ company: shifts.company, booked: shifts.bookedProfessional }).from(shifts).where(eq(shifts.id, id))
    cache.set(id, row ? { company: row.company == null ? null : Number(row.company), booked: row.booked == null ? null : Number(row.booked) } : null)
  }
  return cache.get(id) ?? null
}

/**
 * The exact address (street, postal code) and the booking's parties (poster, booked request and
 * professional): the shift's team, its booked professional, admins. Read from the row whatever the
 * read selected or populated, so neither `select` nor `depth` reveals them; without a document (a
 * `where` or a sort on them) only admins.
 */
export const partiesRead: FieldAccess = async ({ req, doc }) => {
  if (isAdminUser(req.user)) return true
  if (!req.user || !doc || !Number.isInteger(Number(doc.id))) return false
  const readers = await siteReaders(req, Number(doc.id))
  if (!readers) return false
  if (readers.booked !== null && readers.booked === Number(req.user.id)) return true
  return readers.company !== null && readers.company === (await shiftTeamOf(req))
}
