import 'server-only'

import { unstable_cache } from 'next/cache'

import { findPlace } from '@/domain/places/findPlace'
import type { Language } from '@/i18n/locale'
import { getPayloadClient } from '@/lib/payload/client'
import type { JobPosting } from '@/payload-types'

import { JOB_LIST_TAG, jobTag } from './cacheTags'
import type { JobQuery } from './query'
import { noResultsSuggestions, type Suggestion } from './noResults'
import { similarPositions } from './similar'
import { searchCounts } from './listedIndex'
import { findJob, type SearchCounts } from './search'
import { searchPage, type SearchResult } from './searchJobs'

/**
 * What everyone may see of postings, cached for everyone: read as an anonymous visitor (access
 * control on, no user), so a cached copy can never hold anything a person's own rights revealed.
 * What a person's own rights add (the company of their own posting, or of one whose employer moved
 * their application past pending) is filled in by the browser on top; saving and applying ask the
 * server when clicked. Entries expire by tag on every write to a posting that is or was public
 * (expirePublicViews).
 */
type Terms = Omit<JobQuery, 'page' | 'sort' | 'job'>
/** What a search's counts depend on: not its page, its order or the posting opened beside it. */
const termsOf = ({ page: _page, sort: _sort, job: _job, ...terms }: JobQuery): Terms => terms

/** A search's counts, kept apart from its pages: the next page or another order of it counts nothing again. */
const publicCounts = unstable_cache(
  async (terms: Terms, language: Language): Promise<SearchCounts> =>
    searchCounts(await getPayloadClient(), { ...terms, center: terms.near ? findPlace(terms.near) : null }, language),
  ['public-job-counts'],
  { tags: [JOB_LIST_TAG], revalidate: 3600 },
)

const cachedSearch = unstable_cache(
  // The language is part of the key (an argument): French pages rank French matches first.
  async (query: JobQuery, language: Language): Promise<PublicSearch> => {
    // A place the gazetteer does not know is said so beside the box; the search runs without distance.
    const place = query.near ? findPlace(query.near) : null
    const payload = await getPayloadClient()
    const [page, counts] = await Promise.all([searchPage(payload, query, null, language, place), publicCounts(termsOf(query), language)])
    const suggestions = counts.total === 0 ? await noResultsSuggestions(payload, query, language, place) : undefined
    return { ...page, ...counts, place: query.near ? (place?.label ?? null) : undefined, suggestions }
  },
  ['public-job-search'],
  { tags: [JOB_LIST_TAG], revalidate: 3600 },
)

/** A page of a search as everyone sees it; the posting opened beside the list is not part of it. */
export const publicSearch = (query: JobQuery, language: Language) => cachedSearch({ ...query, job: null }, language)

/**
 * A page of results; how `near` was read (its label, null when unknown, undefined when not asked);
 * and, when nothing is found, the changes that would find something.
 */
export type PublicSearch = SearchResult & { place?: string | null; suggestions?: Suggestion[] }

/**
 * One posting as an anonymous visitor sees it (null when it is not public): its data in both
 * languages, the same for every page (each page picks its language's text when rendering).
 */
export const publicJob = (id: number) =>
  unstable_cache(async () => findJob(await getPayloadClient(), id, null), ['public-job', String(id)], {
    tags: [jobTag(id)],
    revalidate: 3600,
  })()

/**
 * The similar positions under a posting, for everyone (similar.ts). They change when any listing
 * does, and with the posting's own type and place.
 */
export const publicSimilar = (job: Pick<JobPosting, 'id' | 'positionType' | 'latitude' | 'longitude'>) =>
  unstable_cache(async () => similarPositions(await getPayloadClient(), job), ['public-similar', String(job.id)], {
    tags: [JOB_LIST_TAG, jobTag(job.id)],
    revalidate: 3600,
  })()
