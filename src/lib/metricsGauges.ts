import type { Payload } from 'payload'

import { siteMetrics } from '@/framework/metrics.mjs'
import { execute, sql } from '@/lib/payload/sql'
import { payload_jobs as jobs } from '@/payload-generated-schema'

type PoolCounts = { totalCount: number; idleCount: number; waitingCount: number }

/**
 * Sets the gauges read from the database at scrape time: the pool's connections in use, idle and
 * waited for, and the jobs not yet done per queue (a queue that stops draining is an alert).
 */
export async function refreshGauges(payload: Payload): Promise<void> {
  const { dbPool, jobsQueued } = siteMetrics()
  const pool = (payload.db as unknown as { pool?: PoolCounts }).pool
  if (pool) {
    dbPool.set({ state: 'in_use' }, pool.totalCount - pool.idleCount)
    dbPool.set({ state: 'idle' }, pool.idleCount)
    dbPool.set({ state: 'waiting' }, pool.waitingCount)
  }
  const rows = await execute(
    payload,
    sql`SELECT ${jobs.queue} AS queue, count(*)::int AS depth FROM ${jobs}
      WHERE ${jobs.completedAt} IS NULL AND NOT coalesce(${jobs.hasError}, false) GROUP BY ${jobs.queue}`,
  )
  jobsQueued.reset()
  for (const { queue, depth } of rows) jobsQueued.set({ queue: String(queue ?? 'default') }, Number(depth))
}
