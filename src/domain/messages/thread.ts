import { eq, inArray } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { database } from '@/lib/payload/sql'
import { applications, job_postings } from '@/payload-generated-schema'

/*
 * What the server knows of an application's thread before anyone writes to it, read as the server
 * (ids and states only; nothing here reaches a client): who the two sides are and whether it is open.
 */

export type ThreadFacts = {
  application: number
  jobPosting: number
  /** The applicant's account; null once their account was closed (the application anonymised). */
  applicant: number | null
  applicantEmail: string | null
  applicantName: string | null
  status: string | null
  /** Open while the applicant's account exists and the posting is neither archived nor closed. */
  open: boolean
}

/** Postings in these states have come down (closing and expiry also archive them: docs/lifecycle.md). */
const ENDED = new Set(['closed', 'expired'])

const idOf = (value: unknown) => Number(value && typeof value === 'object' ? (value as { id: unknown }).id : value)

/** The facts of the threads of `ids` (applications that do not exist are left out), by application id. */
export async function threadFacts(req: PayloadRequest, ids: unknown[]): Promise<Map<number, ThreadFacts>> {
  const wanted = ids.map(idOf).filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647)
  if (wanted.length === 0) return new Map()
  const db = await database(req.payload, req)
  const rows = await db
    .select({
      id: applications.id,
      job: applications.jobPosting,
      applicant: applications.applicant,
      email: applications.applicantEmail,
      name: applications.applicantName,
      status: applications.status,
      archivedAt: job_postings.archivedAt,
      jobStatus: job_postings.status,
    })
    .from(applications)
    .innerJoin(job_postings, eq(job_postings.id, applications.jobPosting))
    .where(inArray(applications.id, wanted))
  return new Map(
    rows.map((row) => [
      row.id,
      {
        application: row.id,
        jobPosting: Number(row.job),
        applicant: row.applicant == null ? null : Number(row.applicant),
        applicantEmail: row.email ?? null,
        applicantName: row.name ?? null,
        status: row.status ?? null,
        open: row.applicant != null && row.archivedAt == null && !ENDED.has(String(row.jobStatus)),
      },
    ]),
  )
}
