import { offsetMinutes, wallTime, type WallTime } from './zones'

/*
 * An interview as an iCalendar file (RFC 5545) that mail programs add to a calendar: one VEVENT
 * with the round's UID and SEQUENCE (a later file with the same UID and a higher SEQUENCE updates or
 * cancels the event), its times in the slot's own zone (DTSTART;TZID=…) and that zone's VTIMEZONE,
 * METHOD:REQUEST when booked, METHOD:CANCEL when the booking ends (RFC 5546). Lines end with CRLF
 * and are folded at 75 octets; text values are escaped.
 */

export type IcsEvent = {
  method: 'REQUEST' | 'CANCEL'
  uid: string
  sequence: number
  start: Date
  end: Date
  timeZone: string
  summary: string
  location: string
  description: string
  organizer: { name: string; email: string }
  attendee: { name: string; email: string }
  stamp?: Date
  /** The product named in PRODID (default: interviews); relief shifts send the same files. */
  product?: string
}

const pad = (n: number, size = 2) => String(Math.abs(n)).padStart(size, '0')

const local = (w: WallTime) => `${w.year}${pad(w.month)}${pad(w.day)}T${pad(w.hour)}${pad(w.minute)}${pad(w.second)}`

const utc = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')

/** Other control characters (C0 but tab, and DEL) have no place in a content line (§3.1). */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g

/** TEXT values: backslash, semicolon and comma escaped, any line break (CRLF, CR, LF) as \n (RFC 5545 §3.3.11). */
const escapeText = (value: string) =>
  value
    .replace(/\r\n|\r|\n/g, '\n')
    .replace(CONTROL, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n')

/** A parameter value (a CN): quoted, without the characters a quoted value cannot hold (quotes, line breaks, controls). */
const param = (value: string) => `"${value.replace(/[\r\n"]/g, '').replace(CONTROL, '')}"`

/** Folds a content line into lines of at most 75 octets, never splitting a character (§3.1). */
function fold(line: string): string {
  const out: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = Buffer.byteLength(char)
    // The first line holds 75 octets; each continuation starts with a space, so 74 more.
    if (octets + size > (out.length === 0 ? 75 : 74)) {
      out.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  out.push(current)
  return out.join('\r\n ')
}

const offset = (minutes: number) => `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`

const MINUTE = 60_000
/** A zone's offset is compared a week at a time: its clocks never change twice within one. */
const STEP = 7 * 86_400_000
/** How far back a zone's last change of offset is looked for (a year and a half: past any yearly change). */
const LOOK_BACK_STEPS = 79

/**
 * The first minute of the offset `zone` keeps at `at`: the instant its clocks last changed at or
 * before it (within a year and a half), or null when they did not. Found in the runtime's time zone
 * database, a week at a time and then to the minute.
 */
function lastChange(at: Date, zone: string): Date | null {
  const now = offsetMinutes(at, zone)
  let after = at.getTime()
  for (let step = 1; step <= LOOK_BACK_STEPS; step++) {
    const before = at.getTime() - step * STEP
    if (offsetMinutes(new Date(before), zone) === now) {
      after = before
      continue
    }
    // The change lies in (before, after]: halve it down to the minute.
    let [low, high] = [Math.floor(before / MINUTE), Math.floor(after / MINUTE)]
    while (high - low > 1) {
      const mid = Math.floor((low + high) / 2)
      if (offsetMinutes(new Date(mid * MINUTE), zone) === now) high = mid
      else low = mid
    }
    return new Date(high * MINUTE)
  }
  return null
}

/** A UTC instant written as the floating local time of an offset (`YYYYMMDDTHHMMSS`). */
const localAt = (instant: Date, offsetMin: number) => utc(new Date(instant.getTime() + offsetMin * MINUTE)).replace(/Z$/, '')

/** The observance that begins at `change` (or has always been, when null), as RFC 5545 §3.6.5 writes it. */
function observance(zone: string, change: Date | null, at: Date): string[] {
  const to = offsetMinutes(at, zone)
  const from = change ? offsetMinutes(new Date(change.getTime() - MINUTE), zone) : to
  const kind = to > from ? 'DAYLIGHT' : 'STANDARD'
  // DTSTART is the onset as the clocks read it just before: in the offset it changes from.
  const onset = change ? localAt(change, from) : '19700101T000000'
  return [`BEGIN:${kind}`, `DTSTART:${onset}`, `TZOFFSETFROM:${offset(from)}`, `TZOFFSETTO:${offset(to)}`, `END:${kind}`]
}

/**
 * The zone's VTIMEZONE for an event from `start` to `end`: the observance in force at its start,
 * from the zone's last change before it, and the next one when the clocks change during the event.
 * Taken from the runtime's time zone database rather than written as a yearly rule: provinces change
 * their rules (Yukon kept one offset from November 2020; British Columbia and Alberta stopped turning
 * their clocks back in November 2026), and a rule would put such an event an hour off.
 */
function vtimezone(zone: string, start: Date, end: Date): string[] {
  const first = lastChange(start, zone)
  const during = lastChange(end, zone)
  const changes = during && during.getTime() > start.getTime() ? [observance(zone, first, start), observance(zone, during, end)] : [observance(zone, first, start)]
  return ['BEGIN:VTIMEZONE', `TZID:${zone}`, ...changes.flat(), 'END:VTIMEZONE']
}

/** The whole file, CRLF-terminated. */
export function interviewIcs(event: IcsEvent): string {
  const cancel = event.method === 'CANCEL'
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//Healthcare Staffing Canada//${event.product ?? 'Interviews'}//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    ...vtimezone(event.timeZone, event.start, event.end),
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stamp ?? new Date())}`,
    `DTSTART;TZID=${event.timeZone}:${local(wallTime(event.start, event.timeZone))}`,
    `DTEND;TZID=${event.timeZone}:${local(wallTime(event.end, event.timeZone))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `ORGANIZER;CN=${param(event.organizer.name)}:mailto:${event.organizer.email}`,
    `ATTENDEE;CN=${param(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION:mailto:${event.attendee.email}`,
    `STATUS:${cancel ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(fold).join('\r\n') + '\r\n'
}
