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

/** The zone's VTIMEZONE for `year`: one offset all year, or North America's daylight-saving rule. */
function vtimezone(zone: string, year: number): string[] {
  const winter = offsetMinutes(new Date(Date.UTC(year, 0, 15)), zone)
  const summer = offsetMinutes(new Date(Date.UTC(year, 6, 15)), zone)
  if (winter === summer) {
    return ['BEGIN:VTIMEZONE', `TZID:${zone}`, 'BEGIN:STANDARD', 'DTSTART:19700101T000000', `TZOFFSETFROM:${offset(winter)}`, `TZOFFSETTO:${offset(winter)}`, 'END:STANDARD', 'END:VTIMEZONE']
  }
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    'BEGIN:DAYLIGHT',
    'DTSTART:19700308T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
    `TZOFFSETFROM:${offset(winter)}`,
    `TZOFFSETTO:${offset(summer)}`,
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'DTSTART:19701101T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
    `TZOFFSETFROM:${offset(summer)}`,
    `TZOFFSETTO:${offset(winter)}`,
    'END:STANDARD',
    'END:VTIMEZONE',
  ]
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
    ...vtimezone(event.timeZone, wallTime(event.start, event.timeZone).year),
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
