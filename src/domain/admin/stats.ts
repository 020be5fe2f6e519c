import 'server-only'

import type { Payload } from 'payload'

import { execute, sql } from '@/lib/payload/sql'

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
      (SELECT count(*) FROM job_postings WHERE status = 'active') AS active_jobs,
      (SELECT count(DISTINCT parent_id) FROM users_roles WHERE value = 'professional') AS candidates,
      (SELECT count(*) FROM job_postings WHERE status = 'pending_review') AS awaiting_review,
      (SELECT coalesce(sum(CASE WHEN status = 'paid' THEN amount WHEN status = 'refunded' THEN -amount ELSE 0 END), 0)
         FROM payments WHERE currency IS NULL OR lower(currency) = 'cad') AS fees`,
  )
  return {
    activeJobs: Number(row.active_jobs),
    candidates: Number(row.candidates),
    awaitingReview: Number(row.awaiting_review),
    feesCents: Number(row.fees),
  }
}
