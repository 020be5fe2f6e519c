import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { queueEmail } from '@/domain/email/queueEmail'
import { EMAIL_QUEUE } from '@/domain/email/queuedEmailAdapter'
import { heldJobs, holdingJobs } from '@/lib/payload/heldJobs'

import { returnHeldJobs } from '../../scripts/shutdown.mjs'
import { deliveredTo } from '../support/emailQueue'
import { getPayload, mail, uniqueEmail } from '../support/payload'

/**
 * What the shutdown does when its deadline comes while a queue job still runs (an SMTP server that
 * does not answer): the process is about to exit, so it hands the job back to the queue. Payload
 * never gives a job marked processing to another runner; left so, its email would never go.
 * The shutdown under load itself is tests/e2e/graceful-shutdown.e2e.spec.ts.
 */

let payload: Payload
beforeAll(async () => {
  payload = await getPayload()
})

/** The email job queued for `address`, as it stands now (undefined once done: completed jobs are deleted). */
const jobFor = async (address: string) => {
  const { docs } = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'sendEmail' } }, sort: '-createdAt', limit: 50, depth: 0, overrideAccess: true })
  return docs.find((doc) => (doc.input as { message?: { to?: unknown } }).message?.to === address)
}

describe('a queue job cut short by the shutdown', () => {
  it('is listed while its handler runs, handed back at the deadline, then sent exactly once by another runner', async () => {
    const to = uniqueEmail('held-job')
    await queueEmail(payload, { to, subject: 'Held at shutdown', text: 'Sent once.', html: '<p>Sent once.</p>' })
    const job = (await jobFor(to))!

    // A runner took it (Payload marks it processing) and its handler is under way, as an SMTP send that hangs.
    await payload.db.updateOne({ collection: 'payload-jobs', id: job.id, data: { processing: true } })
    let release!: () => void
    const hanging = holdingJobs({ slug: 'hanging', handler: ({ job: running }: { job: { id: number } }) => new Promise<void>((resolve) => (release = resolve)).then(() => running) })
    const running = hanging.handler({ job: { id: job.id } })
    expect(heldJobs().has(job.id)).toBe(true)

    // Nobody else runs it while it is so marked: were the process to exit now, the email would be lost.
    await payload.jobs.run({ queue: EMAIL_QUEUE, where: { id: { equals: job.id } } })
    expect(mail().messages.filter((m) => m.to.includes(to))).toEqual([])

    // (Other jobs this worker runs at the moment are handed back too, as at a real deadline.)
    expect(await returnHeldJobs(payload)).toBeGreaterThanOrEqual(1)
    expect((await jobFor(to))?.processing).toBe(false)
    const sent = await deliveredTo(payload, to)
    expect(sent.map((m) => m.subject)).toEqual(['Held at shutdown'])
    expect(await jobFor(to)).toBeUndefined()

    release()
    await running
    expect(heldJobs().has(job.id)).toBe(false)
  })
})
