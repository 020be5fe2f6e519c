import type { Access, Where } from 'payload'

import { isAdminUser } from '@/access/roles'
import { markedRequest } from '@/access/server'
import { ownJobIds } from '@/domain/applications/scope'
import { applicationRule } from '@/domain/applications/transitions'
import { orPrivacySubject } from '@/domain/privacy/mark'

/** Applicants read their own; employers the applications to their postings; admins all. */
const readers: Access = async ({ req }) => {
  if (isAdminUser(req.user)) return true
  if (!req.user) return false
  const own: Where = { applicant: { equals: req.user.id } }
  const toMyPostings: Where = { jobPosting: { in: await ownJobIds(req) } }
  return { or: [own, toMyPostings] }
}

/** Besides them, the export of a person's data (src/domain/privacy/mark.ts) reads that person's applications. */
export const readApplications: Access = orPrivacySubject(readers, 'applicant')

/**
 * Status changes and the pipeline: the posting's team and admins (which moves, the guardStatusMove
 * hook checks against the table), never on the member's own application (one may apply to the
 * company one works for).
 */
export const updateApplications: Access = async ({ req }) => {
  if (isAdminUser(req.user)) return true
  if (!req.user) return false
  const notOwn: Where = { or: [{ applicant: { not_equals: req.user.id } }, { applicant: { exists: false } }] }
  return { and: [{ jobPosting: { in: await ownJobIds(req) } }, notOwn] }
}

/** Withdraw: the applicant, from the states the table allows (pending); admins remove any. */
export const deleteApplications: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true
  if (!req.user) return false
  const own: Where = { applicant: { equals: req.user.id } }
  const withdrawable: Where = { status: { in: [...applicationRule('withdraw').from] } }
  return { and: [own, withdrawable] }
}

const applying = markedRequest('applying')

/** Applications are created only by the apply flow, which checks the posting and the resume. */
export const createApplications: Access = ({ req }) => Boolean(req.user) && applying({ req })
