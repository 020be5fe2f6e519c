import { randomUUID } from 'node:crypto'

import { eq } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { POSITION_TYPES, PROVINCES } from '@/domain/jobs/options'
import { placeOf } from '@/domain/places/placeOf'
import { HttpError } from '@/lib/http'
import { database } from '@/lib/payload/sql'
import { facilities } from '@/payload-generated-schema'
import type { Shift } from '@/payload-types'

import { lacksFrenchNotes } from './frenchNotes'
import { CREDENTIAL_KINDS, requiresLicenceByDefault, SHIFT_LIMITS } from './options'
import { shiftTimes } from './times'

/*
 * A shift as posted (docs/shifts.md): the poster gives the position, the date and hours, the rate,
 * the site and the requirements; the server adds its company, its zone and instants, the site's
 * coordinates and its state. Every refusal is a 400 naming what to correct (or 403 outside a company).
 */

/** Marks a post's shifts as one block (set by the block endpoint on the request's context). */
export const BLOCK_CONTEXT = 'shifts:blockId'

const text = (value: unknown, max: number): string | null => {
  if (value == null) return null
  if (typeof value !== 'string' || value.length > max) throw new HttpError('shifts.problems.textTooLong', 400)
  return value.trim() || null
}

/** The fields of a new shift of the poster's company from what the poster sent, or a refusal. */
export async function postedShift(req: PayloadRequest, data: Partial<Shift>, company: number, now = new Date()): Promise<Partial<Shift>> {
  if (!POSITION_TYPES.includes(data.positionType as (typeof POSITION_TYPES)[number])) throw new HttpError('shifts.problems.positionType', 400)
  const rate = data.rateCents
  if (typeof rate !== 'number' || !Number.isInteger(rate) || rate <= 0) throw new HttpError('shifts.problems.rateInvalid', 400)
  if (rate > SHIFT_LIMITS.maxRateCents) throw new HttpError('shifts.problems.rateTooHigh', 400)
  const breakMinutes = data.breakMinutes ?? 0
  if (typeof breakMinutes !== 'number' || !Number.isInteger(breakMinutes) || breakMinutes < 0 || breakMinutes > SHIFT_LIMITS.maxBreakMinutes) throw new HttpError('shifts.problems.breakInvalid', 400)

  // The site: the company's city and province unless the poster names another.
  const [site] = await (await database(req.payload, req)).select({ city: facilities.city, province: facilities.province }).from(facilities).where(eq(facilities.id, company))
  const city = text(data.city, SHIFT_LIMITS.city) ?? site?.city ?? null
  const province = data.province ?? site?.province ?? null
  if (!city || !province) throw new HttpError('shifts.problems.siteMissing', 400)
  if (!PROVINCES.includes(province as (typeof PROVINCES)[number])) throw new HttpError('shifts.problems.siteUnknown', 400)
  const street = text(data.street, SHIFT_LIMITS.street)
  const postalCode = text(data.postalCode, SHIFT_LIMITS.postalCode)?.toUpperCase() ?? null
  // Its public coordinates (distance searches read them) come from its city alone: its postal code's
  // area would tell every reader what its street and postal code are kept from them.
  const place = placeOf({ city, province })
  if (!place) throw new HttpError('shifts.problems.siteUnknown', 400)

  const times = shiftTimes({ date: data.date, startTime: data.startTime, endTime: data.endTime, province, place }, now)
  if ('problem' in times) throw new HttpError(`shifts.problems.${times.problem}`, 400)
  if (breakMinutes * 60_000 >= new Date(times.endsAt).getTime() - new Date(times.startsAt).getTime()) throw new HttpError('shifts.problems.breakInvalid', 400)

  const credentials = data.requiredCredentials ?? []
  if (!Array.isArray(credentials) || credentials.some((kind) => !CREDENTIAL_KINDS.includes(kind))) throw new HttpError('shifts.problems.credentialUnknown', 400)
  if (data.requiresLicence != null && typeof data.requiresLicence !== 'boolean') throw new HttpError('shifts.problems.licenceFlag', 400)

  const notes = text(data.notes, SHIFT_LIMITS.notes)
  const notesFr = text(data.notesFr, SHIFT_LIMITS.notes)
  if (lacksFrenchNotes({ province, notes, notesFr })) throw new HttpError('shifts.problems.notesFrench', 400)

  return {
    positionType: data.positionType,
    ...times,
    breakMinutes,
    rateCents: rate,
    city,
    province,
    street,
    postalCode,
    lat: place.lat,
    lng: place.lng,
    requiresLicence: data.requiresLicence ?? requiresLicenceByDefault(data.positionType),
    requiredCredentials: [...new Set(credentials)],
    notes,
    notesFr,
    company,
    createdBy: req.user ? Number(req.user.id) : null,
    blockId: ((req.context as Record<string, unknown>)[BLOCK_CONTEXT] as string | undefined) ?? randomUUID(),
    status: 'open',
    bookedRequest: null,
    bookedProfessional: null,
    cancelledAt: null,
    cancelReason: null,
    cancelledBy: null,
  }
}
