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
  postedSinceMs,
  type Center,
  type SearchCounts,
  type SearchTerms,
} from './search'

/*
 * Find Work's counts without a pass over the database for each new search (docs/search.md, "Counts").
 * Each instance keeps, for every listed posting, what the filters and the distance compare
 * (listedFactsQuery), and for each base part of a search asked (a group of words, a chip) the postings that hold it,
 * as a bit per posting. The database still decides who holds a part (the same SQL condition as
 * Find Work's list and the alert digest); the index only combines parts and applies the distance and
 * the province, type, date and pay filters, whose TypeScript forms sit beside their SQL (search.ts,
 * places/distance.ts).
 * It is thrown away whenever a transaction writing postings commits (listing_generation, counted by
 * a trigger on every instance's database), so it never counts what the list would not show.
 */

/** Room for the postings of base parts (12.5 kB a part at 100,000 postings). */
const PARTS_BYTES = 16 * 1024 * 1024

/** Room for orders of listed postings (400 kB for every listed posting by pay, at 100,000). */
const ORDERS_BYTES = 16 * 1024 * 1024

/** Room for other answers drawn from the listed postings ("did you mean" words). */
const KEPT_BYTES = 1024 * 1024

type Numbers = (number | null)[] | null
type FactsRow = {
  ids: number[] | null
  provinces: (string | null)[] | null
  types: (string | null)[] | null
  posted: Numbers
  top: Numbers
  hours: Numbers
  lat: Numbers
  lng: Numbers
  remote: (boolean | null)[] | null
}

/** Values as small numbers (-1: none), with the names back. */
function codes(values: (string | null)[]) {
  const names: string[] = []
  const index = new Map<string, number>()
  const coded = new Int16Array(values.length)
  values.forEach((value, i) => {
    if (value === null) return void (coded[i] = -1)
    let code = index.get(value)
    if (code === undefined) index.set(value, (code = names.push(value) - 1))
    coded[i] = code
  })
  return { coded, names, index }
}

const numbers = (values: (number | null)[]) => Float64Array.from(values, (v) => (v === null ? NaN : Number(v)))

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
  /** Other answers drawn from the listed postings (keptWhileListed). */
  readonly kept = new ByteLimitedCache(KEPT_BYTES, (value: { json: string }) => value.json.length * 2)

  constructor(
    readonly generation: string,
    row: FactsRow,
  ) {
    this.ids = Int32Array.from(row.ids ?? [], Number)
    this.size = this.ids.length
    this.ids.forEach((id, i) => this.position.set(id, i))
    this.province = codes(row.provinces ?? [])
    this.type = codes(row.types ?? [])
    this.posted = numbers(row.posted ?? [])
    this.top = numbers(row.top ?? [])
    this.hours = numbers(row.hours ?? [])
    this.lat = numbers(row.lat ?? [])
    this.lng = numbers(row.lng ?? [])
    this.remote = Uint8Array.from(row.remote ?? [], (remote) => (remote ? 1 : 0))
  }

  /** A bit set with every listed posting in it. */
  all() {
    const bits = new Uint32Array(Math.ceil(this.size / 32)).fill(0xffffffff)
    if (this.size % 32) bits[bits.length - 1] = (1 << this.size % 32) - 1
    return bits
  }

  bitsOf(ids: number[]) {
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
  for (const part of baseParts(terms, language)) {
    let held: Uint32Array | undefined = listed.parts.get(part.key)
    if (!held) {
      const [row] = await execute(payload, basePartIdsQuery(part))
      held = listed.bitsOf((row?.ids as number[] | null) ?? [])
      listed.parts.set(part.key, held)
    }
    for (let w = 0; w < bits.length; w++) bits[w] &= held[w]
  }
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

/** The positions of listed postings in the order `order` names (asked of the database once per order and generation). */
async function orderedOf(payload: Payload, listed: Listed, order: ReturnType<typeof orderOf>): Promise<Int32Array> {
  const kept: Int32Array | undefined = listed.orders.get(order.key)
  if (kept) return kept
  const [row] = await execute(payload, order.query)
  const positions = Int32Array.from((row?.ids as number[] | null) ?? [], (id) => listed.position.get(Number(id)) ?? -1).filter((i) => i >= 0)
  listed.orders.set(order.key, positions)
  return positions
}

/**
 * The ids of a page of Find Work (and whether a next page exists): the postings the search
 * matches, in the order the SQL rule gives them (orderOf), skipping the pages before.
 */
export async function searchPageIds(payload: Payload, query: JobQuery, language: Language, center: Center, now = Date.now()): Promise<{ ids: number[]; hasMore: boolean }> {
  const listed = await listedOf(payload)
  const terms = { ...query, center }
  const [bits, positions] = await Promise.all([baseOf(payload, listed, terms, language), orderedOf(payload, listed, orderOf(query, language))])
  const f = filtersOf(listed, terms, now)
  let skip = (query.page - 1) * PAGE_SIZE
  const ids: number[] = []
  for (const i of positions) {
    if (!(bits[i >>> 5] & (1 << (i & 31))) || !(f.province(i) && f.type(i) && f.posted(i) && f.pay(i))) continue
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
 * A search's counts, whatever page or order is asked: the number of results and the facets' counts; each count leaves out its own filter (choosing
 * another province adds to the provinces chosen) and applies every other one. A province or type
 * is listed when some posting matching the base parts has it, with 0 when the other filters leave none.
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
 * An answer drawn from the listed postings alone (as JSON), computed once and kept until a posting
 * changes, like the index's parts: "did you mean" asks the same word's closest match once.
 */
export async function keptWhileListed<T>(payload: Payload, key: string, compute: () => Promise<T>): Promise<T> {
  const listed = await listedOf(payload)
  const kept = listed.kept.get(key) as { json: string } | undefined
  if (kept) return JSON.parse(kept.json) as T
  const value = await compute()
  listed.kept.set(key, { json: JSON.stringify(value) })
  return value
}
