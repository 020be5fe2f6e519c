import 'server-only'

import type { Payload } from 'payload'

import { distanceKm } from '@/domain/places/distance'
import { ByteLimitedCache } from '@/framework/byteLimitedCache.mjs'
import type { Language } from '@/i18n/locale'
import { execute, sql } from '@/lib/payload/sql'

import { POSTED_WITHIN, type JobQuery, type PostedWithin } from './query'
import {
  basePartIdsQuery,
  baseParts,
  distanceOf,
  listedFactsQuery,
  orderOf,
  PAGE_SIZE,
  payReaches,
  searchIdsAmongQuery,
  postedSinceMs,
  type Center,
  type SearchCounts,
  type SearchTerms,
} from './search'

/*
 * Find Work's pages and counts without a pass over the database for each new search (docs/search.md,
 * "Pages and counts"). Each instance keeps, for every listed posting, what the filters and the
 * distance compare (listedFactsQuery); for each base part of a search asked (a group of words, a
 * chip) the postings that hold it, a bit per posting; and for each order asked (by pay, newest, or
 * ranked by a search's words: orderOf) the postings in that order. The database still decides who
 * holds a part and what comes first (the same SQL as Find Work's rule and the alert digest); the
 * index combines parts, applies the distance and the province, type, date and pay filters (their
 * TypeScript forms sit beside their SQL: search.ts, places/distance.ts) and walks an order to a page.
 * It is thrown away whenever a transaction writing postings commits (listing_generation, counted by
 * a trigger), so on every instance it lists and counts what the SQL rule would.
 */

/** Room for the postings of base parts (12.5 kB a part at 100,000 postings: 640 parts). */
const PARTS_BYTES = 8 * 1024 * 1024

/** Room for orders of listed postings (400 kB for every listed posting by pay, at 100,000; a ranking holds only the word's postings). */
const ORDERS_BYTES = 8 * 1024 * 1024

/** Room for other answers drawn from the listed postings ("did you mean" words). */
const KEPT_BYTES = 1024 * 1024

/** Each column of listedFactsQuery: every listed posting's value, comma-separated ('' for none; null for no posting). */
type FactsRow = Record<'ids' | 'provinces' | 'types' | 'posted' | 'top' | 'hours' | 'lat' | 'lng' | 'remote', string | null>

/** A comma-separated list (listOf in search.ts) as its values. */
const split = (list: unknown): string[] => (typeof list === 'string' ? list.split(',') : [])

/** Values as small numbers (-1: none), with the names back. */
function codes(values: string[]) {
  const names: string[] = []
  const index = new Map<string, number>()
  const coded = new Int16Array(values.length)
  values.forEach((value, i) => {
    if (value === '') return void (coded[i] = -1)
    let code = index.get(value)
    if (code === undefined) index.set(value, (code = names.push(value) - 1))
    coded[i] = code
  })
  return { coded, names, index }
}

const numbers = (values: string[]) => Float64Array.from(values, (v) => (v === '' ? NaN : Number(v)))

/** The listed postings as one generation of the database saw them, and the parts asked since. */
class Listed {
  readonly size: number
  readonly position = new Map<number, number>()
  readonly province
  readonly type
  readonly ids: Int32Array
  readonly posted: Float64Array
  readonly top: Float64Array
  readonly hours: Float64Array
  readonly lat: Float64Array
  readonly lng: Float64Array
  readonly remote: Uint8Array
  readonly parts = new ByteLimitedCache(PARTS_BYTES, (bits: Uint32Array) => bits.byteLength)
  /** Orders of listed postings (orderOf), as positions. */
  readonly orders = new ByteLimitedCache(ORDERS_BYTES, (positions: Int32Array) => positions.byteLength)
  /** Parts and orders being asked of the database, by key. */
  readonly asking = new Map<string, Promise<unknown>>()
  /** Other answers drawn from the listed postings (keptWhileListed). */
  readonly kept = new ByteLimitedCache(KEPT_BYTES, (value: unknown) => JSON.stringify(value).length * 2)

  constructor(
    readonly generation: string,
    row: FactsRow,
  ) {
    this.ids = Int32Array.from(split(row.ids), Number)
    this.size = this.ids.length
    this.ids.forEach((id, i) => this.position.set(id, i))
    this.province = codes(split(row.provinces))
    this.type = codes(split(row.types))
    this.posted = numbers(split(row.posted))
    this.top = numbers(split(row.top))
    this.hours = numbers(split(row.hours))
    this.lat = numbers(split(row.lat))
    this.lng = numbers(split(row.lng))
    this.remote = Uint8Array.from(split(row.remote), (remote) => (remote === 'true' ? 1 : 0))
  }

  /** A bit set with every listed posting in it. */
  all() {
    const bits = new Uint32Array(Math.ceil(this.size / 32)).fill(0xffffffff)
    if (this.size % 32) bits[bits.length - 1] = (1 << this.size % 32) - 1
    return bits
  }

