import type { PayloadRequest, Where } from 'payload'

import type { Shift } from '@/payload-types'

import { shiftRequestsForTeam } from './requestsList'
import { shiftState } from './state'
import { shiftTeamOf } from './team'

/*
 * `/employer/shifts` as the team reads it (docs/shifts.md, Screens): its company's shifts in three
 * lists (open and still to come, booked and still to come, past or cancelled), the open and booked
 * ones with their requests as the team weighs them (requestsList.ts: licence, credentials,
 * reliability, the rate offered), and the company's city and province, the post form's default site.
 * Read as the viewer; each list is cut at LIST_SIZE.
 */

export const LIST_SIZE = 30

export type TeamShift = Shift & { state: ReturnType<typeof shiftState>; requests: Awaited<ReturnType<typeof shiftRequestsForTeam>>['docs'] }

export type TeamShifts = {
  company: { id: number; name: string; city: string | null; province: string | null }
  upcoming: TeamShift[]
  booked: TeamShift[]
  past: TeamShift[]
  /** Lists that hold more than LIST_SIZE. */
  more: { upcoming: boolean; booked: boolean; past: boolean }
}

/** The signed-in team member's shifts, or null when they belong to no company. */
export async function teamShifts(req: PayloadRequest, now = new Date()): Promise<TeamShifts | null> {
  const company = await shiftTeamOf(req)
  if (company === null || !req.user) return null
  const user = req.user
  const facility = await req.payload.findByID({ collection: 'facilities', id: company, depth: 0, select: { name: true, city: true, province: true }, user, overrideAccess: false, req })
  const at = now.toISOString()
  const mine: Where = { company: { equals: company } }
  const list = async (where: Where, sort: string) => {
    const found = await req.payload.find({ collection: 'shifts', where: { and: [mine, where] }, sort, limit: LIST_SIZE + 1, depth: 0, user, overrideAccess: false, req })
    return { docs: found.docs.slice(0, LIST_SIZE) as Shift[], more: found.docs.length > LIST_SIZE }
  }
  const [upcoming, booked, past] = await Promise.all([
    list({ and: [{ status: { equals: 'open' } }, { startsAt: { greater_than: at } }] }, 'startsAt'),
    list({ and: [{ status: { equals: 'booked' } }, { startsAt: { greater_than: at } }] }, 'startsAt'),
    list({ or: [{ status: { equals: 'cancelled' } }, { startsAt: { less_than_equal: at } }] }, '-startsAt'),
  ])
  const withRequests = async (shifts: Shift[]): Promise<TeamShift[]> => {
    const out: TeamShift[] = []
    for (const shift of shifts) out.push({ ...shift, state: shiftState(shift, now), requests: (await shiftRequestsForTeam(req, shift.id)).docs })
    return out
  }
  return {
    company: { id: company, name: facility.name ?? '', city: facility.city ?? null, province: facility.province ?? null },
    upcoming: await withRequests(upcoming.docs),
    booked: await withRequests(booked.docs),
    past: past.docs.map((shift) => ({ ...shift, state: shiftState(shift, now), requests: [] })),
    more: { upcoming: upcoming.more, booked: booked.more, past: past.more },
  }
}
