/*
 * The query string of the back-office lists (the employer workspace, the admin dashboard's
 * Applications and Resume Management tabs): how each value is read, where anything malformed is
 * dropped (never an error), and how a link that changes some of them is written. Pure, so the
 * browser uses it too.
 */

/** Rows on one page of a back-office list. */
export const PAGE_SIZE = 25
/** The longest search text kept (anything longer is cut). */
export const MAX_SEARCH = 100

/** A page's query string as Next gives it to a server component. */
export type QueryValues = Record<string, string | string[] | undefined>
/** A list's state as query-string values, defaults left out. */
export type ListState = Record<string, string>

export const SORTS = ['newest', 'oldest', 'name'] as const
export type ListSort = (typeof SORTS)[number]
/** The order a list has when its address names none: newest first, unless the list says otherwise (a queue: oldest). */
export const DEFAULT_SORT: ListSort = 'newest'

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** A page number (1 when missing or malformed). */
export function pageParam(value: string | string[] | undefined): number {
  const text = first(value)
  return text && /^[1-9]\d{0,6}$/.test(text) ? Number(text) : 1
}

/** A record id (a positive integer PostgreSQL's `integer` holds), or undefined. */
export function idParam(value: string | string[] | undefined): number | undefined {
  const text = first(value)
  return text && /^[1-9]\d{0,8}$/.test(text) ? Number(text) : undefined
}

/** A calendar day written YYYY-MM-DD that exists, or undefined. */
function dayParam(value: string | string[] | undefined): string | undefined {
  const text = first(value)
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) ? text : undefined
}

/** Search text: spaces collapsed, control characters dropped, at most MAX_SEARCH characters; undefined when empty. */
export function textParam(value: string | string[] | undefined): string | undefined {
  const text = first(value)
    ?.replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_SEARCH)
    .trim()
  return text || undefined
}

/** One of `values`, or undefined. */
export function oneOf<T extends string>(values: readonly T[], value: string | string[] | undefined): T | undefined {
  const text = first(value)
  return (values as readonly string[]).includes(text ?? '') ? (text as T) : undefined
}

/** What every list is narrowed and ordered by: the page, a search, a range of days, the order. */
export type ListBasics = { page: number; q?: string; from?: string; to?: string; sort: ListSort }

export const parseBasics = (values: QueryValues, defaultSort: ListSort = DEFAULT_SORT): ListBasics => ({
  page: pageParam(values.page),
  q: textParam(values.q),
  from: dayParam(values.from),
  to: dayParam(values.to),
  sort: oneOf(SORTS, values.sort) ?? defaultSort,
})

/** `values` without the empty ones, as strings. */
export function compact(values: Record<string, string | number | null | undefined>): ListState {
  const state: ListState = {}
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== null && value !== '') state[key] = String(value)
  return state
}

/** The basics as query-string values; the list's default order (`defaultSort`, as parsed) is left out. */
export const basicsState = (basics: ListBasics, defaultSort: ListSort = DEFAULT_SORT): ListState =>
  compact({ q: basics.q, from: basics.from, to: basics.to, sort: basics.sort === defaultSort ? null : basics.sort, page: basics.page > 1 ? basics.page : null })

/**
 * A link to `path` with `state` changed by `changes` (null removes a value). A change of filter
 * passes `page: null` itself, so the list starts again at its first page.
 */
export function hrefWith(path: string, state: ListState, changes: Record<string, string | number | null | undefined> = {}): string {
  const query = new URLSearchParams(compact({ ...state, ...changes })).toString()
  return query ? `${path}?${query}` : path
}
