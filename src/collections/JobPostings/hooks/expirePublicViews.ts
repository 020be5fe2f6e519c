import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { jobTags } from '@/domain/jobs/cacheTags'
import { expireAfterCommit } from '@/lib/cache/expire'

/**
 * Any write to a posting (an edit, a move between states through the lifecycle, a deletion)
 * expires the cached Find Work pages, anonymous API reads and the posting's own page, once the
 * write has committed. Cheap enough to do for every write, and no rule has to be remembered twice.
 */
export const expireOnChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  await expireAfterCommit(req, { tags: jobTags(doc.id) })
  return doc
}

export const expireOnDelete: CollectionAfterDeleteHook = async ({ id, req }) => {
  await expireAfterCommit(req, { tags: jobTags(id) })
}
