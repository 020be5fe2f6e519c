import 'server-only'

import { alias } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload } from 'payload'

import { withinKm } from '@/domain/places/distance'
import type { LatLng } from '@/domain/places/gazetteer'
import { enumLabel } from '@/i18n/enums'
import type { Language } from '@/i18n/locale'
import { execute, sql } from '@/lib/payload/sql'
import { job_postings, job_postings_texts } from '@/payload-generated-schema'
import type { JobPosting, User } from '@/payload-types'

import { chipTag, type ChipId } from './chips'
import { j, listedSql } from './listing'
import { POSITION_TYPES } from './options'
import { DEFAULT_HOURS_PER_YEAR } from './postingLaw'
import { POSTED_WITHIN, sortOf, type JobQuery, type PayPeriod, type PostedWithin } from './query'
import { foldForSearch } from './searchText'
import { searchVectorOfJ } from './searchVector'
import { synonymParts, wordsOf } from './synonyms'

export const PAGE_SIZE = 20
const MAX_WORDS = 6
const DAY_MS = 24 * 60 * 60 * 1000

type SQL = ReturnType<typeof sql>

/** What a result card shows, the only fields a page of results reads (the company's rule fields come along). */
export const CARD_SELECT = {
  title: true,
  titleFr: true,
  company: true,
  location: true,
  salaryRange: true,
  payMin: true,
  payMax: true,
  payUnit: true,
  positionType: true,
  employmentType: true,
  experienceLevel: true,
  remote: true,
  isUrgent: true,
  postedDate: true,
  status: true,
  // The card's apply dialog warns before a posting that needs a licence we verified.
  requiresVerifiedLicence: true,
} as const
export type JobCardData = Pick<JobPosting, 'id' | keyof typeof CARD_SELECT>

/**
 * The query's words, folded as the stored search text is (lower-case, no accents); each must appear
 * somewhere in the posting. So a plain LIKE is case- and accent-insensitive here (and cheaper than
 * ILIKE; both use the trigram index).
 */
export const searchWords = (q: string) =>
  foldForSearch(q)
    .split(/\s+/)
    .map((w) => w.replace(/[%_\\]/g, ''))
    .filter(Boolean)
    .slice(0, MAX_WORDS)

const t = alias(job_postings_texts, 't')
const hasTag = (tag: string) =>
  sql`EXISTS (SELECT 1 FROM ${job_postings_texts} ${t} WHERE ${t.parent} = ${j.id} AND ${t.path} = 'tags' AND ${t.text} = ${tag})`

function chipCondition(chip: ChipId) {
  const tag = hasTag(chipTag(chip))
  switch (chip) {
    case 'remote':
      return sql`(${j.remote} OR ${j.location} ILIKE '%remote%' OR ${tag})`
    case 'urgent':
      return sql`(${j.isUrgent} OR ${tag})`
    case 'entry-level':
    case 'senior-level':
      return sql`(${j.experienceLevel}::text = ${chip} OR ${tag})`
    default:
      return sql`(${j.employmentType}::text = ${chip} OR ${tag})`
  }
}

/** Position types with their French labels, lower-cased (what a French reader sees on the badges). */
const FRENCH_TYPE_LABELS = POSITION_TYPES.map((value) => [value, foldForSearch(enumLabel('fr-CA', 'positionType', value))] as const)

/** Words shorter than a trigram are matched as the start of a word (`md`, `np`), which the word index finds. */
const SHORT_WORD = 3

/** A text search query for a phrase of whole words; `prefix` makes each one match the start of a word. */
const tsQuery = (words: string[], prefix: boolean) => words.map((w) => (prefix ? `${w}:*` : w)).join(' <-> ')

/**
 * Where a word may appear: the search text (both languages' text, the position type's value and
 * English label); on French pages also the position type's French label, which the stored text
 * does not hold, so "pharmacien" finds pharmacists' postings written in English only.
 */
function wordCondition(word: string, language: Language) {
  const tokens = wordsOf(word)
  const text =
    word.length < SHORT_WORD && tokens.length > 0
      ? sql`${searchVectorOfJ} @@ to_tsquery('simple', ${tsQuery(tokens, true)})`
      : sql`${j.searchText} LIKE ${`%${word}%`}`
  const types = language === 'fr' ? FRENCH_TYPE_LABELS.filter(([, label]) => label.includes(word)).map(([value]) => value) : []
  if (types.length === 0) return text
  return sql`(${text} OR ${j.positionType} IN (${sql.join(types.map((type) => sql`${type}`), sql`, `)}))`
}

