import { POSITION_TYPES, type PositionType } from '@/domain/jobs/options'
import { SHIFT_FILTER } from '@/domain/shifts/options'
import { z } from '@/lib/zod'

import { ALERT_NEAR_MAX } from './options'

/*
 * A shift alert's search (docs/alerts.md, Shift alerts): /shifts' own filters that narrow which open
 * shifts are new to it: a place with a distance, a position type, a lowest hourly rate. Not the dates
 * (an alert asks for what is new whatever its day). Pure: the form, the endpoint and the hook read it;
 * the place and the numbers are checked by /shifts' own read (domain/shifts/browse.ts, `shiftFilter`).
 */

export type ShiftCriteria = { near: string; km: number; positionType: PositionType | null; minRateCents: number | null }

/** As stored or sent: every field optional. */
export type ShiftCriteriaInput = { near?: string | null; km?: number | null; positionType?: string | null; minRateCents?: number | null }

const km = 'shifts.problems.kmInvalid'
const rate = 'alerts.shifts.errors.rate'
const place = 'alerts.shifts.errors.place'

/** The criteria's fields as the form and the endpoint send them (JSON numbers; the rate in cents). */
export const shiftCriteriaShape = {
  near: z.string({ error: place }).trim().min(1, place).max(ALERT_NEAR_MAX, place),
  km: z.number({ error: km }).int(km).min(1, km).max(SHIFT_FILTER.maxKm, km).nullish(),
  positionType: z.enum(POSITION_TYPES, { error: 'shifts.problems.positionType' }).nullish(),
  minRateCents: z.number({ error: rate }).int(rate).min(0, rate).max(SHIFT_FILTER.maxMinRateCents, rate).nullish(),
}

/** The criteria in one form: the place with single spaces, the default distance filled in, no rate of 0. */
export function normalShiftCriteria(input: ShiftCriteriaInput | null | undefined): ShiftCriteria {
  const near = (input?.near ?? '').trim().replace(/\s+/g, ' ')
  const positionType = POSITION_TYPES.includes(input?.positionType as PositionType) ? (input!.positionType as PositionType) : null
  return {
    near,
    km: typeof input?.km === 'number' && Number.isFinite(input.km) ? input.km : SHIFT_FILTER.defaultKm,
    positionType,
    minRateCents: typeof input?.minRateCents === 'number' && input.minRateCents > 0 ? input.minRateCents : null,
  }
}

/** The criteria as /shifts' read's parameters (domain/shifts/browse.ts reads them; the address of /shifts uses dollars). */
export function shiftCriteriaParams(criteria: ShiftCriteria): URLSearchParams {
  const params = new URLSearchParams({ near: criteria.near, km: String(criteria.km) })
  if (criteria.positionType) params.set('positionType', criteria.positionType)
  if (criteria.minRateCents !== null) params.set('minRate', String(criteria.minRateCents))
  return params
}
