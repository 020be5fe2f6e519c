import { and, eq, isNull, lt } from '@payloadcms/db-postgres/drizzle'
import { Cron } from 'croner'
import type { Payload } from 'payload'

import { payload_jobs } from '@/payload-generated-schema'

import { database } from './sql'

/**
 * How long a job may stay marked `processing` before it counts as stranded: far longer than any task
 * here runs (the alert digest over 100,000 postings takes under three minutes). Payload refreshes
 * `updatedAt` whenever it marks a job or writes its log.
 */
export const STRANDED_AFTER_MS = 30 * 60_000

/**
 * Jobs left marked `processing` by a run that never finished (an instance killed or out of memory,
 * a log write that failed mid-run) are queued again. Payload never gives such a job to another
 * runner, and a scheduled task with one waiting is never scheduled again: without this, one crash
 * would stop that email for good, or expiring postings and alert digests for everyone. Running a job
 * again sends no email twice (deliveries are claimed, docs/email.md). Answers the ids queued again.
 */
export async function reclaimStrandedJobs(payload: Payload, now = Date.now()): Promise<number[]> {
  const before = new Date(now - STRANDED_AFTER_MS).toISOString()
  const rows = await (await database(payload))
    .update(payload_jobs)
    .set({ processing: false })
    .where(and(eq(payload_jobs.processing, true), isNull(payload_jobs.completedAt), lt(payload_jobs.updatedAt, before)))
    .returning({ id: payload_jobs.id })
  const ids = rows.map((row) => Number(row.id))
  if (ids.length > 0) payload.logger.warn({ jobs: ids, msg: `${ids.length} job(s) left processing for ${STRANDED_AFTER_MS / 60_000} minutes are queued again` })
  return ids
}

/** Every minute where the queues run (payload.config.ts `autoRun`), under the same `shouldAutoRun`. */
export function startReclaimingStrandedJobs(payload: Payload): void {
  const cron = new Cron('45 * * * * *', { protect: true, catch: (err) => payload.logger.error({ err, msg: 'Reclaiming stranded jobs failed' }) }, async () => {
    const shouldAutoRun = payload.config.jobs.shouldAutoRun
    if (shouldAutoRun && !(await shouldAutoRun(payload))) return
    await reclaimStrandedJobs(payload)
  })
  payload.crons.push(cron)
}
