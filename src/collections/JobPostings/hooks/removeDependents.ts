import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * Deleting a posting (admins only) takes its applications and saves with it, in the same
 * transaction and as the same admin: they mean nothing without the posting, and the database would
 * refuse to orphan them. Resumes stay with their owners; the audit trail keeps its rows.
 */
export const removeDependents: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const where = { jobPosting: { equals: id } }
  await req.payload.delete({ collection: 'applications', where, user: req.user, overrideAccess: false, req })
  await req.payload.delete({ collection: 'saved-jobs', where, user: req.user, overrideAccess: false, req })
}
