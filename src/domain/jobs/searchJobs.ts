import 'server-only'

import type { Payload } from 'payload'

import type { Language } from '@/i18n/locale'
import type { User } from '@/payload-types'

import { searchCounts, searchPageIds } from './listedIndex'
import type { JobQuery } from './query'
import { readCards, type Center, type JobCardData, type SearchCounts } from './search'

/** A page of Find Work's cards and whether a next page exists. */
export type SearchPage = { jobs: JobCardData[]; hasMore: boolean }
export type SearchResult = SearchPage & SearchCounts

/**
 * One page of Find Work in a language. The ids come from the in-memory index (listedIndex.ts: the
 * postings the SQL rule matches, in its order); the postings' card fields are then read through
 * Payload as the viewer, so every field rule (company privacy, contact email) applies. `center` is
 * where `query.near` is (null: no distance).
 */
export async function searchPage(payload: Payload, query: JobQuery, user: User | null, language: Language, center: Center, now = Date.now()): Promise<SearchPage> {
  const { ids, hasMore } = await searchPageIds(payload, query, language, center, now)
  return { jobs: ids.length ? await readCards(payload, ids, user) : [], hasMore }
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
