import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { companyTag } from '@/domain/companies/cacheTags'
import { JOB_LIST_TAG } from '@/domain/jobs/cacheTags'
import { expireAfterCommit } from '@/framework/expire'

/** A company's name shows in postings read with their facility (depth ≥ 1) through the API, and on its own page. */
export const expireListsOnChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const slugs = [doc.slug, previousDoc?.slug].filter(Boolean).map(String)
  await expireAfterCommit(req, { tags: [JOB_LIST_TAG, ...slugs.map(companyTag)] })
  return doc
}

export const expireListsOnDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await expireAfterCommit(req, { tags: [JOB_LIST_TAG, ...(doc?.slug ? [companyTag(String(doc.slug))] : [])] })
}
