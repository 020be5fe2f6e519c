import type { Province } from '@/domain/jobs/options'

/*
 * Canada's time zones as an interview's slots name them (IANA names). Their offsets come from the
 * runtime's time zone database (Intl), never from a rule written here: provinces change theirs
 * (Yukon kept one offset from 2020; British Columbia and Alberta stopped turning their clocks back in
 * November 2026, time zone data 2026b and 2026c), so the runtime's data must be current
 * (docs/operations.md, "Time zone data"). Pure functions only: the browser imports this file too.
 */

export const CANADIAN_ZONES = [
  'America/St_Johns',
  'America/Halifax',
  'America/Toronto',
  'America/Winnipeg',
  'America/Regina',
  'America/Edmonton',
  'America/Vancouver',
  'America/Whitehorse',
] as const
export type CanadianZone = (typeof CANADIAN_ZONES)[number]

export const isCanadianZone = (value: unknown): value is CanadianZone => CANADIAN_ZONES.includes(value as CanadianZone)

/**
 * How a zone is named (a key under `interviews.zones` and its values): a zone of the list by its
 * own name; another (a shift site's regional zone, zoneOfPlace.ts) as the local time of its city.
 */
export const zoneLabel = (zone: string): { key: ReturnType<typeof zoneKey> | 'local'; values: { city: string } } => ({
  key: isCanadianZone(zone) ? zoneKey(zone) : 'local',
  values: { city: (zone.split('/').pop() ?? zone).replace(/_/g, ' ') },
})

/** The catalogue key of a zone's name (`interviews.zones.*`). */
export const zoneKey = (zone: CanadianZone) => zone.slice('America/'.length).toLowerCase() as Lowercase<CanadianZone extends `America/${infer City}` ? City : never>

/** The zone most of a province keeps (the proposal form's default for a company there). */
const PROVINCE_ZONES: Record<Province, CanadianZone> = {
  NL: 'America/St_Johns',
  NS: 'America/Halifax',
  NB: 'America/Halifax',
  PE: 'America/Halifax',
  QC: 'America/Toronto',
  ON: 'America/Toronto',
  NU: 'America/Toronto',
  MB: 'America/Winnipeg',
  SK: 'America/Regina',
  AB: 'America/Edmonton',
  NT: 'America/Edmonton',
  BC: 'America/Vancouver',
  YT: 'America/Whitehorse',
}

export const provinceZone = (province: unknown): CanadianZone => PROVINCE_ZONES[province as Province] ?? 'America/Toronto'

export type WallTime = { year: number; month: number; day: number; hour: number; minute: number; second: number }

const formats = new Map<string, Intl.DateTimeFormat>()
const formatIn = (zone: string) => {
  let format = formats.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
    formats.set(zone, format)
  }
  return format
}

/** The clock reading in `zone` at `instant`. */
export function wallTime(instant: Date, zone: string): WallTime {
  const parts = Object.fromEntries(formatIn(zone).formatToParts(instant).map((p) => [p.type, Number(p.value)]))
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second }
}

const utcOf = (w: WallTime) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second)

/** Minutes `zone` is ahead of UTC at `instant` (negative in Canada). */
export const offsetMinutes = (instant: Date, zone: string): number => Math.round((utcOf(wallTime(instant, zone)) - Math.floor(instant.getTime() / 1000) * 1000) / 60_000)

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/

/**
 * The instant a form's `YYYY-MM-DDTHH:mm` means in `zone`, or null when it is not such a reading or
 * names a time the clocks skip (the spring-forward hour) or a day that does not exist.
 */
export function zonedInstant(wall: string, zone: string): Date | null {
  const m = WALL.exec(wall)
  if (!m) return null
  const w: WallTime = { year: +m[1], month: +m[2], day: +m[3], hour: +m[4], minute: +m[5], second: +(m[6] ?? 0) }
  const guess = utcOf(w)
  let at = new Date(guess - offsetMinutes(new Date(guess), zone) * 60_000)
  at = new Date(guess - offsetMinutes(at, zone) * 60_000)
  // The reading back must be the one given: not a day that rolls over (February 30), nor a skipped hour.
  const back = wallTime(at, zone)
  return (Object.keys(w) as (keyof WallTime)[]).every((key) => back[key] === w[key]) ? at : null
}
