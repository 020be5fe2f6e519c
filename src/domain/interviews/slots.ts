import { isCanadianZone, zonedInstant } from './zones'

/*
 * An interview proposal's limits and checks (docs/pipeline.md, Interviews). Pure: the workspace's
 * form and the server's hook read the same ones. A slot arrives as the form's clock readings in its
 * zone (`YYYY-MM-DDTHH:mm`) or as instants (ISO with an offset), and is kept as UTC instants.
 */

export const MAX_SLOTS = 3
export const MAX_LOCATION = 200
export const MAX_INVITE_MESSAGE = 1_000
export const MAX_NOTE = 500
export const MAX_ACCOMMODATION = 1_000
/** Longest slot: a working day. */
const MAX_MINUTES = 8 * 60
/** Furthest ahead a slot may start: a year. */
const MAX_AHEAD_MS = 366 * 24 * 60 * 60 * 1000

export const INTERVIEW_STATUSES = ['proposed', 'booked', 'otherTimes', 'cancelled'] as const
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number]

/** A slot as stored: instants and the zone it is shown in. */
export type Slot = { start: string; end: string; timeZone: string }

type SlotProblem = 'slotsMissing' | 'tooManySlots' | 'slotInvalid' | 'zoneUnknown' | 'endBeforeStart' | 'tooLong' | 'slotPast' | 'slotTooFar'

/** An instant as ISO 8601 writes it: `YYYY-MM-DDTHH:mm[:ss[.sss]]` and `Z` or `±HH:mm` (what toISOString gives back). */
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(?:Z|([+-])(\d{2}):(\d{2}))$/

/** The instant, or null unless every part is in range (no February 30, no 24:00, no offset past ±14:00). */
function strictInstant(value: string): Date | null {
  const m = INSTANT.exec(value)
  if (!m) return null
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((part) => Number(part ?? 0))
  const utc = new Date(Date.UTC(year, month - 1, day, hour, minute, second, Number((m[7] ?? '0').padEnd(3, '0'))))
  const exact = utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day && utc.getUTCHours() === hour && utc.getUTCMinutes() === minute && utc.getUTCSeconds() === second
  const offset = m[8] ? (m[8] === '-' ? -1 : 1) * (Number(m[9]) * 60 + Number(m[10])) : 0
  if (!exact || Number(m[10] ?? 0) > 59 || Math.abs(offset) > 14 * 60) return null
  return new Date(utc.getTime() - offset * 60_000)
}

const instantIn = (value: unknown, zone: string): Date | null => {
  if (typeof value !== 'string' || value.length > 40) return null
  // An instant (a copy of a stored slot) says its own offset; a clock reading is in the slot's zone.
  return /(?:Z|[+-]\d{2}:?\d{2})$/.test(value) ? strictInstant(value) : zonedInstant(value, zone)
}

/** The slots as stored, or the first problem: 1 to 3 slots, each in a Canadian zone, ending after it starts, within a day's work, in the future and within a year. */
export function parseSlots(value: unknown, now = new Date()): { slots: Slot[] } | { problem: SlotProblem } {
  if (!Array.isArray(value) || value.length === 0) return { problem: 'slotsMissing' }
  if (value.length > MAX_SLOTS) return { problem: 'tooManySlots' }
  const slots: Slot[] = []
  for (const item of value as unknown[]) {
    if (!item || typeof item !== 'object') return { problem: 'slotInvalid' }
    const { start, end, timeZone } = item as Record<string, unknown>
    if (!isCanadianZone(timeZone)) return { problem: 'zoneUnknown' }
    const from = instantIn(start, timeZone)
    const to = instantIn(end, timeZone)
    if (!from || !to) return { problem: 'slotInvalid' }
    if (to.getTime() <= from.getTime()) return { problem: 'endBeforeStart' }
    if (to.getTime() - from.getTime() > MAX_MINUTES * 60_000) return { problem: 'tooLong' }
    if (from.getTime() <= now.getTime()) return { problem: 'slotPast' }
    if (from.getTime() - now.getTime() > MAX_AHEAD_MS) return { problem: 'slotTooFar' }
    slots.push({ start: from.toISOString(), end: to.toISOString(), timeZone })
  }
  return { slots }
}
