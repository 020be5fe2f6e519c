import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { databaseReachable } from '@/lib/health'
import { execute, sql } from '@/lib/payload/sql'
import type { JobPosting, User } from '@/payload-types'

import { makePosting } from '../support/factories'
import { getPayload, makeUser, STRONG_PASSWORD, uniqueEmail } from '../support/payload'
import { pdf } from '../support/resumeFiles'
import { rest } from '../support/rest'

/**
 * A burst of simultaneous requests at every public write endpoint must never leave the pool stuck:
 * each request either does its work, is refused (4xx), or answers 503 at once when no connection is
 * free, and the site answers normally right after. (Before, requests held a connection inside their
 * transaction while waiting for a second one, and twelve inquiries took the site down for good.)
 */
let payload: Payload
let employer: User
let job: JobPosting
const BURST = 50
/** Applicants for the signed-in endpoints, signed in before the bursts. */
const people: User[] = []

beforeAll(async () => {
  payload = await getPayload()
  employer = await makeUser(payload, ['employer'], 'burst-employer')
  job = await makePosting(payload, employer)
  for (let i = 0; i < BURST; i++) people.push(await makeUser(payload, ['professional'], `burst-${i}`))
  for (const p of people) await rest(payload, 'GET', '/users/me', { as: p })
  // 51 accounts made and 50 signed in: a hundred password hashings at full strength, about a second each here.
}, 180_000)

// The bursts queue a few hundred emails nobody reads; later files must not wait behind them. Plain
// statements, because the running queue deletes finished jobs itself (a per-document delete races it),
// and repeated until the queue stays empty, because jobs already running queue emails of their own.
// The queue's own writes may deadlock with the delete (PostgreSQL then cancels one side): tried again.
afterAll(async () => {
  const deadline = Date.now() + 45_000
  for (;;) {
    await execute(payload, sql`delete from payload_jobs where completed_at is null`).catch((error: unknown) => {
      const code = (error as { cause?: { code?: string } }).cause?.code
      if (code !== '40P01') throw error
    })
    await new Promise((r) => setTimeout(r, 3_000))
    const [{ left }] = await execute(payload, sql`select count(*)::int as left from payload_jobs where completed_at is null`)
    if (left === 0 || Date.now() > deadline) return
  }
}, 60_000)

const address = (i: number) => ({ 'x-client-address': `198.51.100.${i % 250}` })

function resumeForm(withCategory: boolean): FormData {
  const form = new FormData()
  form.set('file', new File([new Uint8Array(pdf())], 'cv.pdf', { type: 'application/pdf' }))
  if (withCategory) {
    form.set('categoryName', 'Burst')
    form.set('positionType', 'pharmacist')
  }
  return form
}

type Shot = (i: number, people: User[]) => Promise<Response>

const endpoints: Record<string, Shot> = {
  'ownership inquiry': (i) =>
    rest(payload, 'POST', '/ownership-inquiries', { json: { fullName: `Burst ${i}`, email: uniqueEmail('burst-inquiry') }, headers: address(i) }),
  'guest resume upload': (i) =>
    rest(payload, 'POST', '/resumes/upload', { form: resumeForm(true), headers: { ...address(i), 'x-guest-id': randomUUID() } }),
  'sign-up': (i) =>
    rest(payload, 'POST', '/users', { json: { email: uniqueEmail('burst-signup'), password: STRONG_PASSWORD, fullName: 'Burst' }, headers: address(i) }),
  'sign-in': (i, people) =>
    rest(payload, 'POST', '/users/login', { json: { email: people[i].email, password: i % 2 ? STRONG_PASSWORD : 'Wrong-Pass-123' }, headers: address(i) }),
  'forgot password': (i) => rest(payload, 'POST', '/users/forgot-password', { json: { email: uniqueEmail('burst-forgot') }, headers: address(i) }),
  apply: (i, people) => {
    const form = resumeForm(false)
    form.set('jobPosting', String(job.id))
    return rest(payload, 'POST', '/applications/apply', { as: people[i], form, headers: address(i) })
  },
  'save job': (i, people) => rest(payload, 'POST', '/saved-jobs', { as: people[i], json: { jobPosting: job.id }, headers: address(i) }),
}

const idleInTransaction = async () =>
  Number(
    (
      await (payload.db as unknown as { pool: import('pg').Pool }).pool.query(
        "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'",
      )
    ).rows[0].n,
  )

describe(`${BURST} simultaneous requests at each public write endpoint`, () => {
  for (const [name, shoot] of Object.entries(endpoints)) {
    it(`${name}: every answer is success, a refusal or a quick 503, and the site still answers`, { timeout: 120_000 }, async () => {
      const statuses = await Promise.all(Array.from({ length: BURST }, (_, i) => shoot(i, people).then((r) => r.status)))
      const unexpected = statuses.filter((s) => s >= 500 && s !== 503)
      expect(unexpected, `statuses: ${statuses.join(',')}`).toEqual([])
      expect(statuses.some((s) => s < 300), `statuses: ${statuses.join(',')}`).toBe(true)

      // Afterwards the site recovers by itself: nothing left idle in a transaction, the pool answers.
      await expect.poll(idleInTransaction, { timeout: 20_000, interval: 250 }).toBe(0)
      expect(await databaseReachable(payload)).toBe(true)
      const health = await rest(payload, 'GET', `/job-postings/${job.id}`)
      expect(health.status).toBe(200)
    })
  }
})
