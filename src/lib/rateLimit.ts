import pg from 'pg'
import type { PayloadRequest } from 'payload'

import { env } from '@/lib/env'
import { poolServerOptions, POOL_LIMITS } from '@/lib/payload/databaseBusy'

import { clientAddress, networkOf } from './clientAddress'
import { inRedis, redis } from './redis'

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

const REDIS_PREFIX = 'rate:'

/** Redis: one round trip increments and starts the window on the first use (fixed window, kept by TTL). */
async function consumeInRedis(client: NonNullable<ReturnType<typeof redis>>, key: string, windowMs: number): Promise<number> {
  const [error, count] = await inRedis(async (r) => {
    // The first use creates the counter with its window (SET NX PX), then every use counts (INCR).
    const results = await r.multi().set(REDIS_PREFIX + key, 0, 'PX', windowMs, 'NX').incr(REDIS_PREFIX + key).exec()
    return results?.[1] ?? [new Error('Redis answered nothing')]
  }, client)
  if (error) throw error
  return Number(count)
}

/**
 * Counts one use of `key` and says whether it is still within `limit` per window. One statement
 * increments and returns the count (fixed window), so parallel requests cannot all pass, and every
 * instance shares the counters: in Redis when REDIS_URL is set, else in the `rate_limits` table.
 */
export async function consume(_req: Caller, key: string, limit: number, windowMs: number): Promise<boolean> {
  const client = redis()
  if (client) return (await consumeInRedis(client, key, windowMs)) <= limit
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
  const client = redis()
  if (client) {
    await inRedis((r) => r.del(REDIS_PREFIX + key), client)
    return
  }
  await run('DELETE FROM rate_limits WHERE key = $1', [key])
}

/** Gives back one use of `key` (e.g. a sign-in that turned out not to be a failure). */
export async function release(_req: Caller, key: string): Promise<void> {
  const client = redis()
  if (client) {
    // Never below zero, and never a counter without its window.
    const script = "if (tonumber(redis.call('get', KEYS[1]) or '0') > 0) then return redis.call('decr', KEYS[1]) end return 0"
    await inRedis((r) => r.eval(script, 1, REDIS_PREFIX + key), client)
    return
  }
  await run('UPDATE rate_limits SET count = count - 1 WHERE key = $1 AND count > 0', [key])
}

/** Removes windows that ended more than a day ago (run by a scheduled task). */
export async function pruneRateLimits(): Promise<number> {
  return (await run("DELETE FROM rate_limits WHERE reset_at < now() - interval '1 day' RETURNING 1", [])).length
}

/** The caller's network, as a limit key part (see clientAddress and networkOf). */
export const clientNetwork = (req: { headers: Headers }) => networkOf(clientAddress(req))
