import { asc, eq } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { isAdminUser } from '@/access/roles'
import { HttpError } from '@/lib/http'
import { database } from '@/lib/payload/sql'
import { professional_profiles, shift_requests, shifts, shifts_required_credentials, users } from '@/payload-generated-schema'

import { credentialsMissing } from './credentials'
import type { CredentialKind } from './options'
import { requestState } from './state'
import { ratingsReceived } from './ratings'
import { lateCancellations } from './reliability'
import { shiftTeamOf } from './team'

/*
 * A shift's requests as its team weighs them (docs/shifts.md, `GET /api/shifts/:id/requests`): each
 * professional's name, the date their licence was verified (the one verification fact employers see),
 * the required credentials they lack on the shift's date, their late cancellations in 12 months, and
 * the facilities' ratings of them that are shown (ratings.ts). Each request's `state` is its status,
 * or `expired` for one left pending when its shift started.
 */
export async function shiftRequestsForTeam(req: PayloadRequest, id: number, now = new Date()) {
  const db = await database(req.payload, req)
  const [shift] = await db.select({ company: shifts.company, date: shifts.date, startsAt: shifts.startsAt }).from(shifts).where(eq(shifts.id, id))
  const company = await shiftTeamOf(req)
  if (!shift || (!isAdminUser(req.user) && (company === null || Number(shift.company) !== company))) throw new HttpError('shifts.notFound', 404)
  const kinds = (await db.select({ value: shifts_required_credentials.value }).from(shifts_required_credentials).where(eq(shifts_required_credentials.parent, id))).map((row) => row.value as CredentialKind)
  const rows = await db
    .select({
      id: shift_requests.id,
      status: shift_requests.status,
      rateCents: shift_requests.rateCents,
      counterOffer: shift_requests.counterOffer,
      createdAt: shift_requests.createdAt,
      professional: shift_requests.professional,
      name: users.fullName,
      verifiedOn: professional_profiles.verifiedOn,
      licenceStatus: professional_profiles.licenceStatus,
    })
    .from(shift_requests)
    .leftJoin(users, eq(users.id, shift_requests.professional))
    .leftJoin(professional_profiles, eq(professional_profiles.user, shift_requests.professional))
    .where(eq(shift_requests.shift, id))
    .orderBy(asc(shift_requests.createdAt), asc(shift_requests.id))
  const professionals = [...new Set(rows.map((row) => Number(row.professional)))]
  const late = await lateCancellations(req.payload, 'professional', professionals, req)
  const ratings = await ratingsReceived(req, 'professional', professionals)
  const docs = []
  for (const row of rows) {
    const professional = Number(row.professional)
    docs.push({
      id: row.id,
      status: row.status,
      // `expired`: still pending when the shift started (state.ts); it can no longer be confirmed.
      state: requestState(row.status, shift, now),
      rateCents: Number(row.rateCents),
      counterOffer: Boolean(row.counterOffer),
      createdAt: row.createdAt,
      professional: {
        id: professional,
        name: row.name ?? '',
        licenceVerifiedOn: row.licenceStatus === 'verified' ? row.verifiedOn : null,
        credentialsMissing: kinds.length === 0 ? [] : await credentialsMissing(req, professional, kinds, shift.date),
      },
      reliability: { lateCancellations: late.get(professional) ?? 0 },
      rating: ratings.get(professional) ?? { average: null, count: 0 },
    })
  }
  return { docs }
}
