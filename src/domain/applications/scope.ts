import type { PayloadRequest } from 'payload'

import { companyOf } from '@/domain/companies/membership'
import { execute, sql } from '@/lib/payload/sql'

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

/** Postings of the signed-in user's company (its members manage them, whoever created them). */
export const ownJobIds = (req: PayloadRequest) =>
  cached(req, 'scope:ownJobs', async () => {
    const company = await companyOf(req)
    return company === null ? [] : ids(await execute(req.payload, sql`SELECT id FROM job_postings WHERE facility_id = ${company}`, req), 'id')
  })

/** Resumes attached to applications for the postings of the signed-in user's company. */
export const applicantResumeIds = (req: PayloadRequest) =>
  cached(req, 'scope:applicantResumes', async () => {
    const company = await companyOf(req)
    if (company === null) return []
    const rows = await execute(
      req.payload,
      sql`SELECT a.resume_id FROM applications a JOIN job_postings j ON j.id = a.job_posting_id
          WHERE j.facility_id = ${company} AND a.resume_id IS NOT NULL`,
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
