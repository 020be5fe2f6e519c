import 'server-only'

import { alias } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload } from 'payload'

import { withinKm } from '@/domain/places/distance'
import type { LatLng } from '@/domain/places/gazetteer'
import { enumLabel } from '@/i18n/enums'
import type { Language } from '@/i18n/locale'
import { sql } from '@/lib/payload/sql'
import { job_postings, job_postings_texts } from '@/payload-generated-schema'
import type { JobPosting, User } from '@/payload-types'

import { chipTag, type ChipId } from './chips'
import { j, listedSql } from './listing'
import { POSITION_TYPES } from './options'
import { DEFAULT_HOURS_PER_YEAR } from './postingLaw'
import { sortOf, type JobQuery, type PayPeriod, type PostedWithin } from './query'
import { foldForSearch } from './searchText'
import { searchVectorOfJ } from './searchVector'
import { synonymParts, wordsOf } from './synonyms'

export const PAGE_SIZE = 20
export const MAX_WORDS = 6
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
      // Every save folds a location saying remote and the remote tag into the column (remote.ts).
      return sql`${j.remote}`
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

/** On French pages, the position types whose French label holds `word`. */
const frenchTypesOf = (word: string, language: Language) =>
  language === 'fr' ? FRENCH_TYPE_LABELS.filter(([, label]) => label.includes(word)).map(([value]) => value) : []

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
  const types = frenchTypesOf(word, language)
  if (types.length === 0) return text
  return sql`(${text} OR ${j.positionType} IN (${sql.join(types.map((type) => sql`${type}`), sql`, `)}))`
}

/** Any of the terms, each a phrase of whole words (synonyms.ts), by the word index. */
const anyTerm = (terms: string[][]) => terms.map((term) => `(${tsQuery(term, false)})`).join(' | ')

/**
 * The query's words as posting must hold them: every word, except that a known term of the field
 * ("RPh", "medical office assistant") may be matched by any term of its group instead.
 */
