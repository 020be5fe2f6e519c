import type { CollectionBeforeChangeHook } from 'payload'

import { creationFields } from '@/domain/jobs/lifecycle'
import { buildSearchText } from '@/domain/jobs/searchText'

/**
 * New postings belong to their creator and start as the lifecycle table says: an employer's as an
 * unpaid draft, an admin's free and live at once (docs/lifecycle.md). A server call without a user
 * (the demo seed) keeps the state it sets. Keeps the search column and tags normalised on every write.
 */
export const prepareJob: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  let next = { ...data }
  if (operation === 'create') {
    if (req.user) next.createdBy = req.user.id
    if (req.user || !next.status) next = { ...next, ...(await creationFields(req.payload, req.user, req)) }
  }
  if (Array.isArray(next.tags)) {
    next.tags = [...new Set((next.tags as string[]).map((t) => String(t).trim().toLowerCase()).filter(Boolean))]
  }
  next.searchText = buildSearchText({ ...originalDoc, ...next })
  return next
}
