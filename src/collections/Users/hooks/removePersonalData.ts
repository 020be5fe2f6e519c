import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * Deleting an account removes the person's data with it (PIPEDA): their professional profile, saved
 * jobs, applications and resumes (files included), in the same transaction. Postings they created
 * stay for the audit of payments; their owner link is cleared by the database.
 */
export const removePersonalData: CollectionBeforeDeleteHook = async ({ id, req }) => {
  // Server-side cleanup after the users collection's delete access allowed the deletion itself.
  const remove = (collection: 'professional-profiles' | 'saved-jobs' | 'applications' | 'resumes', field: string) =>
    req.payload.delete({ collection, where: { [field]: { equals: id } }, overrideAccess: true, req })
  await remove('applications', 'applicant')
  await remove('saved-jobs', 'user')
  await remove('professional-profiles', 'user')
  await remove('resumes', 'owner')
}
