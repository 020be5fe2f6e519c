import { inArray } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { EMAIL_QUEUE } from '@/domain/email/queuedEmailAdapter'
import { database } from '@/lib/payload/sql'
import { reclaimStrandedJobs, STRANDED_AFTER_MS } from '@/lib/payload/strandedJobs'
import { payload_jobs } from '@/payload-generated-schema'

import { getPayload, mail, uniqueEmail } from '../support/payload'

/**
 * A run that never finished (an instance killed mid-run) leaves its job marked `processing`, which
 * Payload never runs again: after a while it is queued again, and its email goes out once.
 */

let payload: Payload
const MINUTE = 60_000

beforeAll(async () => {
  payload = await getPayload()
})

/** A job as a run that took it left it, `minutesAgo` since Payload last touched it. */
async function takenJob(minutesAgo: number, to: string, queue = EMAIL_QUEUE): Promise<number> {
  const at = new Date(Date.now() - minutesAgo * MINUTE).toISOString()
  const message = { from: 'Site <site@example.com>', to, subject: 'Your application was received', text: 'Received.' }
  const [row] = await (await database(payload))
    .insert(payload_jobs)
    .values({ input: { message }, taskSlug: 'sendEmail', queue, processing: true, createdAt: at, updatedAt: at })
    .returning({ id: payload_jobs.id })
  return Number(row.id)
}

/** What a queue's runner does: run what it may take, here only that job. */
const runnerTakes = (id: number) => payload.jobs.run({ queue: EMAIL_QUEUE, where: { id: { equals: id } } })

describe('jobs a run left behind', () => {
  it('are queued again once untouched for the limit, and their email is delivered once; a run still going is left alone', async () => {
    const strandedTo = uniqueEmail('stranded')
    const stranded = await takenJob(STRANDED_AFTER_MS / MINUTE + 1, strandedTo)
    // A run in progress (elsewhere, on another instance): a queue no runner of this test takes.
    const running = await takenJob(STRANDED_AFTER_MS / MINUTE - 5, uniqueEmail('running'), 'not-run-here')
    try {
      // As it stands, no runner takes it.
      await runnerTakes(stranded)
      expect(mail().messages.filter((m) => m.to.includes(strandedTo))).toHaveLength(0)
      const reclaimed = await reclaimStrandedJobs(payload)
      expect(reclaimed).toContain(stranded)
      expect(reclaimed).not.toContain(running)
      const [kept] = await (await database(payload)).select({ processing: payload_jobs.processing }).from(payload_jobs).where(inArray(payload_jobs.id, [running]))
      expect(kept.processing).toBe(true)
      await runnerTakes(stranded)
      expect(mail().messages.filter((m) => m.to.includes(strandedTo))).toHaveLength(1)
    } finally {
      await (await database(payload)).delete(payload_jobs).where(inArray(payload_jobs.id, [running]))
    }
  })
})
