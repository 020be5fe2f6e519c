import 'server-only'

import { alias } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload } from 'payload'

import { enumLabel } from '@/i18n/enums'
import type { Language } from '@/i18n/locale'
import { execute, sql } from '@/lib/payload/sql'
import { job_postings, job_postings_texts } from '@/payload-generated-schema'
import type { JobPosting, User } from '@/payload-types'

import { chipTag, type ChipId } from './chips'
import { j, listedSql } from './listing'
import { positionTypeOptions } from './options'
import type { JobQuery } from './query'
import { foldForSearch } from './searchText'

export const PAGE_SIZE = 20
const MAX_WORDS = 6

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
const searchWords = (q: string) =>
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
const FRENCH_TYPE_LABELS = positionTypeOptions.map(({ value }) => [value, foldForSearch(enumLabel('fr-CA', 'positionType', value))] as const)

/**
 * Where a word may appear: the search text (both languages' text, the position type's value and
 * English label); on French pages also the position type's French label, which the stored text
 * does not hold, so "pharmacien" finds pharmacists' postings written in English only.
 */
function wordCondition(word: string, language: Language) {
  const text = sql`${j.searchText} LIKE ${`%${word}%`}`
  const types = language === 'fr' ? FRENCH_TYPE_LABELS.filter(([, label]) => label.includes(word)).map(([value]) => value) : []
  if (types.length === 0) return text
  return sql`(${text} OR ${j.positionType} IN (${sql.join(types.map((type) => sql`${type}`), sql`, `)}))`
}

type Search = Pick<JobQuery, 'q' | 'chips' | 'page'>
/**
 * What a search asks for, whatever page: its words and chips (Find Work's URL, a saved job alert),
 * and, for a saved alert that has them, one province and one position type.
 */
export type SearchTerms = Pick<JobQuery, 'q' | 'chips'> & { province?: string | null; positionType?: string | null }

/**
 * The one rule of what a search finds, on postings `j`: listed postings matching every word (in
 * `language`'s sense), chip, and the province and position type when given. Find Work lists them
 * and the alert digest emails them, so both always agree (docs/search.md, docs/alert-digest.md).
 */
const matchingCondition = (query: SearchTerms, language: Language) =>
  sql.join(
    [
      listedSql(),
      ...searchWords(query.q).map((w) => wordCondition(w, language)),
      ...query.chips.map(chipCondition),
      ...(query.province ? [sql`${j.province}::text = ${query.province}`] : []),
      ...(query.positionType ? [sql`${j.positionType}::text = ${query.positionType}`] : []),
    ],
    sql` AND `,
  )

/** Every word is in the posting's own French text (null without French text: no match either way). */
const frenchMatch = (words: string[]) => sql.join(words.map((w) => sql`${j.searchTextFr} LIKE ${`%${w}%`}`), sql` AND `)

type SQL = ReturnType<typeof sql>

const ids = (where: SQL, limit: number, offset: number) =>
  sql`SELECT ${j.id} FROM ${job_postings} ${j} WHERE ${where} ORDER BY ${j.postedDate} DESC, ${j.id} DESC LIMIT ${limit} OFFSET ${offset}`

/** The id query behind Find Work: active postings matching every word and chip, newest first. */
export function searchIdsQuery(query: Search, language: Language = 'en') {
  return ids(matchingCondition(query, language), PAGE_SIZE + 1, (query.page - 1) * PAGE_SIZE)
}

/**
 * The postings that match a search and went live after `since` (their posted date, set when they
 * become active), newest first, at most `limit`; `also` narrows further (the digest leaves out what
 * an alert was already sent). The alert digest's query: Find Work's condition, in one place.
 */
export function newMatchesQuery(query: SearchTerms, language: Language, opts: { since: Date; limit: number; also?: SQL }) {
  return ids(newMatches(query, language, opts), opts.limit, 0)
}

const newMatches = (query: SearchTerms, language: Language, opts: { since: Date; also?: SQL }) =>
  sql.join([matchingCondition(query, language), sql`${j.postedDate} > ${opts.since.toISOString()}`, ...(opts.also ? [opts.also] : [])], sql` AND `)

/** How many postings `newMatchesQuery` would find without its limit, counting no further than `cap`. */
export function newMatchesCountQuery(query: SearchTerms, language: Language, opts: { since: Date; cap: number; also?: SQL }) {
  return sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${job_postings} ${j} WHERE ${newMatches(query, language, opts)} LIMIT ${opts.cap}) m`
}

/**
 * French pages list the postings whose French text holds every word first, then the other
 * matches, each part newest first. Each part is its own indexed query (the French text has its
 * own trigram index), read only as far as the page needs: the first part, then the second
 * once the first has run out.
 */
export function frenchFirstQueries(query: Search) {
  const words = searchWords(query.q)
  // Plain conditions, so the French trigram index serves them.
  const french = sql.join([listedSql(), frenchMatch(words), ...query.chips.map(chipCondition)], sql` AND `)
  const others = sql.join([matchingCondition(query, 'fr'), sql`NOT coalesce(${frenchMatch(words)}, false)`], sql` AND `)
  return {
    french: (limit: number, offset: number) => ids(french, limit, offset),
    others: (limit: number, offset: number) => ids(others, limit, offset),
    /** How many postings the first part holds, counting no further than `cap`. */
    frenchCount: (cap: number) => sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${job_postings} ${j} WHERE ${french} LIMIT ${cap}) f`,
  }
}

/** The ids of one page of results, plus one more when a next page exists. */
async function searchIds(payload: Payload, query: JobQuery, language: Language): Promise<number[]> {
  const toIds = (rows: Record<string, unknown>[]) => rows.map((r) => Number(r.id))
  if (language !== 'fr' || searchWords(query.q).length === 0) return toIds(await execute(payload, searchIdsQuery(query, language)))
  const parts = frenchFirstQueries(query)
  const want = PAGE_SIZE + 1
  const offset = (query.page - 1) * PAGE_SIZE
  const french = toIds(await execute(payload, parts.french(want, offset)))
  if (french.length === want) return french
  // The French part ends on this page or before it: the others follow it.
  const frenchTotal =
    french.length > 0 || offset === 0 ? offset + french.length : Number((await execute(payload, parts.frenchCount(offset)))[0]?.n ?? 0)
  const others = toIds(await execute(payload, parts.others(want - french.length, Math.max(0, offset - frenchTotal))))
  return [...french, ...others]
}

/**
 * One page of Find Work in a language. The ids come from indexed SQL (no total count: a next page
 * exists when one more row is found); the postings' card fields are then read through Payload as
 * the viewer, so every field rule (company privacy, contact email) applies.
 */
export async function searchJobs(
  payload: Payload,
  query: JobQuery,
  user: User | null,
  language: Language = 'en',
): Promise<{ jobs: JobCardData[]; hasMore: boolean }> {
  const ids = await searchIds(payload, query, language)
  const hasMore = ids.length > PAGE_SIZE
  const pageIds = ids.slice(0, PAGE_SIZE)
  if (pageIds.length === 0) return { jobs: [], hasMore: false }
  return { jobs: await readCards(payload, pageIds, user), hasMore }
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
