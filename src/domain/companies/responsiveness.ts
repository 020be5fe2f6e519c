import 'server-only'

import { alias } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload } from 'payload'

import { execute, sql } from '@/lib/payload/sql'
import { application_messages, applications, job_postings, status_changes } from '@/payload-generated-schema'

/** Said only of a company with at least this many applications in the window (fewer says little). */
export const MIN_APPLICATIONS = 10
const WINDOW_DAYS = 90
const DAY_S = 24 * 60 * 60

const a = alias(applications, 'a')
const p = alias(job_postings, 'p')
const s = alias(status_changes, 's')
const m = alias(application_messages, 'm')

/**
 * How many days a company usually takes to answer an applicant: the median time from an
 * application to its first answer, a status change (the audit trail's first row with a `from`; its
 * first row records the application itself) or a message from the team, whichever came first,
 * over the applications to its postings in the last 90 days. An application still unanswered counts with the time it has waited so far, so a company
 * that leaves most applicants waiting never reads as quick. Null below ten applications.
 * Whole days, rounded up, at least one. An aggregate of the company's own postings only: no
 * applicant or application is named by it.
 */
export async function responseDays(payload: Payload, companyId: number, now = new Date()): Promise<number | null> {
  const since = new Date(now.getTime() - WINDOW_DAYS * DAY_S * 1000).toISOString()
  const applied = sql`coalesce(${a.appliedAt}, ${a.createdAt})`
  const moved = sql`(SELECT min(${s.createdAt}) FROM ${status_changes} ${s} WHERE ${s.application} = ${a.id} AND ${s.from} IS NOT NULL)`
  const wrote = sql`(SELECT min(${m.createdAt}) FROM ${application_messages} ${m} WHERE ${m.application} = ${a.id} AND NOT coalesce(${m.fromApplicant}, false))`
  // least() ignores a null (no such answer yet); both null, the application is still waiting.
  const answered = sql`least(${moved}, ${wrote})`
  const [row] = await execute(
    payload,
    sql`SELECT count(*)::int AS n,
          percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM coalesce(${answered}, ${now.toISOString()}::timestamptz) - ${applied})) AS median
        FROM ${applications} ${a} JOIN ${job_postings} ${p} ON ${p.id} = ${a.jobPosting}
        WHERE ${p.facility} = ${companyId} AND ${applied} >= ${since}`,
  )
  if (!row || Number(row.n) < MIN_APPLICATIONS) return null
  return Math.max(1, Math.ceil(Number(row.median) / DAY_S))
}
