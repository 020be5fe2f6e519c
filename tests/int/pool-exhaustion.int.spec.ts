import type pg from 'pg'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { POOL_LIMITS } from '@/lib/payload/databaseBusy'
import type { JobPosting } from '@/payload-types'

import { en } from '../support/copy'
import { makePosting } from '../support/factories'
import { getPayload, makeUser, uniqueEmail } from '../support/payload'
import { rest } from '../support/rest'

/**
 * The pool itself: its server-side timeouts, a quick 503 when every connection is taken, and the
 * site answering again once they are free, with nobody restarting anything.
 */
let payload: Payload
let job: JobPosting
let held: pg.PoolClient[] = []

const sitePool = () => (payload.db as unknown as { pool: pg.Pool }).pool

beforeAll(async () => {
  payload = await getPayload()
  job = await makePosting(payload, await makeUser(payload, ['employer'], 'exhaust-employer'))
})

afterEach(() => {
  for (const client of held) client.release()
  held = []
  payload.logger.level = 'info'
})

/**
 * Takes every connection the site's pool can hand out, each inside an open transaction: all but the
 * one the database adapter keeps checked out for itself from the start. A background task may be
 * using one for a moment, so the pool is watched until that one comes back too (for a few seconds
 * at most, well before the server ends the first transactions taken for idling).
 */
async function takeEveryConnection() {
  const pool = sitePool()
  const max = (pool as unknown as { options: { max: number } }).options.max
  const deadline = Date.now() + 5_000
  for (;;) {
    while (pool.idleCount > 0 || pool.totalCount < max) {
      const client = await pool.connect()
      await client.query('BEGIN')
      held.push(client)
    }
    if (held.length >= max - 1 || Date.now() > deadline) return
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe('the connection pool', () => {
  it('every pooled connection stops a statement and an idle transaction after the configured time', async () => {
    const client = await sitePool().connect()
    try {
      const { rows } = await client.query(
        "SELECT current_setting('statement_timeout') AS statement, current_setting('idle_in_transaction_session_timeout') AS idle",
      )
      expect(rows[0]).toEqual({ statement: `${POOL_LIMITS.statementMs / 1000}s`, idle: `${POOL_LIMITS.idleInTransactionMs / 1000}s` })
    } finally {
      client.release()
    }
  })

  it('with every connection taken, reads and public writes answer 503 with Retry-After quickly; freed, the site answers again', { timeout: 60_000 }, async () => {
    // The background queue cannot connect either; its errors are expected here.
    payload.logger.level = 'fatal'
    await takeEveryConnection()
    const started = Date.now()
    const answers = await Promise.all([
      rest(payload, 'GET', `/job-postings/${job.id}`),
      rest(payload, 'GET', '/job-postings?limit=5'),
      rest(payload, 'POST', '/ownership-inquiries', { json: { fullName: 'Pool Test', email: uniqueEmail('exhaust') }, headers: { 'x-client-address': '203.0.113.77' } }),
      rest(payload, 'POST', '/users/resend-verification', { json: { email: uniqueEmail('exhaust') }, headers: { 'x-client-address': '203.0.113.78' } }),
    ])
    const elapsed = Date.now() - started
    for (const answer of answers) {
      expect(answer.status).toBe(503)
      expect(answer.headers.get('Retry-After')).toBeTruthy()
      expect((await answer.json()).errors?.[0]?.message).toBe(en('errors.busy'))
    }
    expect(elapsed, 'waited no longer than the pool allows').toBeLessThan(POOL_LIMITS.waitForConnectionMs + 3_000)

    for (const client of held) client.release()
    held = []
    expect((await rest(payload, 'GET', `/job-postings/${job.id}`)).status).toBe(200)
  })

  it('a transaction left open is ended by the server once it has idled for the limit', { timeout: 60_000 }, async () => {
    const client = await sitePool().connect()
    const lost = new Promise<Error>((resolve) => client.once('error', resolve))
    await client.query('BEGIN')
    await client.query('SELECT 1')
    // Nobody commits or releases: the server ends the session once it has idled for the limit.
    const error = await lost
    expect(error.message).toMatch(/idle-in-transaction|terminat/i)
    client.release(error)
    expect((await rest(payload, 'GET', `/job-postings/${job.id}`)).status).toBe(200)
  })
})
