import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * Deleting a posting (admins only) takes its applications and saves with it, in the same
 * transaction: they mean nothing without the posting, and the database would refuse to orphan them.
 * Resumes stay with their owners; the audit trail keeps its rows.
 */
export const removeDependents: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const where = { jobPosting: { equals: id } }
  // Server-side cleanup after the collection's delete access allowed the deletion itself.
  await req.payload.delete({ collection: 'applications', where, overrideAccess: true, req })
  await req.payload.delete({ collection: 'saved-jobs', where, overrideAccess: true, req })
}
