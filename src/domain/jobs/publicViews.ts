import 'server-only'

import { unstable_cache } from 'next/cache'

import type { Language } from '@/i18n/locale'
import { getPayloadClient } from '@/lib/payload/client'

import { JOB_LIST_TAG, jobTag } from './cacheTags'
import type { JobQuery } from './query'
import { findJob, searchJobs } from './search'

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
  async (query: JobQuery, language: Language) => searchJobs(await getPayloadClient(), query, null, language),
  ['public-job-search'],
  { tags: [JOB_LIST_TAG], revalidate: 3600 },
)

/**
 * One posting as an anonymous visitor sees it (null when it is not public): its data in both
 * languages, the same for every page (each page picks its language's text when rendering).
 */
export const publicJob = (id: number) =>
  unstable_cache(async () => findJob(await getPayloadClient(), id, null), ['public-job', String(id)], {
    tags: [jobTag(id)],
    revalidate: 3600,
  })()
