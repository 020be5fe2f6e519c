import { describe, expect, it } from 'vitest'

import { zoneLabel } from '@/domain/interviews/zones'
import { cityPlace } from '@/domain/places/cityPlace'
import { zoneOfPlace } from '@/domain/places/zoneOfPlace'
import { hasStarted, isLateCancellation, shiftState } from '@/domain/shifts/state'
import { shiftTimes } from '@/domain/shifts/times'
import { isStaleTimeZoneData } from '@/lib/timeZoneData'

/*
 * A shift's local times as instants (docs/shifts.md): each province's zone, the half-hour zone of
 * Newfoundland, Saskatchewan's single offset, the minutes on either side of the daylight-saving
 * changes, and the 48-hour line of a late cancellation.
 */

const NOW = new Date('2027-01-01T00:00:00Z')
/*
 * British Columbia and Alberta stopped turning their clocks back in November 2026 (time zone data
 * 2026b and 2026c): their cases use days before then, which every runtime's data agrees on. What the
 * runtime's data says of later days is checked against the calendar files (interview-calendar).
 */
const BEFORE_THE_CHANGE = new Date('2025-06-01T00:00:00Z')
const times = (date: string, startTime: string, endTime: string, province: string, now = NOW) => shiftTimes({ date, startTime, endTime, province }, now)
const instants = (date: string, startTime: string, endTime: string, province: string, now = NOW) => {
  const got = times(date, startTime, endTime, province, now)
  if ('problem' in got) throw new Error(got.problem)
  return [got.startsAt, got.endsAt]
}

