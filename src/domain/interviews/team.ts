import { eq } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { companyOf } from '@/domain/companies/membership'
import { database } from '@/lib/payload/sql'
import { job_postings } from '@/payload-generated-schema'

/*
 * An interview round's team (docs/pipeline.md, Interviews): the members of its posting's company,
 * whatever became of the posting. A booking outlives an archived, closed or expired posting (the
 * hourly task still reminds both sides), so the team keeps reading it and may still cancel it, even
 * once the posting has left the workspace (domain/applications/scope.ts `ownJobIds`).
 */

const KEY = 'interviews:companyJobs'

/** Every posting of the signed-in person's company (ids only, once per request). */
export async function interviewJobIds(req: PayloadRequest): Promise<number[]> {
  const context = req.context as Record<string, unknown>
  if (!Array.isArray(context[KEY])) {
    const company = await companyOf(req)
    context[KEY] = company === null ? [] : (await (await database(req.payload, req)).select({ id: job_postings.id }).from(job_postings).where(eq(job_postings.facility, company))).map((row) => Number(row.id))
  }
  return context[KEY] as number[]
}
