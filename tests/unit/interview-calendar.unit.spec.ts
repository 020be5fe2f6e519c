import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'

import { interviewIcs, type IcsEvent } from '@/domain/interviews/ics'
import { parseSlots } from '@/domain/interviews/slots'
import { CANADIAN_ZONES, zonedInstant } from '@/domain/interviews/zones'

/*
 * Interview times and calendar files (docs/pipeline.md, Interviews): a clock reading in a Canadian
 * zone is the right instant on either side of daylight saving; the file's VTIMEZONE lets a calendar
 * (ical.js here) put the event at that instant; long and accented text is folded at 75 octets and
 * escaped, and reads back as written.
 */

const event = (overrides: Partial<IcsEvent>): IcsEvent => ({
  method: 'REQUEST',
  uid: 'round-1@interviews',
  sequence: 1,
  start: new Date('2027-07-06T14:00:00Z'),
  end: new Date('2027-07-06T14:45:00Z'),
  timeZone: 'America/Toronto',
  summary: 'Interview',
  location: 'Clinic',
  description: 'Where: Clinic',
  organizer: { name: 'Healthcare Staffing Canada', email: 'no-reply@example.com' },
  attendee: { name: 'Ada Applicant', email: 'ada@example.com' },
  stamp: new Date('2027-07-01T00:00:00Z'),
  ...overrides,
})

function read(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!)
  const vevent = calendar.getFirstSubcomponent('vevent')!
  const parsed = new ICAL.Event(vevent)
  return { calendar, parsed, start: parsed.startDate.toJSDate().toISOString(), end: parsed.endDate.toJSDate().toISOString() }
}

describe('interview times', () => {
  it('reads a clock reading in its zone, on either side of daylight saving and in the zones without it', () => {
    expect(zonedInstant('2027-07-06T10:00', 'America/Toronto')?.toISOString()).toBe('2027-07-06T14:00:00.000Z')
    expect(zonedInstant('2027-12-06T10:00', 'America/Toronto')?.toISOString()).toBe('2027-12-06T15:00:00.000Z')
    expect(zonedInstant('2027-12-06T10:00', 'America/St_Johns')?.toISOString()).toBe('2027-12-06T13:30:00.000Z')
    expect(zonedInstant('2027-07-06T10:00', 'America/Regina')?.toISOString()).toBe('2027-07-06T16:00:00.000Z')
    expect(zonedInstant('2027-12-06T10:00', 'America/Regina')?.toISOString()).toBe('2027-12-06T16:00:00.000Z')
    expect(zonedInstant('2027-12-06T10:00', 'America/Whitehorse')?.toISOString()).toBe('2027-12-06T17:00:00.000Z')
  })

  it('refuses a time the clocks skip, a day that does not exist, and what is not a reading', () => {
    expect(zonedInstant('2027-03-14T02:30', 'America/Toronto')).toBeNull()
    expect(zonedInstant('2027-02-30T10:00', 'America/Toronto')).toBeNull()
    expect(zonedInstant('tomorrow', 'America/Toronto')).toBeNull()
    const now = new Date('2027-01-01T00:00:00Z')
    expect(parseSlots([{ start: '2027-03-14T02:30', end: '2027-03-14T03:30', timeZone: 'America/Toronto' }], now)).toEqual({ problem: 'slotInvalid' })
    expect(parseSlots([{ start: '2027-03-15T09:00', end: '2027-03-15T09:30', timeZone: 'America/Halifax' }], now)).toEqual({
      slots: [{ start: '2027-03-15T12:00:00.000Z', end: '2027-03-15T12:30:00.000Z', timeZone: 'America/Halifax' }],
    })
  })
  it('takes instants only in the strict ISO form, with every part in range, and no further than a year ahead', () => {
    const now = new Date('2027-01-01T00:00:00Z')
    const one = (start: string, end: string) => parseSlots([{ start, end, timeZone: 'America/Toronto' }], now)
    expect(one('2027-03-15T13:00:00.000Z', '2027-03-15T13:30:00.000Z')).toEqual({ slots: [{ start: '2027-03-15T13:00:00.000Z', end: '2027-03-15T13:30:00.000Z', timeZone: 'America/Toronto' }] })
    expect(one('2027-03-15T09:00-04:00', '2027-03-15T09:30:00-04:00')).toEqual({ slots: [{ start: '2027-03-15T13:00:00.000Z', end: '2027-03-15T13:30:00.000Z', timeZone: 'America/Toronto' }] })
    for (const start of ['+010000-01-01T10:00:00Z', '2027-02-30T10:00:00Z', '2027-03-15T24:00:00Z', '2027-03-15T10:00:00+15:00', '2027-03-15T10:00:00+0500', '2027-03-15 10:00Z', 'Mon, 15 Mar 2027 10:00:00 Z']) {
      expect(one(start, '2027-03-15T13:30:00.000Z'), start).toEqual({ problem: 'slotInvalid' })
    }
    expect(one('2028-01-03T15:00:00Z', '2028-01-03T15:30:00Z')).toEqual({ problem: 'slotTooFar' })
    expect(parseSlots([{ start: '9999-01-04T10:00', end: '9999-01-04T10:30', timeZone: 'America/Toronto' }], now)).toEqual({ problem: 'slotTooFar' })
  })
})

