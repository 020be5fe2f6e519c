import { eq } from '@payloadcms/db-postgres/drizzle'
import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

import { hasRole, isAdminUser } from '@/access/roles'
import { resumePositionForJob } from '@/domain/resumes/options'
import { storeResume, type ResumeUpload } from '@/domain/resumes/upload'
import { allowResumeUpload } from '@/domain/resumes/uploadLimit'
import { EMAIL_QUEUE } from '@/domain/email/queuedEmailAdapter'
import { HttpError } from '@/lib/http'
import { database } from '@/lib/payload/sql'
import { users } from '@/payload-generated-schema'
import type { Application, JobPosting, User } from '@/payload-types'

import type { ScreeningQuestion } from '@/domain/jobs/screening'

import { MAX_COVER_LETTER } from './options'
import { ensureProfessional, requireVerifiedLicence } from './profile'
import { readScreeningAnswers, type StoredAnswer } from './screeningAnswers'

/** Professionals (and accounts with no role yet) apply; admins may too. Employers and editors do not. */
const canApply = (user: unknown) =>
  isAdminUser(user) || hasRole(user, 'professional') || (!hasRole(user, 'employer') && !hasRole(user, 'editor'))

export type ApplyInput = {
  jobPosting: string
  coverLetter: string
  resumeId?: string
  file?: ResumeUpload['file']
  /** The screening answers, a JSON list of `{ question, answer }` (screeningAnswers.ts). */
  screeningAnswers?: string
}

const isUniqueViolation = (error: unknown) =>
  /unique|duplicate key|23505/i.test(`${(error as Error)?.message} ${JSON.stringify((error as { data?: unknown })?.data ?? '')}`)

/**
 * Applies the signed-in user to an active posting with a saved or newly uploaded resume: one
 * application per person and posting (a unique index backs the check); a posting that requires a
 * verified licence refuses anyone whose licence we have not verified; the role and the queued emails
 * in the same transaction.
 */
export async function applyToJob(req: PayloadRequest, input: ApplyInput): Promise<Application> {
  const user = req.user as User | null
  if (!user) throw new HttpError('applications.signInBody', 401, 'applications.signInTitle')
  if (!canApply(user)) throw new HttpError('applications.notAllowed', 403, 'applications.failed')
  if (input.coverLetter.length > MAX_COVER_LETTER) throw new HttpError('applications.coverTooLong', 400, 'applications.failed')
  if (!/^\d+$/.test(input.jobPosting)) throw new HttpError('applications.notActive', 404, 'applications.failed')

  const job = await req.payload
    .findByID({ collection: 'job-postings', id: input.jobPosting, depth: 0, user, overrideAccess: false, req })
    .catch(() => null)
  if (!job || job.status !== 'active') throw new HttpError('applications.notActive', job ? 409 : 404, 'applications.failed')
  if (job.requiresVerifiedLicence) await requireVerifiedLicence(req, user)
  // Checked before anything is stored (a resume uploaded with the application included).
  const answers = readScreeningAnswers((job.screeningQuestions ?? []) as ScreeningQuestion[], input.screeningAnswers ?? '')

  const existing = await req.payload.count({
    collection: 'applications',
    where: { and: [{ jobPosting: { equals: job.id } }, { applicant: { equals: user.id } }] },
    user,
    overrideAccess: false,
    req,
  })
  if (existing.totalDocs > 0) throw new HttpError('applications.alreadyAppliedBody', 409, 'applications.alreadyApplied')

  const resume = await chooseResume(req, user, job, input)
  let application: Application
  try {
    application = await createApplication(req, user, job, { coverLetter: input.coverLetter, resume: resume.id, answers })
  } catch (error) {
    // A resume uploaded for this application is not left behind when the application fails.
    if (resume.uploadedNow) await req.payload.delete({ collection: 'resumes', id: resume.id, user, overrideAccess: false }).catch(() => null)
    if (isUniqueViolation(error)) throw new HttpError('applications.alreadyAppliedBody', 409, 'applications.alreadyApplied')
    throw error
  }
  return application
}

async function chooseResume(req: PayloadRequest, user: User, job: JobPosting, input: ApplyInput) {
  if (input.resumeId) {
    const resume = /^\d+$/.test(input.resumeId)
      ? await req.payload.findByID({ collection: 'resumes', id: input.resumeId, depth: 0, user, overrideAccess: false, req }).catch(() => null)
      : null
    // Readable is not enough: employers can read applicants' resumes, but only send their own.
    const ownerId = resume && (typeof resume.owner === 'object' ? resume.owner?.id : resume.owner)
    if (!resume || String(ownerId) !== String(user.id)) throw new HttpError('applications.resumeNotYours', 400, 'applications.failed')
    return { id: resume.id, uploadedNow: false }
  }
  if (!input.file) throw new HttpError('applications.resumeRequiredBody', 400, 'applications.resumeRequired')
  // A file sent with an application is a resume upload and shares the same budget.
  if (!(await allowResumeUpload(req))) throw new HttpError('resumes.rateLimited', 429, 'applications.uploadFailed')
  const stored = await storeResume(req, { file: input.file, positionType: resumePositionForJob(job.positionType) }).catch((error) => {
    throw asApplyError(error)
  })
  return { id: stored.id, uploadedNow: true }
}

/** A file refused as a resume is answered in the apply dialog's words. */
function asApplyError(error: unknown): unknown {
  if (!(error instanceof HttpError) || error.title) return error
  return error.status === 413
    ? new HttpError('applications.fileTooLargeBody', 413, 'applications.fileTooLarge')
    : new HttpError(error.key, error.status, 'applications.uploadFailed', error.args)
}

type Sent = { coverLetter: string; resume: number; answers: StoredAnswer[] }

async function createApplication(req: PayloadRequest, user: User, job: JobPosting, { coverLetter, resume, answers }: Sent) {
  const started = await initTransaction(req)
  try {
    // One application at a time per person: the role grant below rewrites the user's row, which
    // would deadlock with a second application of theirs that holds a key lock on it (its inserts
    // reference the user) while waiting for this one's profile row.
    await (await database(req.payload, req)).select({ id: users.id }).from(users).where(eq(users.id, Number(user.id))).for('update')
    const application = await req.payload.create({
      collection: 'applications',
      data: { jobPosting: job.id, coverLetter: coverLetter || undefined, resume, status: 'pending', screeningAnswers: answers },
      user,
      overrideAccess: false,
      depth: 0,
      req,
      context: { applying: true },
    })
    await ensureProfessional(req, user)
    // The two emails go out from a queue task (see notifyTask), queued with the application.
    await req.payload.jobs.queue({ task: 'notifyApplication', input: { applicationId: application.id }, queue: EMAIL_QUEUE, req })
    if (started) await commitTransaction(req)
    return application
  } catch (error) {
    if (started) await killTransaction(req)
    throw error
  }
}
