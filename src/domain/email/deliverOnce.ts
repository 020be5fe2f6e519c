import pg from 'pg'

import { env } from '@/lib/env'

/**
 * Payload's queue runners claim jobs by reading them and then marking them, not in one statement, so
 * two runners (two instances, or two overlapping runs of one) can both pick up the same email job.
 * The claim here makes the second one a no-op: the job's row in `email_sends` is inserted in a
 * transaction held while the message is handed to SMTP. A runner arriving meanwhile waits on that
 * row; if the first commits (sent), it finds the row and sends nothing; if the first rolls back (SMTP
 * failed, or the process died), it sends. So a message goes once, or, after a crash between SMTP's
 * answer and the commit, at worst twice, never lost.
 *
 * The claims have their own few connections: a send holds one for as long as SMTP takes, which must
 * never starve the site's pool. SMTP's own timeouts (transport.ts) end a send well before the
 * server would close the idle transaction.
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

/** Runs `send` unless the email job `jobId` was already delivered; true when it sent. */
export async function deliverOnce(jobId: string | number, send: () => Promise<void>): Promise<boolean> {
  const client = await claimPool().connect()
  let sendError: unknown
  try {
    await client.query('BEGIN')
    const claimed = await client.query(
      'INSERT INTO email_sends (job_id) VALUES ($1) ON CONFLICT (job_id) DO NOTHING RETURNING job_id',
      [String(jobId)],
    )
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

/** Claims older than two days are only kept by a job that no longer exists (run by a scheduled task). */
export async function pruneEmailSends(): Promise<number> {
  const { rowCount } = await claimPool().query("DELETE FROM email_sends WHERE sent_at < now() - interval '2 days'")
  return rowCount ?? 0
}