describe('interview calendar files', () => {
  it('put the event at its instant in summer and in winter (the zone’s daylight-saving rule), and in a zone without one', () => {
    for (const [start, zone] of [
      ['2027-07-06T14:00:00.000Z', 'America/Toronto'],
      ['2027-12-06T15:00:00.000Z', 'America/Toronto'],
      ['2027-11-08T13:30:00.000Z', 'America/St_Johns'],
      ['2027-07-06T16:00:00.000Z', 'America/Regina'],
    ] as const) {
      const end = new Date(new Date(start).getTime() + 45 * 60_000)
      const text = interviewIcs(event({ start: new Date(start), end, timeZone: zone }))
      const { parsed, start: got, end: gotEnd } = read(text)
      expect([got, gotEnd, parsed.startDate.zone?.tzid]).toEqual([start, end.toISOString(), zone])
    }
    const regina = interviewIcs(event({ timeZone: 'America/Regina' }))
    expect(regina).not.toContain('BEGIN:DAYLIGHT')
    expect(interviewIcs(event({}))).toContain('BEGIN:DAYLIGHT')
  })

  it('follow the zone’s own changes rather than a yearly rule: after a zone stopped changing its clocks, on another continent’s dates, across a change', () => {
    for (const [start, zone] of [
      // Yukon kept its summer offset from November 2020: that December is UTC−7, not −8.
      ['2020-12-01T17:00:00.000Z', 'America/Whitehorse'],
      // Europe turns its clocks on the last Sunday of March and October.
      ['2027-03-20T10:00:00.000Z', 'Europe/London'],
      ['2027-03-30T09:00:00.000Z', 'Europe/London'],
      ['2027-10-28T10:00:00.000Z', 'Europe/London'],
    ] as const) {
      const end = new Date(new Date(start).getTime() + 30 * 60_000)
      expect(read(interviewIcs(event({ start: new Date(start), end, timeZone: zone }))).start, `${zone} ${start}`).toBe(start)
    }
    // A night shift across Toronto's fall-back: both ends where they are.
    const night = read(interviewIcs(event({ start: new Date('2027-11-07T03:00:00Z'), end: new Date('2027-11-07T11:00:00Z') })))
    expect([night.start, night.end]).toEqual(['2027-11-07T03:00:00.000Z', '2027-11-07T11:00:00.000Z'])
  })

  it('put any event of 2026 and 2027 in every Canadian zone at its instant, as this runtime’s time zone data has it', () => {
    for (const zone of CANADIAN_ZONES) {
      for (let at = Date.UTC(2026, 0, 3, 15); at < Date.UTC(2028, 0, 1); at += 11 * 86_400_000) {
        const start = new Date(at).toISOString()
        expect(read(interviewIcs(event({ start: new Date(at), end: new Date(at + 3_600_000), timeZone: zone }))).start, `${zone} ${start}`).toBe(start)
      }
    }
  })

  it('fold long and accented lines at 75 octets with CRLF, escape text, and read back as written', () => {
    const summary = `Entrevue : pharmacien·ne à Trois-Rivières; poste de relève, quart de soir, « urgence »\nDeuxième ligne \\ fin ${'é'.repeat(40)}`
    const text = interviewIcs(event({ method: 'CANCEL', sequence: 4, summary, location: 'Salle 2, 3e étage; entrée nord' }))
    expect(text.endsWith('\r\n')).toBe(true)
    const lines = text.split('\r\n').slice(0, -1)
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true)
    expect(lines.some((line) => line.startsWith(' '))).toBe(true)
    expect(text).not.toMatch(/[^\r]\n/)
    const { calendar, parsed } = read(text)
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL')
    expect([parsed.uid, parsed.sequence, parsed.summary, parsed.location]).toEqual(['round-1@interviews', 4, summary, 'Salle 2, 3e étage; entrée nord'])
    expect(parsed.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2027-07-01T00:00:00Z')
  })

  it('turn every line break (CRLF, a bare CR, LF) into one escaped \\n and drop other control characters, in values and in parameters', () => {
    const text = interviewIcs(event({ location: 'Salle 2\rEntrée nord\r\nÉtage 3\nFin\u0007\u001b', attendee: { name: 'Ada\r\nX-EVIL:1\u0000 "A"', email: 'ada@example.com' } }))
    expect(text).toContain('LOCATION:Salle 2\\nEntrée nord\\nÉtage 3\\nFin\r\n')
    expect(text).toContain('ATTENDEE;CN="AdaX-EVIL:1 A";')
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f]/)
    const { parsed } = read(text)
    expect(parsed.location).toBe('Salle 2\nEntrée nord\nÉtage 3\nFin')
  })
})
