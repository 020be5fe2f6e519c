import { and, eq, inArray } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { withinLimits } from '@/domain/rateLimits'
import { HttpError } from '@/lib/http'
import { database, rowId } from '@/lib/payload/sql'
import { shift_requests, shifts, shifts_required_credentials } from '@/payload-generated-schema'
import type { ShiftRequest } from '@/payload-types'

import { checkEligible, rateProblem } from './eligibility'
import { LIVE_REQUEST_STATUSES, type CredentialKind } from './options'
import { shiftState } from './state'
import { requestedShiftIds, shiftTeamOf } from './team'

/*
 * A professional's request for a shift (docs/shifts.md). The server decides everything but the shift
 * and the rate. Refused, in this order and with nothing written: a shift they cannot read (404), one
 * of their own company (403), one no longer open or already started (409), a live request of theirs
 * on it (409), a bad rate or a second counter-offer (400), a missing licence or credential (403), an
 * overlapping booking (409), too many steps (429). The shift's row is locked first, as every step does.
 */
export async function preparedRequest(req: PayloadRequest, data: Partial<ShiftRequest>): Promise<Partial<ShiftRequest>> {
  const user = req.user!
  const professional = Number(user.id)
  const shiftId = rowId(data.shift)
  const db = await database(req.payload, req)
  const [shift] = shiftId === null ? [] : await db.select().from(shifts).where(eq(shifts.id, shiftId)).for('update')
  const company = await shiftTeamOf(req)
  const readable = shift && (shift.status === 'open' || Number(shift.company) === company || (await requestedShiftIds(req)).includes(shift.id))
  if (!shift || !readable) throw new HttpError('shifts.notFound', 404)
  if (company !== null && Number(shift.company) === company) throw new HttpError('shifts.ownCompany', 403)
  if (shiftState(shift) !== 'open') throw new HttpError('shifts.notOpen', 409)
  const [live] = await db
    .select({ id: shift_requests.id })
    .from(shift_requests)
    .where(and(eq(shift_requests.shift, shift.id), eq(shift_requests.professional, professional), inArray(shift_requests.status, [...LIVE_REQUEST_STATUSES])))
  if (live) throw new HttpError('shifts.alreadyRequested', 409)
  const rateCents = data.rateCents ?? Number(shift.rateCents)
  const counterOffer = await rateProblem(req, shift, professional, rateCents)
  const kinds = (await db.select({ value: shifts_required_credentials.value }).from(shifts_required_credentials).where(eq(shifts_required_credentials.parent, shift.id))).map((row) => row.value as CredentialKind)
  await checkEligible(req, shift, professional, kinds)
  if (!(await withinLimits(req, [['shiftSteps', String(professional), String(shift.id)]]))) throw new HttpError('shifts.throttled', 429)
  return {
    shift: shift.id,
    professional,
    company: Number(shift.company),
    rateCents,
    counterOffer,
    status: 'pending',
    startsAt: shift.startsAt,
    endsAt: shift.endsAt,
    bookedAt: null,
    cancelledAt: null,
    cancelledBy: null,
    cancelReason: null,
    lateCancellation: false,
  }
}
