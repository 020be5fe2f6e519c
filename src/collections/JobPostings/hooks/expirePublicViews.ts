import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { jobTags } from '@/domain/jobs/cacheTags'
import { expireAfterCommit } from '@/framework/expire'

/**
 * Whether a posting may be in a cached public view: active ones are, and ended ones were until they
 * ended. (The lifecycle claims the new status in SQL before it saves the posting, so `previousDoc`
 * already holds the new status: a posting that just ended is known by its ended status.)
 */
const MAY_BE_SHOWN = new Set(['active', 'expired', 'closed'])
const isPublic = (doc: { status?: string | null } | undefined) => MAY_BE_SHOWN.has(doc?.status ?? '')

/**
 * A write to a posting that is or was public (an edit, a move between states through the
 * lifecycle, a deletion) expires the cached Find Work pages, anonymous API reads and the posting's
 * own page, once the write has committed. Writes to drafts, postings under review and rejected
 * ones change no public view and expire nothing.
 */
export const expireOnChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (isPublic(doc) || isPublic(previousDoc)) await expireAfterCommit(req, { tags: jobTags(doc.id) })
  return doc
}

export const expireOnDelete: CollectionAfterDeleteHook = async ({ doc, id, req }) => {
  if (isPublic(doc)) await expireAfterCommit(req, { tags: jobTags(id) })
}