/** Any of the terms, each a phrase of whole words (synonyms.ts), by the word index. */
const anyTerm = (terms: string[][]) => terms.map((term) => `(${tsQuery(term, false)})`).join(' | ')

/**
 * The query's words as posting must hold them: every word, except that a known term of the field
 * ("RPh", "medical office assistant") may be matched by any term of its group instead.
 */
function wordsCondition(q: string, language: Language): SQL[] {
  return synonymParts(searchWords(q)).map(({ words, alternatives }) => {
    const own = sql.join(words.map((w) => wordCondition(w, language)), sql` AND `)
    if (alternatives.length === 0) return own
    return sql`((${own}) OR ${searchVectorOfJ} @@ to_tsquery('simple', ${anyTerm(alternatives)}))`
  })
}

/**
 * What the words rank by: each word as the start of a word, or its synonyms, all of them needed;
 * null without words. Title counts above position type, above place, above the rest (the
 * weights of the stored vector; prepareJob builds its parts).
 */
function rankQuery(q: string): string | null {
  const parts = synonymParts(searchWords(q)).flatMap(({ words, alternatives }) => {
    const own = words.map(wordsOf).filter((w) => w.length > 0)
    if (own.length === 0) return []
    const ownQuery = own.map((w) => `(${tsQuery(w, true)})`).join(' & ')
    return [alternatives.length ? `((${ownQuery}) | ${anyTerm(alternatives)})` : `(${ownQuery})`]
  })
  return parts.length ? parts.join(' & ') : null
}

/** A posting's hours in a year, for comparing hourly and yearly pay (the posting-law rules' conversion). */
const hours = sql`coalesce(${j.hoursPerYear}, ${DEFAULT_HOURS_PER_YEAR})`
/** The top of a posting's pay range, a year. */
const topPayYearly = sql`(CASE WHEN ${j.payUnit} = 'hour' THEN coalesce(${j.payMax}, ${j.payMin}) * ${hours} ELSE coalesce(${j.payMax}, ${j.payMin}) END)`

/** Its range reaches at least `pay` per `per`, both counted a year at the posting's hours. */
const payCondition = (pay: number, per: PayPeriod) => sql`${topPayYearly} >= ${per === 'year' ? sql`${pay}` : sql`${pay} * ${hours}`}`

const postedSince = (days: PostedWithin, now: number) => new Date(now - days * DAY_MS).toISOString()
const postedCondition = (days: PostedWithin, now: number) => sql`${j.postedDate} > ${postedSince(days, now)}`

/**
 * The column among `values` (already checked against the allowed values, query.ts), compared as the
 * column's own type so its index can narrow the search (a cast to text hides the index and the
 * planner's estimate).
 */
const inList = (column: typeof j.province | typeof j.positionType, values: readonly string[]) =>
  sql`${column} IN (${sql.join(values.map((v) => sql`${v}`), sql`, `)})`

/** Where `near` is, once found (search.ts does not look places up: the caller does, see findPlace). */
export type Center = LatLng | null

/** A search, whatever page and order: Find Work's URL and a saved job alert. */
export type SearchTerms = Pick<JobQuery, 'q' | 'chips'> &
  Partial<Pick<JobQuery, 'provinces' | 'types' | 'radius' | 'hideRemote' | 'pay' | 'per' | 'posted'>> & {
    /** Where `near` is; without it a search has no distance. */
    center?: Center
  }

/** The conditions a search applies, each on its own, so counts can leave one out. */
function conditions(query: SearchTerms, language: Language, now: number) {
  const provinces = query.provinces ?? []
  const types = query.types ?? []
  const center = query.center && query.radius ? { ...query.center, km: query.radius } : null
  return {
    // Always: listed, the words, the chips and the distance (remote postings whatever the distance, unless hidden).
    base: [
      listedSql(),
      ...wordsCondition(query.q, language),
      ...query.chips.map(chipCondition),
      ...(center
        ? [sql`(${withinKm(j.latitude, j.longitude, center, center.km)}${query.hideRemote ? sql`` : sql` OR ${j.remote}`})`]
        : []),
    ],
    province: provinces.length ? inList(j.province, provinces) : null,
    type: types.length ? inList(j.positionType, types) : null,
    posted: query.posted ? postedCondition(query.posted, now) : null,
    pay: query.pay ? payCondition(query.pay, query.per ?? 'hour') : null,
  }
}

type Conditions = ReturnType<typeof conditions>
type Facet = 'province' | 'type' | 'posted' | 'pay'
const FACETS: Facet[] = ['province', 'type', 'posted', 'pay']

