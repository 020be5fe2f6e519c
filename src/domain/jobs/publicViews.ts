import 'server-only'

import { unstable_cache } from 'next/cache'

import { findPlace } from '@/domain/places/findPlace'
import type { Language } from '@/i18n/locale'
import { getPayloadClient } from '@/lib/payload/client'

import { JOB_LIST_TAG, jobTag } from './cacheTags'
import type { JobQuery } from './query'
import { noResultsSuggestions, type Suggestion } from './noResults'
import { findJob, searchJobs, type SearchResult } from './search'

/**
 * What everyone may see of postings, cached for everyone: read as an anonymous visitor (access
 * control on, no user), so a cached copy can never hold anything a person's own rights revealed.
 * What a person's own rights add (the company of their own posting, or of one whose employer moved
 * their application past pending) is filled in by the browser on top; saving and applying ask the
 * server when clicked. Entries expire by tag on every write to a posting that is or was public
 * (expirePublicViews).
 */
export const publicSearch = unstable_cache(
  // The language is part of the key (an argument): French pages rank French matches first.
  async (query: JobQuery, language: Language): Promise<PublicSearch> => {
    // A place the gazetteer does not know is said so beside the box; the search runs without distance.
    const place = query.near ? findPlace(query.near) : null
    const payload = await getPayloadClient()
    const result = await searchJobs(payload, query, null, language, place)
    const suggestions = result.total === 0 ? await noResultsSuggestions(payload, query, language, place) : undefined
    return { ...result, place: query.near ? (place?.label ?? null) : undefined, suggestions }
  },
  ['public-job-search'],
  { tags: [JOB_LIST_TAG], revalidate: 3600 },
)

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
