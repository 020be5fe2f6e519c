import { and, eq, gt, lt, ne } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { HttpError } from '@/lib/http'
import { database } from '@/lib/payload/sql'
import { professional_profiles, shift_requests, shifts } from '@/payload-generated-schema'

import { credentialsMissing } from './credentials'
import { SHIFT_LIMITS, type CredentialKind } from './options'

/*
 * What a professional's request must meet (docs/shifts.md): a verified licence when the shift
 * requires one (the profile's `licenceStatus`, recorded by admins from the college's register),
 * every required credential verified and valid on the shift's date, no booking of theirs that
 * overlaps it, and a rate at the shift's or one higher counter-offer per shift.
 */

type Shift = Pick<typeof shifts.$inferSelect, 'id' | 'rateCents' | 'startsAt' | 'endsAt' | 'date' | 'requiresLicence'>

/**
 * Refuses (400) a rate that is not a whole positive number of cents, or below the shift's; a rate
 * above it is a counter-offer, refused when the professional already made one on this shift (or,
 * for `counter`, when it is not above). Answers whether the rate is a counter-offer.
 */
export async function rateProblem(req: PayloadRequest, shift: Shift, professional: number, rateCents: number, counter = false): Promise<boolean> {
  if (!Number.isInteger(rateCents) || rateCents <= 0) throw new HttpError('shifts.problems.rateInvalid', 400)
  if (rateCents > SHIFT_LIMITS.maxRateCents) throw new HttpError('shifts.problems.rateTooHigh', 400)
  const base = Number(shift.rateCents)
  if (rateCents < base || (counter && rateCents === base)) throw new HttpError('shifts.problems.counterNotHigher', 400)
  if (rateCents === base) return false
  const [earlier] = await (await database(req.payload, req))
    .select({ id: shift_requests.id })
    .from(shift_requests)
    .where(and(eq(shift_requests.shift, shift.id), eq(shift_requests.professional, professional), eq(shift_requests.counterOffer, true)))
    .limit(1)
  if (earlier) throw new HttpError('shifts.problems.secondCounter', 400)
  return true
}

/** Refuses (403) a professional without the licence or credentials the shift requires, (409) one already booked at an overlapping time. */
export async function checkEligible(req: PayloadRequest, shift: Shift, professional: number, credentials: readonly CredentialKind[]): Promise<void> {
  const db = await database(req.payload, req)
  if (shift.requiresLicence) {
    const [profile] = await db.select({ status: professional_profiles.licenceStatus }).from(professional_profiles).where(eq(professional_profiles.user, professional))
    if (profile?.status !== 'verified') throw new HttpError('shifts.licenceRequired', 403)
  }
  if ((await credentialsMissing(req, professional, credentials, shift.date)).length > 0) throw new HttpError('shifts.credentialsRequired', 403)
  const [overlapping] = await db
    .select({ id: shift_requests.id })
    .from(shift_requests)
    .where(and(eq(shift_requests.professional, professional), eq(shift_requests.status, 'booked'), ne(shift_requests.shift, shift.id), lt(shift_requests.startsAt, shift.endsAt!), gt(shift_requests.endsAt, shift.startsAt!)))
    .limit(1)
  if (overlapping) throw new HttpError('shifts.overlap', 409)
}
