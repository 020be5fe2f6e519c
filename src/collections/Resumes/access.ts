import type { Access, Where } from 'payload'

import { hasRole, isAdminUser } from '@/access/roles'
import { markedRequest } from '@/access/server'
import { orPrivacySubject } from '@/domain/privacy/mark'
import { applicantResumeIds } from '@/domain/applications/scope'
import { guestKeyFrom } from '@/domain/resumes/guest'

/** Editors work on content only; every other signed-in person may keep resumes. */
export const keepsResumes = (user: unknown) => isAdminUser(user) || !hasRole(user, 'editor')

/** Own resumes: by account when signed in, else by the guest id the browser sent (never both). */
function ownScope(req: Parameters<Access>[0]['req']): Where | false {
  if (req.user) return keepsResumes(req.user) ? { owner: { equals: req.user.id } } : false
  const key = guestKeyFrom(req)
  return key ? { guestKey: { equals: key } } : false
}

/** Admins read all; people their own; an employer also the resumes sent with applications to their postings. */
const readers: Access = async ({ req }) => {
  if (isAdminUser(req.user)) return true
  const own = ownScope(req)
  if (req.user && hasRole(req.user, 'employer')) {
    const shared: Where = { id: { in: await applicantResumeIds(req) } }
    return own ? { or: [own, shared] } : shared
  }
  return own
}

/** Besides them, the export or erasure of a person's data (src/domain/privacy/mark.ts) reads that person's resumes. */
export const readResumes: Access = orPrivacySubject(readers, 'owner')

/** Move and delete: the owner (or guest) and admins. Employers only ever read applicants' resumes. */
export const manageResumes: Access = ({ req }) => (isAdminUser(req.user) ? true : ownScope(req))

/** Delete: the same, and the erasure of a person's data on that person's resumes (with their files). */
export const deleteResumes: Access = orPrivacySubject(manageResumes, 'owner')

const uploading = markedRequest('resumeUpload')

/** Files arrive only through the upload endpoint, which checks content and cleans up on failure. */
export const createResumes: Access = ({ req }) => {
  if (!uploading({ req })) return false
  return req.user ? keepsResumes(req.user) : Boolean(guestKeyFrom(req))
}
