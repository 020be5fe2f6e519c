import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * Deleting an account (admins only) removes the person's data with it (PIPEDA): their professional
 * profile, saved jobs, applications and resumes (files included), in the same transaction and as the
 * same admin. Postings they created stay for the audit of payments; their owner link is cleared.
 */
export const removePersonalData: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const remove = (collection: 'professional-profiles' | 'saved-jobs' | 'applications' | 'resumes', field: string) =>
    req.payload.delete({ collection, where: { [field]: { equals: id } }, user: req.user, overrideAccess: false, req })
  await remove('applications', 'applicant')
  await remove('saved-jobs', 'user')
  await remove('professional-profiles', 'user')
  await remove('resumes', 'owner')
}
