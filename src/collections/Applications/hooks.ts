import { eq } from '@payloadcms/db-postgres/drizzle'
import { Forbidden, type CollectionAfterChangeHook, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook } from 'payload'

import { accountWants } from '@/domain/account/emailPreferences'
import { interviewDateProblem, isDecision } from '@/domain/applications/decisionDeadline'
import { queueDecisionEmail, queueStatusEmail } from '@/domain/applications/emails'
import { accountLocale } from '@/domain/email/language'
import { isApplicationStatus } from '@/domain/applications/options'
import { ownJobIds } from '@/domain/applications/scope'
import { memberOf } from '@/domain/companies/membership'
import { mayTake, ruleSetting, statusOf } from '@/domain/applications/transitions'
import { recordStatusChange } from '@/domain/audit/recordStatusChange'
import { noticePosting } from '@/domain/messages/notice'
import { queueCompanyStatusEmail, statusEmailChoice } from '@/domain/pipeline/statusEmail'
import { requestLocale } from '@/i18n/requestLanguage'
import { translator } from '@/i18n/translator'
import { database } from '@/lib/payload/sql'
import { application_messages, application_notes } from '@/payload-generated-schema'
import type { Application } from '@/payload-types'
import { invalidFields } from '@/lib/payload/invalidFields'

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

/** Two stored dates are the same (both unset, or the same moment). */
const sameMoment = (a: unknown, b: unknown) =>
  (!a && !b) || (Boolean(a) && Boolean(b) && new Date(a as string).getTime() === new Date(b as string).getTime())

/**
 * The last interview's date (the 45-day answer, domain/applications/decisionDeadline.ts): set by
 * the server when an application moves to interviewed (now, or the day the reviewer gives, not in
 * the future nor before the application); a reviewer records a later interview by sending a new
 * date while it is interviewed. A date sent at any other time, or a bad one, is refused (400, in
 * the asker's language) and nothing changes. Clearing it is refused too: it is the law's record.
 */
export const stampInterview: CollectionBeforeChangeHook<Application> = ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const from = statusOf(originalDoc)
  const to = isApplicationStatus(data.status) ? data.status : from
  const sent = 'interviewedAt' in data && !sameMoment(data.interviewedAt, originalDoc.interviewedAt) ? data.interviewedAt : undefined
  const refuse = (key: 'onlyWhenInterviewed' | 'required' | 'invalid' | 'future' | 'beforeApplied') => {
    const t = translator(requestLocale(req))
    throw invalidFields(req, { collection: 'applications', errors: [{ path: 'interviewedAt', message: t(`decisions.interviewDate.${key}`) }] })
  }
  if (to !== 'interviewed') {
    if (sent !== undefined) refuse('onlyWhenInterviewed')
    return data
  }
  const newInterview = from !== 'interviewed'
  if (sent === undefined || sent === null) {
    if (sent === null && !newInterview) refuse('required')
    return newInterview ? { ...data, interviewedAt: new Date().toISOString() } : data
  }
  const problem = interviewDateProblem(sent, originalDoc.appliedAt ?? originalDoc.createdAt)
  if (problem) refuse(problem)
  return { ...data, interviewedAt: new Date(sent as string).toISOString() }
}

/**
 * The applicant hears about status changes, in the change's transaction and in their language. A
 * decision (hired or rejected) is the 45-day answer the law requires, so its notice goes out at once
 * whatever the applicant's email preferences; the other update (the standard notice, or the company's
 * own words chosen in the workspace: domain/pipeline/statusEmail.ts) honours `applicationUpdates`.
 */
export const emailStatusChange: CollectionAfterChangeHook<Application> = async ({ doc, operation, previousDoc, req }) => {
  if (operation !== 'update' || !previousDoc || previousDoc.status === doc.status) return doc
  // An application whose account was removed has nobody to tell; the status change still stands.
  if (!idOf(doc.applicant) || !doc.applicantEmail) return doc
  const decision = isDecision(doc.status)
  const choice = statusEmailChoice(req)
  // A decision's notice says what the standard update would; the company's words may go beside it.
  const update = choice === 'company' || (choice === 'standard' && !decision)
  // The applicant may have turned the other updates off on /account.
  const wanted = update && (await accountWants(req.payload, idOf(doc.applicant), 'applicationUpdates', req))
  if (!decision && !wanted) return doc
  // Only what the applicant saw when applying is told (read as the server: noticePosting).
  const job = (await noticePosting(req, doc.jobPosting)) ?? { title: '', titleFr: null, company: '', paid: false, confidential: true, facility: null }
  const locale = await accountLocale(req.payload, idOf(doc.applicant), req)
  const to = { email: doc.applicantEmail, fullName: doc.applicantName, locale }
  if (decision) await queueDecisionEmail(req.payload, to, job, doc.status as 'hired' | 'rejected', req)
  if (!wanted) return doc
  if (choice === 'company') await queueCompanyStatusEmail(req, to, job, String(doc.status))
  else await queueStatusEmail(req.payload, to, job, String(doc.status), req)
  return doc
}

/**
 * An application's notes and thread go with it (withdrawn, or its posting's records deleted after
 * three years), in the delete's transaction. Neither collection has delete hooks, versions or files,
 * so removing their rows is all a Payload delete would do.
 */
export const removeNotes: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const db = await database(req.payload, req)
  await db.delete(application_notes).where(eq(application_notes.application, Number(id)))
  await db.delete(application_messages).where(eq(application_messages.application, Number(id)))
}

/** The audit trail: the first status, then every change, with who made it (the request's user). */
export const auditStatus: CollectionAfterChangeHook<Application> = async ({ doc, operation, previousDoc, req }) => {
  const from = operation === 'create' ? null : previousDoc?.status
  if (operation === 'create' || from !== doc.status) {
    await recordStatusChange(req.payload, { application: doc.id, from, to: String(doc.status ?? 'pending') }, req)
  }
  return doc
}