  bitsOf(ids: string[]) {
    const bits = new Uint32Array(Math.ceil(this.size / 32))
    for (const id of ids) {
      const i = this.position.get(Number(id))
      if (i !== undefined) bits[i >>> 5] |= 1 << (i & 31)
    }
    return bits
  }
}

type State = { listed?: Listed; loading?: Promise<Listed>; loadingGeneration?: string }
/** One index per database connection (tests and scripts may hold more than one Payload). */
const states = new WeakMap<object, State>()

const generationQuery = sql`SELECT n::text AS n FROM listing_generation`

/** The index for the database's current generation: kept, or read afresh once for everyone asking. */
async function listedOf(payload: Payload): Promise<Listed> {
  const state = states.get(payload.db) ?? states.set(payload.db, {}).get(payload.db)!
  const [{ n }] = await execute(payload, generationQuery)
  const generation = String(n)
  if (state.listed?.generation === generation) return state.listed
  if (state.loading && state.loadingGeneration === generation) return state.loading
  const loading = execute(payload, listedFactsQuery()).then(([row]) => new Listed(generation, row as FactsRow))
  Object.assign(state, { loading, loadingGeneration: generation })
  try {
    const listed = await loading
    if (state.loading === loading) Object.assign(state, { listed, loading: undefined, loadingGeneration: undefined })
    return listed
  } catch (error) {
    if (state.loading === loading) Object.assign(state, { loading: undefined, loadingGeneration: undefined })
    throw error
  }
}

/**
 * The listed postings holding every base part of the search (each part asked of the database once
 * per generation) and within its distance.
 */
async function baseOf(payload: Payload, listed: Listed, terms: SearchTerms, language: Language) {
  const bits = listed.all()
  const parts = await Promise.all(
    baseParts(terms, language).map((part) =>
      keptIn(listed, listed.parts, part.key, async () => {
        const [row] = await execute(payload, basePartIdsQuery(part))
        return listed.bitsOf(split(row?.ids))
      }),
    ),
  )
  for (const held of parts) for (let w = 0; w < bits.length; w++) bits[w] &= held[w]
  const distance = distanceOf(terms)
  if (distance) {
    const { center, km, withRemote } = distance
    forEachIn(bits, (i) => {
      const near = distanceKm(center, { lat: listed.lat[i], lng: listed.lng[i] }) <= km || (withRemote && listed.remote[i] === 1)
      if (!near) bits[i >>> 5] &= ~(1 << (i & 31))
    })
  }
  return bits
}

/** Calls `each` with the position of every posting in `bits`. */
function forEachIn(bits: Uint32Array, each: (i: number) => void) {
  for (let w = 0; w < bits.length; w++) {
    for (let word = bits[w]; word !== 0; word &= word - 1) each((w << 5) | (31 - Math.clz32(word & -word)))
  }
}

/** The filters as tests on a posting's position, each true when the filter is not chosen. */
function filtersOf(listed: Listed, terms: SearchTerms, now: number) {
  const chosen = (values: readonly string[] | undefined, index: Map<string, number>) => {
    if (!values?.length) return null
    return new Set(values.map((v) => index.get(v)).filter((code): code is number => code !== undefined))
  }
  const provinces = chosen(terms.provinces, listed.province.index)
  const types = chosen(terms.types, listed.type.index)
  const since = terms.posted ? postedSinceMs(terms.posted, now) : null
  const pay = terms.pay ? { amount: terms.pay, per: terms.per ?? 'hour' } : null
  return {
    province: (i: number) => provinces === null || provinces.has(listed.province.coded[i]),
    type: (i: number) => types === null || types.has(listed.type.coded[i]),
    posted: (i: number) => since === null || listed.posted[i] > since,
    pay: (i: number) => pay === null || payReaches(listed.top[i], listed.hours[i], pay.amount, pay.per),
  }
}

/**
 * What `key` names, kept in `cache` once asked (single flight: searches arriving meanwhile wait for
 * the same answer rather than ask again).
 */
async function keptIn<T>(listed: Listed, cache: ByteLimitedCache, key: string, ask: () => Promise<T>): Promise<T> {
  const kept = cache.get(key) as T | undefined
  if (kept !== undefined) return kept
  const asking = listed.asking.get(key) as Promise<T> | undefined
  if (asking) return asking
  const answer = ask().then((value) => (cache.set(key, value), value))
  listed.asking.set(key, answer)
  try {
    return await answer
  } finally {
    listed.asking.delete(key)
  }
}

/** The positions of listed postings in the order `order` names (asked of the database once per order and generation). */
const orderedOf = (payload: Payload, listed: Listed, order: ReturnType<typeof orderOf>) =>
  keptIn(listed, listed.orders, order.key, async () => {
    const [row] = await execute(payload, order.query)
    return Int32Array.from(split(row?.ids), (id) => listed.position.get(Number(id)) ?? -1).filter((i) => i >= 0)
  })