const and = (parts: (SQL | null)[]) => {
  const kept = parts.filter((p): p is SQL => p !== null)
  return kept.length ? sql.join(kept, sql` AND `) : sql`true`
}
/** Every condition but `leave` (to count what choosing another value of that filter would give). */
const allBut = (c: Conditions, leave?: Facet) => and([...c.base, ...FACETS.filter((f) => f !== leave).map((f) => c[f])])

/**
 * The one rule of what a search finds, on postings `j`: listed postings matching every word (in
 * `language`'s sense, synonyms included), chip and filter. Find Work lists them and the alert
 * digest emails them, so both always agree (docs/search.md, docs/alert-digest.md).
 */
const matchingCondition = (query: SearchTerms, language: Language, now = Date.now()) => allBut(conditions(query, language, now))

/** On French pages, postings whose own French text holds every word come first. */
const frenchFirst = (words: string[]) =>
  words.length ? sql`coalesce(${sql.join(words.map((w) => sql`${j.searchTextFr} LIKE ${`%${w}%`}`), sql` AND `)}, false) DESC, ` : sql``

/** The list's order (ties: newest first, then the latest id). */
function orderBy(query: JobQuery, language: Language): SQL {
  const newest = sql`${j.postedDate} DESC, ${j.id} DESC`
  const sort = sortOf(query)
  if (sort === 'pay') return sql`${topPayYearly} DESC NULLS LAST, ${newest}`
  const french = language === 'fr' ? frenchFirst(searchWords(query.q)) : sql``
  const rank = sort === 'relevance' ? rankQuery(query.q) : null
  if (!rank) return sql`${french}${newest}`
  return sql`${french}ts_rank(${searchVectorOfJ}, to_tsquery('simple', ${rank})) DESC, ${newest}`
}

/** The id query behind a page of Find Work: one more row than the page, to know a next page exists. */
export function searchIdsQuery(query: JobQuery, language: Language = 'en', center: Center = null, now = Date.now()) {
  return sql`SELECT ${j.id} FROM ${job_postings} ${j} WHERE ${matchingCondition({ ...query, center }, language, now)}
    ORDER BY ${orderBy(query, language)} LIMIT ${PAGE_SIZE + 1} OFFSET ${(query.page - 1) * PAGE_SIZE}`
}

const ids = (where: SQL, limit: number) =>
  sql`SELECT ${j.id} FROM ${job_postings} ${j} WHERE ${where} ORDER BY ${j.postedDate} DESC, ${j.id} DESC LIMIT ${limit}`

/**
 * The postings that match a search and went live after `since` (their posted date, set when they
 * become active), newest first, at most `limit`; `also` narrows further (the digest leaves out what
 * an alert was already sent). The alert digest's query: Find Work's condition, in one place.
 */
export function newMatchesQuery(query: SearchTerms, language: Language, opts: { since: Date; limit: number; also?: SQL }) {
  return ids(newMatches(query, language, opts), opts.limit)
}

const newMatches = (query: SearchTerms, language: Language, opts: { since: Date; also?: SQL }) =>
  sql.join([matchingCondition(query, language), sql`${j.postedDate} > ${opts.since.toISOString()}`, ...(opts.also ? [opts.also] : [])], sql` AND `)

