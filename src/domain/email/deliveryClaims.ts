import pg from 'pg'
import type { Payload, PayloadRequest } from 'payload'

import { env } from '@/lib/env'
import { execute, sql } from '@/lib/payload/sql'
import { withTransaction } from '@/lib/payload/transaction'

/*
 * Delivery claims: one row in `delivery_claims` per message that must go once. Payload's queue
 * runners claim jobs by reading them and then marking them, not in one statement, so two runners
 * (two instances, or two overlapping runs of one) can run the same job; a claim makes the second a
 * no-op. A claim is inserted in the transaction that sends or queues its message: a runner arriving
 * meanwhile waits on that row; if the first commits, it finds the row and sends nothing; if the
 * first rolls back, it goes ahead. Nothing is lost, and nothing goes twice but after a crash between
 * SMTP's answer and the commit.
 */

/**
 * The email jobs' claims have their own few connections: a send holds one for as long as SMTP takes,
 * which must never starve the site's pool. SMTP's own timeouts (transport.ts) end a send well
 * before the server would close the idle transaction.
 */
const HOLD_MS = 180_000
let claims: pg.Pool | undefined
const claimPool = () =>
  (claims ??= new pg.Pool({
    connectionString: env().DATABASE_URL,
    max: 4,
    connectionTimeoutMillis: 60_000,
    options: `-c statement_timeout=${HOLD_MS} -c idle_in_transaction_session_timeout=${HOLD_MS}`,
  }).on('error', () => {}))

const CLAIM = 'INSERT INTO delivery_claims (key) VALUES ($1) ON CONFLICT (key) DO NOTHING RETURNING key'

/** Runs `send` unless the email job `jobId` was already delivered; true when it sent. */
export async function deliverOnce(jobId: string | number, send: () => Promise<void>): Promise<boolean> {
  const client = await claimPool().connect()
  let sendError: unknown
  try {
    await client.query('BEGIN')
    const claimed = await client.query(CLAIM, [`email-job:${jobId}`])
    if (claimed.rowCount === 0) {
      await client.query('COMMIT')
      client.release()
      return false
    }
    try {
      await send()
    } catch (error) {
      sendError = error
    }
    await client.query(sendError ? 'ROLLBACK' : 'COMMIT')
    client.release()
  } catch (error) {
    // The connection's state is unknown (closed by the server, or a statement failed): not reused.
    client.release(error instanceof Error ? error : new Error(String(error)))
    throw error
  }
  if (sendError) throw sendError
  return true
}

/**
 * Claims `key` inside the caller's transaction (`req`), which then queues the message: true the
 * first time, false when the message was already queued (or is being queued by another run).
 */
async function claimDelivery(payload: Payload, key: string, req: Partial<PayloadRequest>): Promise<boolean> {
  const rows = await execute(payload, sql`INSERT INTO delivery_claims (key) VALUES (${key}) ON CONFLICT (key) DO NOTHING RETURNING key`, req)
  return rows.length > 0
}

/**
 * Runs `queue` (which queues its messages on the transaction it is given) once per `key`, however
 * many runs get here: the claim and the queued messages commit together, or neither does.
 */
export async function queueOnce(payload: Payload, key: string, queue: (tx: PayloadRequest) => Promise<void>): Promise<boolean> {
  return withTransaction(payload, async (tx) => {
    if (!(await claimDelivery(payload, key, tx))) return false
    await queue(tx)
    return true
  })
}

/** The claim key of a queued task's job: its messages go once per job. */
export const taskJobKey = (job: { id: string | number }) => `task-job:${job.id}`

/** Claims outlive their jobs only to stop a late duplicate run: the weekly digest's for a week and a day. */
export async function pruneDeliveryClaims(): Promise<number> {
  const { rowCount } = await claimPool().query("DELETE FROM delivery_claims WHERE claimed_at < now() - interval '8 days'")
  return rowCount ?? 0
}
