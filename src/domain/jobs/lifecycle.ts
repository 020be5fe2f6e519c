import type { Payload, PayloadRequest } from 'payload'

import { recordStatusChange } from '@/domain/audit/recordStatusChange'
import { execute, sql } from '@/lib/payload/sql'
import { withTransaction } from '@/lib/payload/transaction'

import type { JobPosting } from '@/payload-types'

import type { JobStatus } from './options'
import { postingTerms } from './postingTerms'

const DAY_MS = 24 * 60 * 60 * 1000

/** postedDate now, validThrough after the listing period from site settings. */
export async function activationDates(payload: Payload, req?: Partial<PayloadRequest>) {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  const now = new Date()
  return {
    postedDate: now.toISOString(),
    validThrough: new Date(now.getTime() + postingTerms(settings).listingDays * DAY_MS).toISOString(),
  }
}

/**
 * Moves a posting from one of `from` to `to`. The status is claimed by one conditional UPDATE (it
 * locks the row), so under concurrency or replays exactly one caller wins; the others get null and
 * change nothing. The rest of `data` is then written through Payload in the same transaction.
 */
export async function transition(
  payload: Payload,
  id: number | string,
  from: JobStatus[],
  to: JobStatus,
  data: Partial<JobPosting> = {},
  req?: Partial<PayloadRequest>,
): Promise<JobPosting | null> {
  const fromList = sql.join(from.map((s) => sql`${s}`), sql`, `)
  // The row lock taken by the subquery makes the read of the old status and the write one step.
  const claimed = await execute(
    payload,
    sql`UPDATE job_postings j SET status = ${to}, updated_at = now()
        FROM (SELECT id, status AS old FROM job_postings WHERE id = ${Number(id)} FOR UPDATE) o
        WHERE j.id = o.id AND o.old::text IN (${fromList}) RETURNING o.old`,
    req,
  )
  if (claimed.length === 0) return null
  await recordStatusChange(payload, { jobPosting: Number(id), from: String(claimed[0].old), to }, req)
  return payload.update({
    collection: 'job-postings',
    id,
    data: { ...data, status: to },
    overrideAccess: true,
    depth: 0,
    req,
  })
}

/** Active postings whose listing period has passed become expired (each through `transition`, so each is audited). */
export async function expireDuePostings(payload: Payload, now = new Date()): Promise<number> {
  const due = await payload.find({
    collection: 'job-postings',
    where: { and: [{ status: { equals: 'active' } }, { validThrough: { less_than: now.toISOString() } }] },
    overrideAccess: true,
    depth: 0,
    pagination: false,
    select: { title: true },
  })
  let expired = 0
  for (const { id } of due.docs) {
    if (await withTransaction(payload, (req) => transition(payload, id, ['active'], 'expired', {}, req))) expired++
  }
  return expired
}
