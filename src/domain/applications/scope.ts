import { and, eq, inArray, isNotNull, ne } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { companyOf } from '@/domain/companies/membership'
import { j } from '@/domain/jobs/listing'
import { renewableSince } from '@/domain/jobs/renewalWindow'
import { database, execute, sql } from '@/lib/payload/sql'
import { applications, job_postings } from '@/payload-generated-schema'

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

const ids = (rows: { id?: unknown }[]) => rows.map((r) => Number(r.id)).filter(Number.isFinite)

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
      sql`SELECT ${j.id} FROM ${job_postings} ${j} WHERE ${j.facility} = ${company} AND (${j.archivedAt} IS NULL
            OR (${j.status} = 'expired' AND ${j.archivedAt} > ${renewableSince().toISOString()})
            OR EXISTS (SELECT 1 FROM ${applications} WHERE ${applications.jobPosting} = ${j.id}
              AND ${applications.interviewedAt} IS NOT NULL AND ${applications.status}::text NOT IN (${decided})))`,
      req,
    )
    return ids(rows)
  })

/** Postings the signed-in user applied to (they keep reading them on My Applications once archived). */
export const appliedJobIds = (req: PayloadRequest) =>
  cached(req, 'scope:appliedJobs', async () =>
    req.user
      ? ids(await (await database(req.payload, req)).select({ id: applications.jobPosting }).from(applications).where(eq(applications.applicant, Number(req.user.id))))
      : [],
  )

/** Resumes attached to applications for the postings of the signed-in user's company (ownJobIds). */
export const applicantResumeIds = (req: PayloadRequest) =>
  cached(req, 'scope:applicantResumes', async () => {
    const jobs = await ownJobIds(req)
    if (jobs.length === 0) return []
    const db = await database(req.payload, req)
    return ids(await db.select({ id: applications.resume }).from(applications).where(and(inArray(applications.jobPosting, jobs), isNotNull(applications.resume))))
  })

/** Postings the signed-in user applied to whose application moved past pending (company revealed). */
export const revealedJobIds = (req: PayloadRequest) =>
  cached(req, 'scope:revealedJobs', async () =>
    req.user
      ? ids(
          await (await database(req.payload, req))
            .select({ id: applications.jobPosting })
            .from(applications)
            .where(and(eq(applications.applicant, Number(req.user.id)), ne(applications.status, 'pending'))),
        )
      : [],
  )

/** People who applied to the signed-in user's postings: the employer reads their professional profiles. */
export const applicantUserIds = (req: PayloadRequest) =>
  cached(req, 'scope:applicantUsers', async () => {
    const jobs = await ownJobIds(req)
    if (jobs.length === 0) return []
    const db = await database(req.payload, req)
    return ids(
      await db
        .selectDistinct({ id: applications.applicant })
        .from(applications)
        .where(and(inArray(applications.jobPosting, jobs), isNotNull(applications.applicant))),
    )
  })
