import { desc } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { database, sql } from '@/lib/payload/sql'
import { job_postings } from '@/payload-generated-schema'
import type { JobPosting } from '@/payload-types'

import { ownJobIds } from './scope'

/** A workspace posting as the posting filter and each applicant's row need it. */
export type PostingChoice = Pick<JobPosting, 'id' | 'title' | 'status' | 'facility' | 'createdBy'>

/**
 * Every posting of the workspace, newest first, with the four columns its posting filter and its
 * applicants' rows show and decide from. They are the postings the team's read access grants
 * (scope.ts `ownJobIds`, the ids that rule is made of), read by id in one statement: through
 * Payload's API, the field rules and hooks of 200 whole documents cost more than the rest of the
 * screen's reads together (57 ms of CPU per screen at 200 postings, docs/back-office-lists.md).
 */
export async function postingChoices(req: PayloadRequest): Promise<PostingChoice[]> {
  const ids = await ownJobIds(req)
  if (ids.length === 0) return []
  const p = job_postings
  const rows = await (await database(req.payload, req))
    .select({ id: p.id, title: p.title, status: p.status, facility: p.facility, createdBy: p.createdBy })
    .from(p)
    // One array parameter: a list of 200 parameters costs more to build and to plan than the read.
    .where(sql`${p.id} = ANY(${sql.param(ids)}::int[])`)
    .orderBy(desc(p.createdAt), desc(p.id))
  return rows.map((row) => ({ ...row, status: row.status ?? undefined }))
}