/** How many postings `newMatchesQuery` would find without its limit, counting no further than `cap`. */
export function newMatchesCountQuery(query: SearchTerms, language: Language, opts: { since: Date; cap: number; also?: SQL }) {
  return sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${job_postings} ${j} WHERE ${newMatches(query, language, opts)} LIMIT ${opts.cap}) m`
}

/** Counts beside each filter value: what the list would hold with that value chosen, all else as it is. */
export type Facets = {
  provinces: Record<string, number>
  types: Record<string, number>
  posted: Record<string, number>
}

/**
 * The number of results and the facets' counts in one pass over the postings that match the words,
 * chips and place: each count leaves out its own filter (choosing another province adds to the
 * provinces chosen) and applies every other one.
 */
function countsQuery(query: SearchTerms, language: Language, now = Date.now()) {
  const c = conditions(query, language, now)
  const postedCounts = sql.join(
    POSTED_WITHIN.map((days) => sql`count(*) FILTER (WHERE ${allBut({ ...c, base: [] }, 'posted')} AND ${postedCondition(days, now)})::int AS ${sql.raw(`posted_${days}`)}`),
    sql`, `,
  )
  // grouping() is 1 on the rows grouped by province alone, 2 by position type alone, 3 for the whole set.
  return sql`SELECT grouping(${j.province}, ${j.positionType}) AS set, ${j.province}::text AS province, ${j.positionType}::text AS type,
      count(*) FILTER (WHERE ${allBut({ ...c, base: [] }, 'province')})::int AS for_province,
      count(*) FILTER (WHERE ${allBut({ ...c, base: [] }, 'type')})::int AS for_type,
      count(*) FILTER (WHERE ${allBut({ ...c, base: [] })})::int AS total,
      ${postedCounts}
    FROM ${job_postings} ${j} WHERE ${and(c.base)}
    GROUP BY GROUPING SETS ((${j.province}), (${j.positionType}), ())`
}

function readCounts(rows: Record<string, unknown>[]): { total: number; facets: Facets } {
  const facets: Facets = { provinces: {}, types: {}, posted: {} }
  let total = 0
  for (const row of rows) {
    const set = Number(row.set)
    if (set === 1 && row.province !== null) facets.provinces[String(row.province)] = Number(row.for_province)
    if (set === 2 && row.type !== null) facets.types[String(row.type)] = Number(row.for_type)
    if (set === 3) {
      total = Number(row.total)
      for (const days of POSTED_WITHIN) facets.posted[String(days)] = Number(row[`posted_${days}`])
    }
  }
  return { total, facets }
}

/** How many postings a search finds, counting no further than `cap`. */
export const countQuery = (query: SearchTerms, language: Language, cap: number) =>
  sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${job_postings} ${j} WHERE ${matchingCondition(query, language)} LIMIT ${cap}) m`

/** A page of Find Work's cards and whether a next page exists. */
export type SearchPage = { jobs: JobCardData[]; hasMore: boolean }
/** The number of results and the facets: the same for every page and order of one search. */
export type SearchCounts = { total: number; facets: Facets }
export type SearchResult = SearchPage & SearchCounts

/**
 * One page of Find Work in a language. The ids come from indexed SQL; the postings' card fields are
 * then read through Payload as the viewer, so every field rule (company privacy, contact email)
 * applies. `center` is where `query.near` is (null: no distance).
 */
export async function searchPage(payload: Payload, query: JobQuery, user: User | null, language: Language, center: Center, now = Date.now()): Promise<SearchPage> {
  const ids = (await execute(payload, searchIdsQuery(query, language, center, now))).map((r) => Number(r.id))
  const pageIds = ids.slice(0, PAGE_SIZE)
  return { jobs: pageIds.length ? await readCards(payload, pageIds, user) : [], hasMore: ids.length > PAGE_SIZE }
}

/** A search's counts, in one grouped pass (whatever page or order is asked: callers may keep them apart). */
export async function searchCounts(payload: Payload, terms: SearchTerms, language: Language, now = Date.now()): Promise<SearchCounts> {
  return readCounts(await execute(payload, countsQuery(terms, language, now)))
}

/** One page of Find Work with its counts (see searchPage and searchCounts). */
export async function searchJobs(
  payload: Payload,
  query: JobQuery,
  user: User | null,
  language: Language = 'en',
  center: Center = null,
): Promise<SearchResult> {
  const now = Date.now()
  const [page, counts] = await Promise.all([
    searchPage(payload, query, user, language, center, now),
    searchCounts(payload, { ...query, center }, language, now),
  ])
  return { ...page, ...counts }
}

/**
 * The cards of the postings `ids`, in that order, read through Payload as `user` (null: an anonymous
 * visitor), so every field rule applies: a confidential or unpaid posting's company stays empty.
 * Postings the viewer may not read are left out.
 */
export async function readCards(payload: Payload, ids: number[], user: User | null): Promise<JobCardData[]> {
  if (ids.length === 0) return []
  const { docs } = await payload.find({
    collection: 'job-postings',
    where: { id: { in: ids } },
    select: CARD_SELECT,
    limit: ids.length,
    pagination: false,
    depth: 0,
    user: user ?? undefined,
    overrideAccess: false,
  })
  const order = new Map(ids.map((id, i) => [id, i]))
  return docs.sort((a, b) => order.get(a.id)! - order.get(b.id)!)
}

/**
 * One posting as the viewer may see it, or null when there is none for them. Any other failure
 * (the database not answering) is thrown: a cached page must never remember "not found" for it.
 */
export async function findJob(payload: Payload, id: number, user: User | null): Promise<JobPosting | null> {
  try {
    return await payload.findByID({ collection: 'job-postings', id, depth: 0, user: user ?? undefined, overrideAccess: false })
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null
    throw error
  }
}
