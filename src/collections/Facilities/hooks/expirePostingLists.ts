import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { JOB_LIST_TAG } from '@/domain/jobs/cacheTags'
import { expireAfterCommit } from '@/lib/cache/expire'

/** A facility's name shows in postings read with their facility (depth ≥ 1) through the API. */
export const expireListsOnChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  await expireAfterCommit(req, { tags: [JOB_LIST_TAG] })
  return doc
}

export const expireListsOnDelete: CollectionAfterDeleteHook = async ({ req }) => {
  await expireAfterCommit(req, { tags: [JOB_LIST_TAG] })
}
