import { Forbidden, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'

import { accountWants } from '@/domain/account/emailPreferences'
import { queueStatusEmail } from '@/domain/applications/emails'
import { accountLocale } from '@/domain/email/language'
import { isApplicationStatus } from '@/domain/applications/options'
import { ownJobIds } from '@/domain/applications/scope'
import { memberOf } from '@/domain/companies/membership'
import { mayTake, ruleSetting, statusOf } from '@/domain/applications/transitions'
import { recordStatusChange } from '@/domain/audit/recordStatusChange'
import type { Application } from '@/payload-types'

/**
 * New applications belong to the signed-in applicant and start pending. The applicant's name and
 * email are kept with the application as sent, so whoever may read the application (the posting's
 * owner, admins) sees who applied without reading the person's account.
 */
export const prepareApplication: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const user = req.user as { id: number; email?: string; fullName?: string | null } | null
  return {
    ...data,
    applicant: user?.id,
    applicantName: user?.fullName || null,
    applicantEmail: user?.email ?? null,
    status: 'pending',
    appliedAt: new Date().toISOString(),
  }
}

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: number }).id : (value as number))

/**
 * A status change must be a move of the application table (docs/lifecycle.md) that the signed-in
 * user may make; the same status again is no move. Unknown values are left to the field's validation
 * (400). Server calls without a user are the server's own.
 */
export const guardStatusMove: CollectionBeforeChangeHook<Application> = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !originalDoc || !req.user) return data
  const to = data.status
  if (!isApplicationStatus(to) || to === statusOf(originalDoc)) return data
  const rule = ruleSetting(to)
  const jobId = Number(idOf(originalDoc.jobPosting))
  const member = await memberOf(req)
  const posting = (await ownJobIds(req)).includes(jobId) ? { facility: member?.company, createdBy: req.user.id } : null
  if (!rule || !mayTake(rule.action, member, originalDoc, posting)) throw new Forbidden(req.t)
  return data
}

/** The applicant hears about every status change, in the change's transaction and in their language. */
export const emailStatusChange: CollectionAfterChangeHook<Application> = async ({ doc, operation, previousDoc, req }) => {
  if (operation !== 'update' || !previousDoc || previousDoc.status === doc.status) return doc
  // An application whose account was removed has nobody to tell; the status change still stands.
  if (!idOf(doc.applicant) || !doc.applicantEmail) return doc
  // The applicant may have turned these off on /account.
  if (!(await accountWants(req.payload, idOf(doc.applicant), 'applicationUpdates', req))) return doc
  // Only the posting's owner or an admin changes a status, and both may read the posting.
  const job = await req.payload.findByID({ collection: 'job-postings', id: idOf(doc.jobPosting), depth: 0, user: req.user, overrideAccess: false, req })
  const locale = await accountLocale(req.payload, idOf(doc.applicant), req)
  await queueStatusEmail(req.payload, { email: doc.applicantEmail, fullName: doc.applicantName, locale }, job, String(doc.status), req)
  return doc
}

/** The audit trail: the first status, then every change, with who made it (the request's user). */
export const auditStatus: CollectionAfterChangeHook<Application> = async ({ doc, operation, previousDoc, req }) => {
  const from = operation === 'create' ? null : previousDoc?.status
  if (operation === 'create' || from !== doc.status) {
    await recordStatusChange(req.payload, { application: doc.id, from, to: String(doc.status ?? 'pending') }, req)
  }
  return doc
}
