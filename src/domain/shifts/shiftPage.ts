import type { PayloadRequest } from 'payload'

import { hasRole } from '@/access/roles'
import type { Shift, ShiftRequest } from '@/payload-types'

import { credentialsMissing } from './credentials'
import { ratingOf, type RatingSummary } from './ratings'
import { isLiveRequest, type CredentialKind, type Side } from './options'
import { shiftState } from './state'
import { shiftTeamOf } from './team'

/*
 * One shift as `/shifts/<id>` shows it to the signed-in viewer (docs/shifts.md, Screens): the shift
 * as the viewer may read it (the exact address only for its team and its booked professional), its
 * company's name, the viewer's own latest request for it, and, for a professional who could request
 * it, what would make the server refuse (licence not verified, credentials missing on its date), so
 * the screen says so before they try. After the shift, the request's hours and ratings as the viewer
 * may read them; to a professional, the facility's shown rating.
 */

/** What the after-the-shift panel reads of a booking (docs/shifts.md, After the shift). */
export const AFTER_FIELDS = [
  'professionalMinutes', 'professionalConfirmedAt', 'facilityMinutes', 'facilityConfirmedAt', 'agreedMinutes', 'hoursDispute',
  'professionalRatedAt', 'facilityRatedAt', 'facilityScore', 'facilityComment', 'professionalScore', 'professionalComment',
] as const
type AfterField = (typeof AFTER_FIELDS)[number]

type ShiftPageView = {
  shift: Shift
  state: ReturnType<typeof shiftState>
  companyName: string
  side: Side | null
  request: Pick<ShiftRequest, 'id' | 'status' | 'rateCents' | 'counterOffer' | 'lateCancellation' | 'cancelledBy' | AfterField> | null
  facilityRating: RatingSummary | null
  blockers: { licence: boolean; credentials: CredentialKind[] }
}

/** The shift `id` for `req.user`, or null when they may not read it (or it does not exist). */
export async function shiftPage(req: PayloadRequest, id: number): Promise<ShiftPageView | null> {
  const user = req.user
  if (!user) return null
  const shift = (await req.payload
    .findByID({ collection: 'shifts', id, depth: 0, user, overrideAccess: false, req, disableErrors: true })
    .catch(() => null)) as Shift | null
  if (!shift) return null
  const company = await req.payload
    .findByID({ collection: 'facilities', id: Number(shift.company), depth: 0, select: { name: true }, user, overrideAccess: false, req, disableErrors: true })
    .catch(() => null)
  const team = await shiftTeamOf(req)
  const side: Side | null = team !== null && team === Number(shift.company) ? 'facility' : hasRole(user, 'professional') ? 'professional' : null
  const { docs } = await req.payload.find({
    collection: 'shift-requests',
    where: { and: [{ shift: { equals: id } }, { professional: { equals: user.id } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    select: { status: true, rateCents: true, counterOffer: true, lateCancellation: true, cancelledBy: true, ...Object.fromEntries(AFTER_FIELDS.map((field) => [field, true])) },
    user,
    overrideAccess: false,
    req,
  })
  const request = (docs[0] as ShiftPageView['request']) ?? null
  const state = shiftState(shift)
  const live = isLiveRequest(request?.status)
  const blockers: ShiftPageView['blockers'] = { licence: false, credentials: [] }
  if (side === 'professional' && state === 'open' && !live) {
    if (shift.requiresLicence) {
      const profiles = await req.payload.find({ collection: 'professional-profiles', where: { user: { equals: user.id } }, limit: 1, depth: 0, select: { user: true, licenceStatus: true }, user, overrideAccess: false, req })
      blockers.licence = profiles.docs[0]?.licenceStatus !== 'verified'
    }
    const kinds = (shift.requiredCredentials ?? []) as CredentialKind[]
    if (kinds.length > 0) blockers.credentials = await credentialsMissing(req, Number(user.id), kinds, shift.date)
  }
  const facilityRating = side === 'professional' ? await ratingOf(req, 'facility', Number(shift.company)) : null
  return { shift, state, companyName: company?.name ?? '', side, request, blockers, facilityRating }
}
