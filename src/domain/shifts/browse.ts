import { and, asc, count, eq, gt, gte, lte, type SQL } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { POSITION_TYPES, type PositionType } from '@/domain/jobs/options'
import { distanceKm, distanceKmSql, withinKm } from '@/domain/places/distance'
import { findPlace } from '@/domain/places/findPlace'
import type { LatLng } from '@/domain/places/gazetteer'
import { HttpError } from '@/lib/http'
import { database } from '@/lib/payload/sql'
import { facilities, shifts } from '@/payload-generated-schema'

import { SHIFT_FILTER } from './options'

/*
 * The open shifts a professional browses (docs/shifts.md, `GET /api/shifts/open`): open and still to
 * come, soonest first, filtered by distance from a place (the search's place rules: a city, "City, ON"
 * or a postal code; domain/places), dates, a lowest rate and a position type. City, province and
 * distance only: the exact address is read through the shift itself once booked.
 */

const PAGE_SIZE = 20
const DAY = /^\d{4}-\d{2}-\d{2}$/

const number = (value: string | null, min: number, max: number, problem: 'kmInvalid' | 'rateInvalid' | 'pageInvalid') => {
  if (value === null || value === '') return null
  const n = Number(value)
  if (!Number.isInteger(n) || n < min || n > max) throw new HttpError(`shifts.problems.${problem}`, 400)
  return n
}

/** The open-shift filters, read and checked: /shifts' address and a shift alert's search (domain/alerts/shiftCriteria.ts) read the same. */
export type ShiftFilter = {
  /** The place as given (trimmed), and where it is (null: no place, every distance). */
  near: string | null
  center: LatLng | null
  km: number
  /** Lowest hourly rate, in cents. */
  minRate: number | null
  positionType: PositionType | null
  from: string | null
  to: string | null
}

/** The filters of `params` (near, km, minRate in cents, positionType, from, to); a 400 in the catalogue's words for a bad one. */
export function shiftFilter(params: URLSearchParams): ShiftFilter {
  const near = params.get('near')?.trim() || null
  const center = near ? findPlace(near) : null
  if (near && !center) throw new HttpError('shifts.problems.siteUnknown', 400)
  const km = number(params.get('km'), 1, SHIFT_FILTER.maxKm, 'kmInvalid') ?? SHIFT_FILTER.defaultKm
  const minRate = number(params.get('minRate'), 0, SHIFT_FILTER.maxMinRateCents, 'rateInvalid')
  const from = params.get('from') || null
  const to = params.get('to') || null
  if ((from && !DAY.test(from)) || (to && !DAY.test(to))) throw new HttpError('shifts.problems.dateInvalid', 400)
  const positionType = params.get('positionType') || null
  if (positionType && !POSITION_TYPES.includes(positionType as PositionType)) throw new HttpError('shifts.problems.positionType', 400)
  return { near, center, km, minRate, positionType: positionType as PositionType | null, from, to }
}

/** The one condition of a shift listed for `filter` at `now`: open and still to come, within its distance, dates, rate and position type. */
export function shiftConditions(filter: ShiftFilter, now: Date): SQL[] {
  const where: SQL[] = [eq(shifts.status, 'open'), gt(shifts.startsAt, now.toISOString())]
  if (filter.center) where.push(withinKm(shifts.lat, shifts.lng, filter.center, filter.km))
  if (filter.from) where.push(gte(shifts.date, filter.from))
  if (filter.to) where.push(lte(shifts.date, filter.to))
  if (filter.minRate !== null) where.push(gte(shifts.rateCents, filter.minRate))
  if (filter.positionType) where.push(eq(shifts.positionType, filter.positionType))
  return where
}

/** A shift's distance from the filter's place as shown (km, one decimal), or null without a place or a point. */
export const shiftDistanceKm = (center: LatLng | null, lat: unknown, lng: unknown): number | null =>
  center && lat != null && lng != null ? Math.round(distanceKm(center, { lat: Number(lat), lng: Number(lng) }) * 10) / 10 : null

export async function openShifts(req: PayloadRequest, params: URLSearchParams, now = new Date()) {
  const filter = shiftFilter(params)
  const { center } = filter
  const page = number(params.get('page'), 1, 1000, 'pageInvalid') ?? 1
  const where = shiftConditions(filter, now)
  const db = await database(req.payload, req)
  const [{ total }] = await db.select({ total: count() }).from(shifts).where(and(...where))
  const rows = await db
    .select({
      id: shifts.id,
      positionType: shifts.positionType,
      date: shifts.date,
      startTime: shifts.startTime,
      endTime: shifts.endTime,
      timeZone: shifts.timeZone,
      startsAt: shifts.startsAt,
      endsAt: shifts.endsAt,
      breakMinutes: shifts.breakMinutes,
      rateCents: shifts.rateCents,
      city: shifts.city,
      province: shifts.province,
      lat: shifts.lat,
      lng: shifts.lng,
      requiresLicence: shifts.requiresLicence,
      notes: shifts.notes,
      blockId: shifts.blockId,
      companyId: facilities.id,
      companyName: facilities.name,
    })
    .from(shifts)
    .innerJoin(facilities, eq(facilities.id, shifts.company))
    .where(and(...where))
    .orderBy(asc(shifts.startsAt), ...(center ? [asc(distanceKmSql(shifts.lat, shifts.lng, center))] : []), asc(shifts.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE)
  const docs = rows.map(({ lat, lng, companyId, companyName, ...row }) => ({
    ...row,
    breakMinutes: Number(row.breakMinutes ?? 0),
    rateCents: Number(row.rateCents),
    state: 'open' as const,
    distanceKm: shiftDistanceKm(center, lat, lng),
    company: { id: companyId, name: companyName },
  }))
  return { docs, page, totalPages: Math.max(1, Math.ceil(Number(total) / PAGE_SIZE)), totalDocs: Number(total) }
}
