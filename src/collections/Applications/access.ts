import type { Access, Where } from 'payload'

import { isAdminUser } from '@/access/roles'
import { ownJobIds } from '@/domain/applications/scope'

/** Applicants read their own; employers the applications to their postings; admins all. */
export const readApplications: Access = async ({ req }) => {
  if (isAdminUser(req.user)) return true
  if (!req.user) return false
  const own: Where = { applicant: { equals: req.user.id } }
  const toMyPostings: Where = { jobPosting: { in: await ownJobIds(req) } }
  return { or: [own, toMyPostings] }
}

/** Status changes: the posting's owner and admins. */
export const updateApplications: Access = async ({ req }) => {
  if (isAdminUser(req.user)) return true
  if (!req.user) return false
  return { jobPosting: { in: await ownJobIds(req) } }
}

/** Withdraw: the applicant while the application is still pending; admins always. */
export const deleteApplications: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true
  if (!req.user) return false
  const own: Where = { applicant: { equals: req.user.id } }
  const pending: Where = { status: { equals: 'pending' } }
  return { and: [own, pending] }
}

/** Applications are created only by the apply flow, which checks the posting and the resume. */
export const createApplications: Access = ({ req }) =>
  Boolean(req.user) && Boolean((req.context as { applying?: unknown }).applying)
