import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { queueIndexing } from '@/domain/google/indexingTask'

/** Postings Google may have seen: active ones, and ended ones (the lifecycle claims the new status before saving; see expirePublicViews). */
const SEEN = new Set(['active', 'expired', 'closed'])
const seen = (doc: { status?: string | null } | undefined) => SEEN.has(doc?.status ?? '')

/**
 * With Google's Indexing API configured, a write to a posting that is or was public (publishing,
 * an edit, closing, expiry, deletion) queues its notification in the same transaction; the task
 * decides from the posting as it then is whether its addresses were updated or removed.
 */
export const notifyGoogleOnChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (seen(doc) || seen(previousDoc)) await queueIndexing(req, doc.id)
  return doc
}

export const notifyGoogleOnDelete: CollectionAfterDeleteHook = async ({ doc, id, req }) => {
  if (seen(doc)) await queueIndexing(req, id)
}
