/**
 * What a browser may report about postings (docs/analytics.md), checked before anything is counted.
 * Pure: the endpoint, the counter and the unit tests share it.
 */

const EVENT_TYPES = ['impression', 'view', 'applyClick'] as const
export type EventType = (typeof EVENT_TYPES)[number]

export type PostingEvent = { type: EventType; posting: number }

/** One report names at most this many events (a Find Work page shows 20 cards and one opened posting). */
export const MAX_EVENTS = 50
/** A report's body is at most this many bytes (50 events are well under it). */
export const MAX_BODY_BYTES = 4_096

const MAX_ID = 2_147_483_647

const isEventType = (value: unknown): value is EventType => (EVENT_TYPES as readonly unknown[]).includes(value)
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_ID

/**
 * The events of a report's body, `{ "events": [{ "type": "view", "posting": 12 }, …] }`, each once;
 * null when the body is not exactly that (then nothing of it is counted).
 */
export function parseEvents(body: string): PostingEvent[] | null {
  if (body.length > MAX_BODY_BYTES) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return null
  }
  const events = (parsed as { events?: unknown } | null)?.events
  if (!Array.isArray(events) || events.length === 0 || events.length > MAX_EVENTS) return null
  const seen = new Map<number, PostingEvent>()
  for (const event of events) {
    const { type, posting } = (event ?? {}) as { type?: unknown; posting?: unknown }
    if (!isEventType(type) || !isId(posting)) return null
    const parsed = { type, posting }
    seen.set(eventKey(parsed), parsed)
  }
  return [...seen.values()]
}

/** An event as one whole number (its posting and type), distinct for every distinct event. */
export const eventKey = ({ type, posting }: PostingEvent): number => posting * EVENT_TYPES.length + EVENT_TYPES.indexOf(type)

/** The site's zone: a day's figures are that calendar day in Ontario, as every date the site shows. */
export const SITE_ZONE = 'America/Toronto'

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })

/** The site's calendar day of an instant, `YYYY-MM-DD`. */
export const siteDay = (at: Date): string => dayFormat.format(at)

/**
 * The first day of a period of `days` days ending today, in the site's zone: counted in calendar
 * days from today's date (a day back is not always 24 hours there: the clocks change twice a year).
 */
export function periodStart(days: number, now = new Date()): string {
  const first = new Date(`${siteDay(now)}T00:00:00Z`)
  first.setUTCDate(first.getUTCDate() - (days - 1))
  return first.toISOString().slice(0, 10)
}