/**
 * Orders by pay or newest are every search's: asked once and kept. A ranking by words is the
 * words' alone: up to this many matches, a search whose ranking is not kept yet is paged by the
 * database among them (ranking only those rows); with more, the ranking is asked once and kept, so
 * the next search with the same words, whatever its filters, pages in memory.
 */
const AMONG_AT_MOST = 5_000

/**
 * The ids of a page of Find Work (and whether a next page exists): the postings the search
 * matches, in the order the SQL rule gives them (orderOf), skipping the pages before.
 */
export async function searchPageIds(payload: Payload, query: JobQuery, language: Language, center: Center, now = Date.now()): Promise<{ ids: number[]; hasMore: boolean }> {
  const listed = await listedOf(payload)
  const terms = { ...query, center }
  const bits = await baseOf(payload, listed, terms, language)
  const f = filtersOf(listed, terms, now)
  const matches = (i: number) => (bits[i >>> 5] & (1 << (i & 31))) !== 0 && f.province(i) && f.type(i) && f.posted(i) && f.pay(i)
  const order = orderOf(query, language)
  if (order.byWords && !listed.orders.get(order.key)) {
    const among: number[] = []
    forEachIn(bits, (i) => void (matches(i) && among.push(listed.ids[i])))
    if (among.length === 0) return { ids: [], hasMore: false }
    if (among.length <= AMONG_AT_MOST) {
      const ids = (await execute(payload, searchIdsAmongQuery(query, language, among))).map((row) => Number(row.id))
      return { ids: ids.slice(0, PAGE_SIZE), hasMore: ids.length > PAGE_SIZE }
    }
  }
  let skip = (query.page - 1) * PAGE_SIZE
  const ids: number[] = []
  for (const i of await orderedOf(payload, listed, order)) {
    if (!matches(i)) continue
    if (skip > 0) {
      skip--
      continue
    }
    if (ids.length === PAGE_SIZE) return { ids, hasMore: true }
    ids.push(listed.ids[i])
  }
  return { ids, hasMore: false }
}

/**
 * A search's counts, whatever page or order is asked: the number of results and the facets'. Each
 * facet count leaves out its own filter (choosing another province adds to the provinces chosen)
 * and applies every other one. A province or type is listed when some posting matching the base
 * parts and distance has it, with 0 when the other filters leave none.
 */
export async function searchCounts(payload: Payload, terms: SearchTerms, language: Language, now = Date.now()): Promise<SearchCounts> {
  const listed = await listedOf(payload)
  const bits = await baseOf(payload, listed, terms, language)
  const f = filtersOf(listed, terms, now)
  const byProvince = new Map<number, number>()
  const byType = new Map<number, number>()
  const posted = new Map<PostedWithin, number>(POSTED_WITHIN.map((days) => [days, 0]))
  const sinces = POSTED_WITHIN.map((days) => [days, postedSinceMs(days, now)] as const)
  let total = 0
  forEachIn(bits, (i) => {
    const province = f.province(i)
    const type = f.type(i)
    const inPosted = f.posted(i)
    const pay = f.pay(i)
    const p = listed.province.coded[i]
    const t = listed.type.coded[i]
    if (p >= 0) byProvince.set(p, (byProvince.get(p) ?? 0) + (type && inPosted && pay ? 1 : 0))
    if (t >= 0) byType.set(t, (byType.get(t) ?? 0) + (province && inPosted && pay ? 1 : 0))
    if (province && type && pay) for (const [days, since] of sinces) if (listed.posted[i] > since) posted.set(days, posted.get(days)! + 1)
    if (province && type && inPosted && pay) total++
  })
  const named = (counts: Map<number, number>, names: string[]) => Object.fromEntries([...counts].map(([code, n]) => [names[code], n]))
  return {
    total,
    facets: {
      provinces: named(byProvince, listed.province.names),
      types: named(byType, listed.type.names),
      posted: Object.fromEntries([...posted].map(([days, n]) => [String(days), n])),
    },
  }
}

/**
 * An answer drawn from the listed postings alone, computed once and kept until a posting
 * changes, like the index's parts: "did you mean" asks the same word's closest match once.
 */
export async function keptWhileListed<T>(payload: Payload, key: string, compute: () => Promise<T>): Promise<T> {
  const listed = await listedOf(payload)
  return keptIn(listed, listed.kept, key, compute)
}

/**
 * Reads the index and the orders of searches without words (newest, pay) at start, so the first
 * visitors' searches wait for neither (a full read takes a few hundred ms at 100,000 postings).
 */
export async function warmListedIndex(payload: Payload): Promise<void> {
  const listed = await listedOf(payload)
  await Promise.all((['newest', 'pay'] as const).map((sort) => orderedOf(payload, listed, orderOf({ q: '', sort }, 'en'))))
}