function wordsParts(q: string, language: Language): BasePart[] {
  return synonymParts(searchWords(q)).map(({ words, alternatives }) => {
    const own = sql.join(words.map((w) => wordCondition(w, language)), sql` AND `)
    // The language changes the condition only through the French labels a word matches.
    const key = `words:${JSON.stringify([words, alternatives, words.map((w) => frenchTypesOf(w, language))])}`
    if (alternatives.length === 0) return { key, where: own }
    return { key, where: sql`((${own}) OR ${searchVectorOfJ} @@ to_tsquery('simple', ${anyTerm(alternatives)}))` }
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

/*
 * The pay and date filters in SQL and, beside each, in TypeScript on the values the database
 * computes for each listed posting (listedFactsQuery): the in-memory index counts with the second.
 */

/** Its range reaches at least `pay` per `per`, both counted a year at the posting's hours. */
const payCondition = (pay: number, per: PayPeriod) => sql`${topPayYearly} >= ${per === 'year' ? sql`${pay}` : sql`${pay} * ${hours}`}`
/**
 * The same on a posting's top pay a year and hours a year (NaN when it states no pay: never
 * matches). The database compares exact decimals; doubles carry them to well under a millionth at
 * any pay a posting can state, so a millionth of slack keeps an exact tie a match as there.
 */
export const payReaches = (topYearly: number, hoursPerYear: number, pay: number, per: PayPeriod) =>
  topYearly >= (per === 'year' ? pay : pay * hoursPerYear) - 1e-6

/** Posted after this moment (ms) to be within the last `days`. */
export const postedSinceMs = (days: PostedWithin, now: number) => now - days * DAY_MS
const postedCondition = (days: PostedWithin, now: number) => sql`${j.postedDate} > ${new Date(postedSinceMs(days, now)).toISOString()}`

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

/**
 * One condition of what every result of a search holds, whatever its filters: a group of its words
 * or a chip. The key names the condition (the same key, the same postings), so the in-memory index
 * (listedIndex.ts) asks the database once for the postings of each and combines them.
 */
export type BasePart = { key: string; where: SQL }

/** The words and the chips. */
export const baseParts = (query: SearchTerms, language: Language): BasePart[] => [
  ...wordsParts(query.q, language),
  ...query.chips.map((chip) => ({ key: `chip:${chip}`, where: chipCondition(chip) })),
]

/**
 * The distance a search asks for, or null: postings within `km` of `center`, and remote ones
 * wherever they are unless hidden. The SQL below (withinKm) and the in-memory index (distanceKm,
 * the same rule in TypeScript: places/distance.ts) both apply it.
 */
export const distanceOf = (query: SearchTerms) =>
  query.center && query.radius ? { center: query.center, km: query.radius, withRemote: !query.hideRemote } : null

const distanceCondition = ({ center, km, withRemote }: NonNullable<ReturnType<typeof distanceOf>>) =>
  sql`(${withinKm(j.latitude, j.longitude, center, km)}${withRemote ? sql` OR ${j.remote}` : sql``})`

/** The conditions a search applies, each on its own (the in-memory index applies the filters itself: listedIndex.ts). */
function conditions(query: SearchTerms, language: Language, now: number) {
  const provinces = query.provinces ?? []
  const types = query.types ?? []
  const distance = distanceOf(query)
  return {
    // Always: listed, the base parts and the distance.
    base: [listedSql(), ...baseParts(query, language).map((part) => part.where), ...(distance ? [distanceCondition(distance)] : [])],
    province: provinces.length ? inList(j.province, provinces) : null,
    type: types.length ? inList(j.positionType, types) : null,
    posted: query.posted ? postedCondition(query.posted, now) : null,
    pay: query.pay ? payCondition(query.pay, query.per ?? 'hour') : null,
  }
}

/**
 * The one rule of what a search finds, on postings `j`: listed postings matching every word (in
 * `language`'s sense, synonyms included), chip and filter. Find Work lists them and the alert
 * digest emails them, so both always agree (docs/search.md, docs/alert-digest.md).
 */
function matchingCondition(query: SearchTerms, language: Language, now = Date.now()) {
  const c = conditions(query, language, now)
  return sql.join([...c.base, c.province, c.type, c.posted, c.pay].filter((p): p is SQL => p !== null), sql` AND `)
}

/** On French pages, postings whose own French text holds every word come first. */
const frenchFirst = (words: string[]) =>
  words.length ? sql`coalesce(${sql.join(words.map((w) => sql`${j.searchTextFr} LIKE ${`%${w}%`}`), sql` AND `)}, false) DESC, ` : sql``

/** The list's order (ties: newest first, then the latest id). */
function orderBy(query: Pick<JobQuery, 'q' | 'sort'>, language: Language): SQL {
  const newest = sql`${j.postedDate} DESC, ${j.id} DESC`
  const sort = sortOf(query)
  if (sort === 'pay') return sql`${topPayYearly} DESC NULLS LAST, ${newest}`
  const french = language === 'fr' ? frenchFirst(searchWords(query.q)) : sql``
  const rank = sort === 'relevance' ? rankQuery(query.q) : null
  if (!rank) return sql`${french}${newest}`
  return sql`${french}ts_rank(${searchVectorOfJ}, to_tsquery('simple', ${rank})) DESC, ${newest}`
}

/**
 * A page's order as the in-memory index keeps it (listedIndex.ts): a key naming it and the query
 * listing, in that order, every listed posting it can apply to. By pay, or newest first without
 * French matches to put first, the order is the same whatever the words: every listed posting.
 * Ranked by the words, or French matches first, it is the postings holding the words.
 */
export function orderOf(query: Pick<JobQuery, 'q' | 'sort'>, language: Language): { key: string; query: SQL; byWords: boolean } {
  const sort = sortOf(query)
  const words = searchWords(query.q)
  const byWords = sort !== 'pay' && ((language === 'fr' && words.length > 0) || (sort === 'relevance' && rankQuery(query.q) !== null))
  const where = byWords ? sql.join([listedSql(), ...wordsParts(query.q, language).map((part) => part.where)], sql` AND `) : listedSql()
  return {
    key: byWords ? `order:${sort}:${language}:${JSON.stringify(words)}` : `order:${sort === 'pay' ? 'pay' : 'newest'}`,
    query: sql`SELECT string_agg(${j.id}::text, ',' ORDER BY ${orderBy(query, language)}) AS ids FROM ${job_postings} ${j} WHERE ${where}`,
    byWords,
  }
}

/**
 * A page in `query`'s order among `ids` (the postings a search matches, as the in-memory index found
 * them, when they are few): the SQL rule's order and page, ranking only those rows.
 */
export const searchIdsAmongQuery = (query: JobQuery, language: Language, ids: number[]) =>
  sql`SELECT ${j.id} FROM ${job_postings} ${j} WHERE ${j.id} = ANY(${sql.param(ids)}::integer[])
    ORDER BY ${orderBy(query, language)} LIMIT ${PAGE_SIZE + 1} OFFSET ${(query.page - 1) * PAGE_SIZE}`

/**
 * The id query behind a page of Find Work, one more row than the page (to know a next page exists):
 * the SQL rule's own page, which the in-memory index's pages are checked against.
 */
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
/** The number of results and the facets: the same for every page and order of one search. */
export type SearchCounts = { total: number; facets: Facets }

/**
 * How many postings a search finds by the SQL rule, counting no further than `cap`: the reference the
 * in-memory index's counts are checked against (tests/int/listed-index.int.spec.ts), as searchIdsQuery is for its pages.
 */
export const countQuery = (query: SearchTerms, language: Language, cap: number) =>
  sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${job_postings} ${j} WHERE ${matchingCondition(query, language)} LIMIT ${cap}) m`

/** A column of every row as one comma-separated text ('' for null): split in JavaScript, far faster than an array's parser. */
const listOf = (value: SQL | typeof j.id) => sql`string_agg(coalesce((${value})::text, ''), ',')`

/**
 * What the in-memory index keeps of every listed posting, as the database computes it (one row of
 * lists, each in the same order: listOf): its id, province and position type, posted date (ms),
 * the top of its pay a year and its hours a year (empty when it states none), its coordinates
 * (empty when its place is unknown) and whether it is remote.
 */
export const listedFactsQuery = () =>
  sql`SELECT ${listOf(j.id)} AS ids, ${listOf(sql`${j.province}`)} AS provinces, ${listOf(sql`${j.positionType}`)} AS types,
      ${listOf(sql`(extract(epoch FROM ${j.postedDate}) * 1000)::float8`)} AS posted, ${listOf(sql`${topPayYearly}::float8`)} AS top,
      ${listOf(sql`${hours}::float8`)} AS hours, ${listOf(sql`${j.latitude}::float8`)} AS lat, ${listOf(sql`${j.longitude}::float8`)} AS lng,
      ${listOf(sql`${j.remote}`)} AS remote
    FROM ${job_postings} ${j} WHERE ${listedSql()}`

/** The listed postings that hold one base part of a search (one row: their ids, listOf). */
export const basePartIdsQuery = (part: BasePart) =>
  sql`SELECT ${listOf(j.id)} AS ids FROM ${job_postings} ${j} WHERE ${listedSql()} AND ${part.where}`

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
