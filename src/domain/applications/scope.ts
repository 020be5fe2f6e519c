import type { PayloadRequest } from 'payload'

import { companyOf } from '@/domain/companies/membership'
import { renewableSince } from '@/domain/jobs/renewalWindow'
import { execute, sql } from '@/lib/payload/sql'

import { DECISION_STATUSES } from './decisionDeadline'

/**
 * Per-request lookups behind the access rules for applications and resumes. Each runs once per
 * request (cached on req.context) and reads ids only; nothing here is returned to a client.
 */
async function cached(req: PayloadRequest, key: string, load: () => Promise<number[]>): Promise<number[]> {
  const context = req.context as Record<string, unknown>
  if (!Array.isArray(context[key])) context[key] = await load()
  return context[key] as number[]
}

const ids = (rows: Record<string, unknown>[], column: string) => rows.map((r) => Number(r[column])).filter(Number.isFinite)

/**
 * Postings of the signed-in user's company that its members manage (whoever created them), as its
 * workspace shows them: those not archived; expired ones for the renewal window after they expired
 * (renewalWindow.ts); and archived ones that still owe an interviewed applicant the 45-day answer
 * (decisionDeadline.ts), until each is answered. Their applications, the resumes and profiles sent
 * with them follow: once a posting has left the workspace, its applicants' data is the admin's record.
 */
export const ownJobIds = (req: PayloadRequest) =>
  cached(req, 'scope:ownJobs', async () => {
    const company = await companyOf(req)
    if (company === null) return []
    const decided = sql.join(DECISION_STATUSES.map((s) => sql`${s}`), sql`, `)
    const rows = await execute(
      req.payload,
      sql`SELECT j.id FROM job_postings j WHERE j.facility_id = ${company} AND (j.archived_at IS NULL
            OR (j.status = 'expired' AND j.archived_at > ${renewableSince().toISOString()})
            OR EXISTS (SELECT 1 FROM applications a WHERE a.job_posting_id = j.id AND a.interviewed_at IS NOT NULL AND a.status::text NOT IN (${decided})))`,
      req,
    )
    return ids(rows, 'id')
  })

/** Postings the signed-in user applied to (they keep reading them on My Applications once archived). */
export const appliedJobIds = (req: PayloadRequest) =>
  cached(req, 'scope:appliedJobs', async () =>
    req.user
      ? ids(await execute(req.payload, sql`SELECT job_posting_id FROM applications WHERE applicant_id = ${Number(req.user.id)}`, req), 'job_posting_id')
      : [],
  )

/** Resumes attached to applications for the postings of the signed-in user's company (ownJobIds). */
export const applicantResumeIds = (req: PayloadRequest) =>
  cached(req, 'scope:applicantResumes', async () => {
    const jobs = await ownJobIds(req)
    if (jobs.length === 0) return []
    const rows = await execute(
      req.payload,
      sql`SELECT resume_id FROM applications WHERE job_posting_id IN (${sql.join(jobs.map((id) => sql`${id}`), sql`, `)}) AND resume_id IS NOT NULL`,
      req,
    )
    return ids(rows, 'resume_id')
  })

/** Postings the signed-in user applied to whose application moved past pending (company revealed). */
export const revealedJobIds = (req: PayloadRequest) =>
  cached(req, 'scope:revealedJobs', async () =>
    req.user
      ? ids(
          await execute(
            req.payload,
            sql`SELECT job_posting_id FROM applications WHERE applicant_id = ${Number(req.user.id)} AND status <> 'pending'`,
            req,
          ),
          'job_posting_id',
        )
      : [],
  )

/** People who applied to the signed-in user's postings: the employer reads their professional profiles. */
export const applicantUserIds = (req: PayloadRequest) =>
  cached(req, 'scope:applicantUsers', async () => {
    const jobs = await ownJobIds(req)
    if (jobs.length === 0) return []
    return ids(
      await execute(
        req.payload,
        sql`SELECT DISTINCT applicant_id FROM applications
            WHERE job_posting_id IN (${sql.join(jobs.map((id) => sql`${id}`), sql`, `)}) AND applicant_id IS NOT NULL`,
        req,
      ),
      'applicant_id',
    )
  })
