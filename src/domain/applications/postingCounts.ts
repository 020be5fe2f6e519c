import { inArray } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { weekBefore } from '@/domain/jobs/noticeRules'
import { database, sql } from '@/lib/payload/sql'
import { applications } from '@/payload-generated-schema'

import { ownJobIds } from './scope'

export type ApplicantCounts = { total: number; thisWeek: number }

/**
 * Each workspace posting's applicants in all and in the week before `now` (as the weekly digest
 * counts them), in one grouped statement: Payload's API counts one where at a time. Only postings
 * whose applications the viewer reads as their company's (`ownJobIds`, the ids the collection's
 * read access grants) are counted, so no other company's figures can come out of it.
 */
export async function applicantCounts(req: PayloadRequest, postings: number[], now = new Date()): Promise<Record<number, ApplicantCounts>> {
  const mine = new Set(await ownJobIds(req))
  const ids = postings.filter((id) => mine.has(id))
  if (ids.length === 0) return {}
  const applied = sql`coalesce(${applications.appliedAt}, ${applications.createdAt})`
  const rows = await (await database(req.payload, req))
    .select({
      job: applications.jobPosting,
      total: sql<number>`count(*)::int`,
      thisWeek: sql<number>`(count(*) FILTER (WHERE ${applied} >= ${weekBefore(now).toISOString()} AND ${applied} < ${now.toISOString()}))::int`,
    })
    .from(applications)
    .where(inArray(applications.jobPosting, ids))
    .groupBy(applications.jobPosting)
  return Object.fromEntries(rows.map((row) => [row.job, { total: Number(row.total), thisWeek: Number(row.thisWeek) }]))
}
