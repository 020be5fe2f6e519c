import { CHIP_IDS, type ChipId } from './chips'
import { POSITION_TYPES, PROVINCES, type PositionType, type Province } from './options'

/** Radiuses a distance search offers, in km; 50 when a place is given without one. */
export const RADIUSES = [5, 10, 25, 50, 100, 250] as const
export type Radius = (typeof RADIUSES)[number]
export const DEFAULT_RADIUS: Radius = 50

/** "Posted in the last N days". */
export const POSTED_WITHIN = [1, 3, 7, 14, 30] as const
export type PostedWithin = (typeof POSTED_WITHIN)[number]

const PAY_PERIODS = ['hour', 'year'] as const
export type PayPeriod = (typeof PAY_PERIODS)[number]

/** The orders a list can take; null in a query means the default (relevance with words, newest without). */
export const SORTS = ['relevance', 'newest', 'pay'] as const
export type Sort = (typeof SORTS)[number]

/**
 * Find Work's state, all of it in the URL: words, chips and filters, the order, the page and the
 * posting opened beside the list.
 */
export type JobQuery = {
  q: string
  chips: ChipId[]
  provinces: Province[]
  types: PositionType[]
  /** A Canadian place (city, "City, ON", a postal code or its first three characters); '' for none. */
  near: string
  /** km around `near`; null without a place. */
  radius: Radius | null
  /** Remote postings are listed whatever the distance unless the person hides them (only with `near`). */
  hideRemote: boolean
  /** A minimum pay: a posting matches when the top of its range reaches it. */
  pay: number | null
  per: PayPeriod | null
  posted: PostedWithin | null
  sort: Sort | null
  page: number
  job: number | null
}

/** The list's order: the person's choice, else relevance when there are words and newest without. */
export const sortOf = (query: Pick<JobQuery, 'q' | 'sort'>): Sort => query.sort ?? (query.q ? 'relevance' : 'newest')

/** The two addresses Find Work answers at (the second is the spec's older name for it). */
export const FIND_WORK_BASES = ['/find-work', '/candidates'] as const
export type FindWorkBase = (typeof FIND_WORK_BASES)[number]

const MAX_PAGE = 500
const MAX_NEAR = 80
/** Above any pay a posting can state (postingLaw.ts caps a year at 8,784 hours). */
const MAX_PAY = 10_000_000

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
/** Every value of a repeatable parameter, comma-separated lists included. */
const all = (v: string | string[] | undefined) => (Array.isArray(v) ? v : v ? [v] : []).flatMap((item) => item.split(','))

/** Control characters (a NUL byte among them) are never part of what people type: they become spaces. */
const cleanText = (value: string, max: number) => value.replace(/[\u0000-\u001f\u007f]/g, ' ').trim().replace(/\s+/g, ' ').slice(0, max).trim()

/** The allowed values among those given, once each, in the allowed order. */
const picked = <T extends string>(allowed: readonly T[], given: string[]) => {
  const set = new Set(given.map((g) => g.trim()))
  return allowed.filter((value) => set.has(value))
}

const oneOf = <T extends string | number>(allowed: readonly T[], given: string): T | null =>
  allowed.find((value) => String(value) === given.trim()) ?? null

/** "$55", "55.50", "85,000" → a positive amount with at most two decimals; anything else none. */
function amount(value: string): number | null {
  const text = value.replace(/[\s$,]/g, '')
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(text)) return null
  const n = Number(text)
  return n > 0 && n <= MAX_PAY ? Math.round(n * 100) / 100 : null
}

/**
 * The order as the normal form keeps it: the default is left out, so `?q=x&sort=relevance` and `?q=x`
 * are one search; without words there is nothing to rank by, so relevance is the default newest.
 */
const chosenSort = (q: string, sort: Sort | null): Sort | null => (sort === sortOf({ q, sort: null }) || (sort === 'relevance' && !q) ? null : sort)

/**
 * Reads Find Work's URL state in its one normal form: words and place trimmed with single spaces,
 * chips and filter values once each in a fixed order, defaults left out; a value that is not one of
 * the allowed ones is dropped. Two URLs that mean the same search give the same state, so they
 * share one cached page.
 */
export function parseJobQuery(params: Params): JobQuery {
  const page = Number.parseInt(first(params.page), 10)
  const q = cleanText(first(params.q), 200)
  const near = cleanText(first(params.near), MAX_NEAR)
  const pay = amount(first(params.pay))
  const sort = oneOf(SORTS, first(params.sort))
  return {
    q,
    chips: picked(CHIP_IDS, all(params.chip)),
    provinces: picked(PROVINCES, all(params.province).map((p) => p.toUpperCase())),
    types: picked(POSITION_TYPES, all(params.type)),
    near,
    radius: near ? (oneOf(RADIUSES, first(params.radius)) ?? DEFAULT_RADIUS) : null,
    hideRemote: Boolean(near) && first(params.remote) === 'hide',
    pay,
    per: pay === null ? null : (oneOf(PAY_PERIODS, first(params.per)) ?? 'hour'),
    posted: oneOf(POSTED_WITHIN, first(params.posted)),
    sort: chosenSort(q, sort),
    page: Number.isFinite(page) && page > 0 && page <= MAX_PAGE ? page : 1,
    job: postingId(first(params.job).trim()),
  }
}

/** The URL parameters Find Work reads (anything else in a URL is ignored). */
const PARAMS = ['q', 'chip', 'province', 'type', 'near', 'radius', 'remote', 'pay', 'per', 'posted', 'sort', 'page', 'job'] as const

/** Reads URLSearchParams (the proxy's view of a request) the same way. */
export function parseJobSearchParams(search: URLSearchParams): JobQuery {
  return parseJobQuery(Object.fromEntries(PARAMS.map((name) => [name, search.getAll(name)])))
}

/** A query's state as URL parameters, in the normal form's order (the inverse of parseJobSearchParams). */
export function jobQueryParams(state: JobQuery): URLSearchParams {
  const params = new URLSearchParams()
  if (state.q) params.set('q', state.q)
  // A state changed by a link (a value added to the end, an order chosen) is written in the normal form too.
  for (const chip of picked(CHIP_IDS, state.chips)) params.append('chip', chip)
  for (const province of picked(PROVINCES, state.provinces)) params.append('province', province)
  for (const type of picked(POSITION_TYPES, state.types)) params.append('type', type)
  if (state.near) {
    params.set('near', state.near)
    if (state.radius !== null && state.radius !== DEFAULT_RADIUS) params.set('radius', String(state.radius))
    if (state.hideRemote) params.set('remote', 'hide')
  }
  if (state.pay !== null) {
    params.set('pay', String(state.pay))
    if (state.per && state.per !== 'hour') params.set('per', state.per)
  }
  if (state.posted !== null) params.set('posted', String(state.posted))
  const sort = chosenSort(state.q, state.sort)
  if (sort) params.set('sort', sort)
  if (state.page > 1) params.set('page', String(state.page))
  if (state.job) params.set('job', String(state.job))
  return params
}

/** Whether the query narrows the list in any way beyond its words (filters, chips or a place). */
export const hasFilters = (q: JobQuery) =>
  q.chips.length > 0 || q.provinces.length > 0 || q.types.length > 0 || Boolean(q.near) || q.pay !== null || q.posted !== null

/** A query with the given fields and every other one at its default (no words, filters or page). */
export const jobQuery = (fields: Partial<JobQuery> = {}): JobQuery => ({ ...parseJobQuery({}), ...fields })
