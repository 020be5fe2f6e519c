import pg from 'pg'
import type { PayloadRequest } from 'payload'

import { env } from '@/lib/env'
import { poolServerOptions, POOL_LIMITS } from '@/lib/payload/databaseBusy'

import { clientAddress, networkOf } from './clientAddress'

type Caller = Pick<PayloadRequest, 'payload'>

/**
 * The counters' own two connections. A counter must commit at once, or parallel requests inside
 * their transactions would each hold its row lock until they finish and queue behind one another;
 * and it must not come from the site's pool, or requests holding a connection there would wait for
 * a second one. These connections only ever run one short statement, so nobody holding one waits
 * for anything else, and no burst can starve either pool.
 */
let counters: pg.Pool | undefined
const counterPool = () =>
  (counters ??= new pg.Pool({
    connectionString: env().DATABASE_URL,
    max: 2,
    connectionTimeoutMillis: POOL_LIMITS.waitForConnectionMs,
    options: poolServerOptions(),
  }).on('error', () => {}))

const run = async (text: string, values: unknown[]) => (await counterPool().query(text, values)).rows

/**
 * Counts one use of `key` and says whether it is still within `limit` per window. One statement
 * increments and returns the count (fixed window, `rate_limits` table), so parallel requests cannot
 * all pass, and every instance shares the counters.
 */
export async function consume(_req: Caller, key: string, limit: number, windowMs: number): Promise<boolean> {
  const rows = await run(
    `INSERT INTO rate_limits (key, count, reset_at)
     VALUES ($1, 1, now() + $2 * interval '1 millisecond')
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
       reset_at = CASE WHEN rate_limits.reset_at <= now() THEN excluded.reset_at ELSE rate_limits.reset_at END
     RETURNING count`,
    [key, windowMs],
  )
  return Number(rows[0]?.count) <= limit
}

/** Forgets a counter (e.g. failed sign-ins once the right password is given). */
export async function resetLimit(_req: Caller, key: string): Promise<void> {
  await run('DELETE FROM rate_limits WHERE key = $1', [key])
}

/** Gives back one use of `key` (e.g. a sign-in that turned out not to be a failure). */
export async function release(_req: Caller, key: string): Promise<void> {
  await run('UPDATE rate_limits SET count = count - 1 WHERE key = $1 AND count > 0', [key])
}

/** Removes windows that ended more than a day ago (run by a scheduled task). */
export async function pruneRateLimits(): Promise<number> {
  return (await run("DELETE FROM rate_limits WHERE reset_at < now() - interval '1 day' RETURNING 1", [])).length
}

/** The caller's network, as a limit key part (see clientAddress and networkOf). */
export const clientNetwork = (req: { headers: Headers }) => networkOf(clientAddress(req))
