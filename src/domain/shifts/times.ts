import { zonedInstant } from '@/domain/interviews/zones'
import type { LatLng } from '@/domain/places/gazetteer'
import { zoneOfPlace } from '@/domain/places/zoneOfPlace'

import { SHIFT_LIMITS } from './options'

/*
 * A shift's times (docs/shifts.md): the site's clock readings (a date, a start and an end as HH:mm)
 * in its site's zone, turned into UTC instants. An end not after the start is the next day
 * (an overnight shift). Across a daylight-saving change the instants say the real length (a night
 * shift on the spring-forward night is an hour shorter). Pure: the form checks the same.
 */

export type ShiftTimes = { date: string; startTime: string; endTime: string; timeZone: string; startsAt: string; endsAt: string }

export type TimeProblem = 'dateInvalid' | 'timeInvalid' | 'timeSkipped' | 'endEqualsStart' | 'tooLong' | 'datePast' | 'dateTooFar'

const DATE = /^\d{4}-\d{2}-\d{2}$/
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** The day after `date` (YYYY-MM-DD), as YYYY-MM-DD. */
const nextDay = (date: string) => {
  const [y, m, d] = date.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10)
}

/** Whether `date` names a day that exists (no February 30). */
const realDate = (date: string) => {
  if (!DATE.test(date)) return false
  const [y, m, d] = date.split('-').map(Number)
  const at = new Date(Date.UTC(y, m - 1, d))
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d
}

/** The minutes of an `HH:mm` reading. */
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/**
 * The shift on `date` from `startTime` to `endTime` in the site's zone (its place's, else its
 * province's: zoneOfPlace.ts), or the first problem: a
 * date or time that is not one, a start or end the clocks skip, an end equal to the start, longer
 * than 16 hours, starting in the past or more than a year ahead.
 */
export function shiftTimes(input: { date: unknown; startTime: unknown; endTime: unknown; province: unknown; place?: LatLng | null }, now = new Date()): ShiftTimes | { problem: TimeProblem } {
  const { date, startTime, endTime } = input
  if (typeof date !== 'string' || !realDate(date)) return { problem: 'dateInvalid' }
  if (typeof startTime !== 'string' || typeof endTime !== 'string' || !TIME.test(startTime) || !TIME.test(endTime)) return { problem: 'timeInvalid' }
  if (startTime === endTime) return { problem: 'endEqualsStart' }
  const timeZone = zoneOfPlace(input.province, input.place)
  const endDate = minutesOf(endTime) <= minutesOf(startTime) ? nextDay(date) : date
  const start = zonedInstant(`${date}T${startTime}`, timeZone)
  const end = zonedInstant(`${endDate}T${endTime}`, timeZone)
  if (!start || !end) return { problem: 'timeSkipped' }
  if (end.getTime() - start.getTime() > SHIFT_LIMITS.maxHours * 3_600_000) return { problem: 'tooLong' }
  if (start.getTime() <= now.getTime()) return { problem: 'datePast' }
  if (start.getTime() - now.getTime() > SHIFT_LIMITS.maxDaysAhead * 86_400_000) return { problem: 'dateTooFar' }
  return { date, startTime, endTime, timeZone, startsAt: start.toISOString(), endsAt: end.toISOString() }
}
