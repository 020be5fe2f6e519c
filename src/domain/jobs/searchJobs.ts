import 'server-only'

import type { Payload } from 'payload'

import type { Language } from '@/i18n/locale'
import { execute } from '@/lib/payload/sql'
import type { User } from '@/payload-types'

import { matchingIds, searchCounts } from './listedIndex'
import type { JobQuery } from './query'
import { PAGE_SIZE, readCards, searchIdsAmongQuery, searchIdsQuery, type Center, type JobCardData, type SearchCounts } from './search'

/** A page of Find Work's cards and whether a next page exists. */
export type SearchPage = { jobs: JobCardData[]; hasMore: boolean }
export type SearchResult = SearchPage & SearchCounts

/**
 * Up to this many matches, a page is ordered among the ids the in-memory index found (a short
 * list: the database reads only those rows); with more, it is asked as a whole (searchIdsQuery),
 * where the posted-date index reaches a page of newest without reading every match.
 */
const AMONG_AT_MOST = 5_000

/**
 * One page of Find Work in a language. The ids come from indexed SQL; the postings' card fields are
 * then read through Payload as the viewer, so every field rule (company privacy, contact email)
 * applies. `center` is where `query.near` is (null: no distance).
 */
export async function searchPage(payload: Payload, query: JobQuery, user: User | null, language: Language, center: Center, now = Date.now()): Promise<SearchPage> {
  const among = await matchingIds(payload, { ...query, center }, language, AMONG_AT_MOST, now)
  const statement = among === null ? searchIdsQuery(query, language, center, now) : among.length ? searchIdsAmongQuery(query, language, among) : null
  const ids = statement ? (await execute(payload, statement)).map((r) => Number(r.id)) : []
  const pageIds = ids.slice(0, PAGE_SIZE)
  return { jobs: pageIds.length ? await readCards(payload, pageIds, user) : [], hasMore: ids.length > PAGE_SIZE }
}

/** One page of Find Work with its counts (see searchPage, and searchCounts in listedIndex.ts). */
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
