import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * Deleting a posting takes its applications and saves with it, in the same transaction: they mean
 * nothing without the posting, and the database would refuse to orphan them. Only the server deletes
 * postings (the retention task, three years after one was archived: domain/jobs/archive.ts; no client
 * may), so this runs as the server. Resumes stay with their owners; the audit trail keeps its rows.
 */
export const removeDependents: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const where = { jobPosting: { equals: id } }
  await req.payload.delete({ collection: 'applications', where, overrideAccess: true, req })
  await req.payload.delete({ collection: 'saved-jobs', where, overrideAccess: true, req })
}