describe('shift times', () => {
  it('the same clock reading across the country, in winter', () => {
    expect(instants('2027-02-10', '09:00', '17:00', 'NL')[0]).toBe('2027-02-10T12:30:00.000Z')
    expect(instants('2027-02-10', '09:00', '17:00', 'NS')[0]).toBe('2027-02-10T13:00:00.000Z')
    expect(instants('2027-02-10', '09:00', '17:00', 'QC')[0]).toBe('2027-02-10T14:00:00.000Z')
    expect(instants('2027-02-10', '09:00', '17:00', 'MB')[0]).toBe('2027-02-10T15:00:00.000Z')
    expect(instants('2027-02-10', '09:00', '17:00', 'SK')[0]).toBe('2027-02-10T15:00:00.000Z')
    expect(instants('2026-02-10', '09:00', '17:00', 'AB', BEFORE_THE_CHANGE)[0]).toBe('2026-02-10T16:00:00.000Z')
    expect(instants('2026-02-10', '09:00', '17:00', 'BC', BEFORE_THE_CHANGE)[0]).toBe('2026-02-10T17:00:00.000Z')
  })

  it('Halifax on the spring-forward night: 01:59 exists, 02:00–02:59 do not, 03:00 does; in summer Saskatchewan matches Alberta', () => {
    expect(instants('2027-03-14', '01:59', '06:00', 'NS')[0]).toBe('2027-03-14T05:59:00.000Z')
    expect(times('2027-03-14', '02:00', '06:00', 'NS')).toEqual({ problem: 'timeSkipped' })
    expect(times('2027-03-14', '02:59', '06:00', 'NS')).toEqual({ problem: 'timeSkipped' })
    expect(times('2027-03-13', '22:00', '02:30', 'NS')).toEqual({ problem: 'timeSkipped' })
    expect(instants('2027-03-14', '03:00', '06:00', 'NS')[0]).toBe('2027-03-14T06:00:00.000Z')
    expect(instants('2027-07-01', '09:00', '17:00', 'SK')[0]).toBe(instants('2027-07-01', '09:00', '17:00', 'AB')[0])
  })

  it('Vancouver on the fall-back night: an overnight shift is nine hours, the repeated hour read as its first pass', () => {
    const [start, end] = instants('2025-11-01', '22:00', '06:00', 'BC', BEFORE_THE_CHANGE)
    expect(new Date(end).getTime() - new Date(start).getTime()).toBe(9 * 3_600_000)
    expect(instants('2025-11-02', '01:30', '05:00', 'BC', BEFORE_THE_CHANGE)[0]).toBe('2025-11-02T08:30:00.000Z')
    // Toronto still turns its clocks back: the same in 2027.
    const [from, to] = instants('2027-11-06', '22:00', '06:00', 'ON')
    expect(new Date(to).getTime() - new Date(from).getTime()).toBe(9 * 3_600_000)
  })

  it('a site in its province’s second zone keeps that zone’s clock (the place decides, not the province)', () => {
    const startAt = (city: string, province: string, date: string) => {
      const got = shiftTimes({ date, startTime: '09:00', endTime: '17:00', province, place: cityPlace(city, province) }, date < '2026-06-01' ? BEFORE_THE_CHANGE : NOW)
      if ('problem' in got) throw new Error(got.problem)
      return [got.startsAt, got.timeZone]
    }
    // Winter: Kenora is on Central time, an hour after Thunder Bay; Lloydminster (SK) on Alberta's Mountain time.
    expect(startAt('Thunder Bay', 'ON', '2027-02-10')).toEqual(['2027-02-10T14:00:00.000Z', 'America/Toronto'])
    expect(startAt('Kenora', 'ON', '2027-02-10')).toEqual(['2027-02-10T15:00:00.000Z', 'America/Winnipeg'])
    expect(startAt('Atikokan', 'ON', '2027-07-10')).toEqual(['2027-07-10T14:00:00.000Z', 'America/Atikokan'])
    expect(startAt('Lloydminster', 'SK', '2026-02-10')).toEqual(['2026-02-10T16:00:00.000Z', 'America/Edmonton'])
    expect(startAt('Saskatoon', 'SK', '2026-02-10')).toEqual(['2026-02-10T15:00:00.000Z', 'America/Regina'])
    // Dawson Creek keeps Mountain Standard Time all year: as Vancouver in summer, an hour ahead of it in winter (before November 2026).
    expect(startAt('Dawson Creek', 'BC', '2027-07-10')[0]).toBe(startAt('Vancouver', 'BC', '2027-07-10')[0])
    expect(startAt('Dawson Creek', 'BC', '2026-02-10')[0]).toBe('2026-02-10T16:00:00.000Z')
    expect(startAt('Cranbrook', 'BC', '2026-02-10')).toEqual(['2026-02-10T16:00:00.000Z', 'America/Edmonton'])
    expect(startAt('Nelson', 'BC', '2026-02-10')).toEqual(['2026-02-10T17:00:00.000Z', 'America/Vancouver'])
    // Labrador and the Magdalen Islands keep Atlantic time; Rankin Inlet Central, Cambridge Bay Mountain, Iqaluit Eastern.
    expect(startAt('Labrador City', 'NL', '2027-02-10')).toEqual(['2027-02-10T13:00:00.000Z', 'America/Halifax'])
    expect(startAt('St. Anthony', 'NL', '2027-02-10')).toEqual(['2027-02-10T12:30:00.000Z', 'America/St_Johns'])
    expect(startAt('Cap-aux-Meules', 'QC', '2027-02-10')).toEqual(['2027-02-10T13:00:00.000Z', 'America/Halifax'])
    expect(startAt('Gaspé', 'QC', '2027-02-10')[1]).toBe('America/Toronto')
    expect(startAt('Rankin Inlet', 'NU', '2027-02-10')[1]).toBe('America/Winnipeg')
    expect(startAt('Cambridge Bay', 'NU', '2027-02-10')[1]).toBe('America/Edmonton')
    expect(startAt('Iqaluit', 'NU', '2027-02-10')[1]).toBe('America/Toronto')
    // An unknown place keeps the province's zone; a regional zone off the main list is named by its city.
    expect(zoneOfPlace('ON', null)).toBe('America/Toronto')
    expect(zoneLabel('America/Dawson_Creek')).toEqual({ key: 'local', values: { city: 'Dawson Creek' } })
    expect(zoneLabel('America/Winnipeg').key).toBe('winnipeg')
  })

  it('the server warns of time zone data older than Canada’s current rules (2026c)', () => {
    expect(['2025c', '2026a', '2026b', '2026c', '2027a'].map((release) => isStaleTimeZoneData(release))).toEqual([true, true, true, false, false])
  })

  it('refuses what is not a shift', () => {
    expect(times('2027-02-29', '09:00', '17:00', 'ON')).toEqual({ problem: 'dateInvalid' })
    expect(times('2027-02-10', '9:00', '17:00', 'ON')).toEqual({ problem: 'timeInvalid' })
    expect(times('2027-02-10', '09:00', '24:00', 'ON')).toEqual({ problem: 'timeInvalid' })
    expect(times('2027-02-10', '09:00', '09:00', 'ON')).toEqual({ problem: 'endEqualsStart' })
    expect(times('2027-02-10', '06:00', '23:00', 'ON')).toEqual({ problem: 'tooLong' })
    expect(times('2026-12-31', '09:00', '17:00', 'ON')).toEqual({ problem: 'datePast' })
    expect(times('2028-02-10', '09:00', '17:00', 'ON')).toEqual({ problem: 'dateTooFar' })
  })
})

describe('shift state', () => {
  const at = (iso: string) => new Date(iso)
  it('an open shift whose start has passed reads as expired; a booked one stays booked but has started', () => {
    expect(shiftState({ status: 'open', startsAt: '2027-01-01T10:00:00Z' }, at('2027-01-01T09:59:59Z'))).toBe('open')
    expect(shiftState({ status: 'open', startsAt: '2027-01-01T10:00:00Z' }, at('2027-01-01T10:00:00Z'))).toBe('expired')
    expect(shiftState({ status: 'booked', startsAt: '2027-01-01T10:00:00Z' }, at('2027-01-02T10:00:00Z'))).toBe('booked')
    expect(hasStarted({ status: 'booked', startsAt: '2027-01-01T10:00:00Z' }, at('2027-01-01T10:00:00Z'))).toBe(true)
    expect(shiftState({ status: 'cancelled', startsAt: '2027-01-01T10:00:00Z' }, at('2026-01-01T00:00:00Z'))).toBe('cancelled')
  })

  it('a cancellation is late under 48 hours before the start, not at 48 hours', () => {
    const start = '2027-01-03T10:00:00Z'
    expect(isLateCancellation(start, at('2027-01-01T10:00:00Z'))).toBe(false)
    expect(isLateCancellation(start, at('2027-01-01T10:00:01Z'))).toBe(true)
  })
})
