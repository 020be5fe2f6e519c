import { CHIP_IDS, type ChipId } from './chips'

/** Find Work's state, all of it in the URL: words, chips, page and the posting opened beside the list. */
export type JobQuery = { q: string; chips: ChipId[]; page: number; job: number | null }

/** The two addresses Find Work answers at (the second is the spec's older name for it). */
export const FIND_WORK_BASES = ['/find-work', '/candidates'] as const
export type FindWorkBase = (typeof FIND_WORK_BASES)[number]

const MAX_PAGE = 500

/** Posting ids are PostgreSQL integers: anything larger names no posting (and the database would refuse it). */
const MAX_ID = 2_147_483_647

/** A posting id written in a URL (`/jobs/ID`, `?job=ID`), or null when it cannot be one. */
export function postingId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null
  const id = Number(value)
  return id > 0 && id <= MAX_ID ? id : null
}

type Params = Record<string, string | string[] | undefined>
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? ''
const all = (v: string | string[] | undefined) => (Array.isArray(v) ? v : v ? [v] : [])

/**
 * Reads Find Work's URL state in its one normal form: words trimmed with single spaces, chips
 * once each in a fixed order; anything malformed falls back to a sensible default. Two URLs that
 * mean the same search give the same state, so they share one cached page.
 */
export function parseJobQuery(params: Params): JobQuery {
  const page = Number.parseInt(first(params.page), 10)
  const chips = new Set(all(params.chip).flatMap((c) => c.split(',')))
  return {
    // Control characters (a NUL byte among them) are never part of a search: they become spaces.
    q: first(params.q).replace(/[\u0000-\u001f\u007f]/g, ' ').trim().replace(/\s+/g, ' ').slice(0, 200).trim(),
    chips: CHIP_IDS.filter((chip) => chips.has(chip)),
    page: Number.isFinite(page) && page > 0 && page <= MAX_PAGE ? page : 1,
    job: postingId(first(params.job).trim()),
  }
}

/** Reads URLSearchParams (the proxy's view of a request) the same way. */
export function parseJobSearchParams(search: URLSearchParams): JobQuery {
  return parseJobQuery({ q: search.get('q') ?? undefined, chip: search.getAll('chip'), page: search.get('page') ?? undefined, job: search.get('job') ?? undefined })
}
