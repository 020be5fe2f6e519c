import 'server-only'

import type { Payload } from 'payload'

import { execute, sql } from '@/lib/payload/sql'
import { job_postings, payments, users_roles } from '@/payload-generated-schema'

export type DashboardStats = { activeJobs: number; candidates: number; awaitingReview: number; feesCents: number }

/**
 * The admin dashboard's four figures, live from the database in one round trip: active postings,
 * candidates (accounts with the professional role), postings waiting for review, and fees kept
 * (confirmed payments less refunds), in cents.
 */
export async function dashboardStats(payload: Payload): Promise<DashboardStats> {
  const [row] = await execute(
    payload,
    sql`SELECT
      (SELECT count(*) FROM ${job_postings} WHERE ${job_postings.status} = 'active') AS active_jobs,
      (SELECT count(DISTINCT ${users_roles.parent}) FROM ${users_roles} WHERE ${users_roles.value} = 'professional') AS candidates,
      (SELECT count(*) FROM ${job_postings} WHERE ${job_postings.status} = 'pending_review') AS awaiting_review,
      (SELECT coalesce(sum(CASE WHEN ${payments.status} = 'paid' THEN ${payments.amount} WHEN ${payments.status} = 'refunded' THEN -${payments.amount} ELSE 0 END), 0)
         FROM ${payments} WHERE ${payments.currency} IS NULL OR lower(${payments.currency}) = 'cad') AS fees`,
  )
  return {
    activeJobs: Number(row.active_jobs),
    candidates: Number(row.candidates),
    awaitingReview: Number(row.awaiting_review),
    feesCents: Number(row.fees),
  }
}
