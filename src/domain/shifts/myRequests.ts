import type { PayloadRequest } from 'payload'

import type { Shift } from '@/payload-types'

import { LIVE_REQUEST_STATUSES, type RequestStatus } from './options'
import { shiftState } from './state'

/*
 * A professional's live requests and bookings still to come (docs/shifts.md, Screens), shown above the
 * open shifts on `/shifts` so a booking is never only in an email. Read as the viewer: their own
 * requests, and the shifts they requested (which their read access grants).
 */

const LIMIT = 20

type MyShiftRequest = { id: number; status: RequestStatus; rateCents: number; shift: Shift }

export async function myShiftRequests(req: PayloadRequest, now = new Date()): Promise<MyShiftRequest[]> {
  const user = req.user
  if (!user) return []
  const { docs: requests } = await req.payload.find({
    collection: 'shift-requests',
    where: { and: [{ professional: { equals: user.id } }, { status: { in: [...LIVE_REQUEST_STATUSES] } }, { startsAt: { greater_than: now.toISOString() } }] },
    sort: 'startsAt',
    limit: LIMIT,
    depth: 0,
    select: { shift: true, status: true, rateCents: true },
    user,
    overrideAccess: false,
    req,
  })
  if (requests.length === 0) return []
  const ids = requests.map((request) => Number(request.shift))
  const { docs: shifts } = await req.payload.find({ collection: 'shifts', where: { id: { in: ids } }, limit: ids.length, depth: 0, user, overrideAccess: false, req })
  const byId = new Map(shifts.map((shift) => [shift.id, shift as Shift]))
  return requests.flatMap((request) => {
    const shift = byId.get(Number(request.shift))
    return shift && shiftState(shift, now) !== 'cancelled' ? [{ id: request.id, status: (request.status ?? 'pending') as RequestStatus, rateCents: Number(request.rateCents), shift }] : []
  })
}
