import pg from 'pg'
import { RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterStoreAbstract } from 'rate-limiter-flexible'

import { env } from '@/lib/env'
import { poolServerOptions, POOL_LIMITS } from '@/lib/payload/databaseBusy'

import { clientAddress, networkOf } from './clientAddress'
import { inRedis, redis } from './redis'

/** The counters' table (created by a migration, never by the limiter) and their prefix in Redis. */
const TABLE = 'rate_limits'
const REDIS_PREFIX = 'rate'

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

/** A Redis that does not answer makes the request "busy" (503), as everywhere else (lib/redis.ts). */
const inStore = <T>(operation: () => Promise<T>): Promise<T> => {
  const client = redis()
  return client ? inRedis(operation, client) : operation()
}

const limiters = new Map<string, RateLimiterStoreAbstract>()

/**
 * The limiter for one limit and window: fixed windows, each use incremented and read in one atomic
 * statement, so parallel requests cannot all pass, and every instance shares the counters: in Redis
 * when REDIS_URL is set (expiring by TTL, whole seconds), else in the `rate_limits` table.
 */
function limiterFor(limit: number, windowMs: number): RateLimiterStoreAbstract {
  const id = `${limit}/${windowMs}`
  const known = limiters.get(id)
  if (known) return known
  const client = redis()
  const limiter = client
    ? new RateLimiterRedis({ storeClient: client, keyPrefix: REDIS_PREFIX, points: limit, duration: Math.ceil(windowMs / 1000) })
    : new RateLimiterPostgres({
        storeClient: counterPool(),
        storeType: 'pool',
        tableName: TABLE,
        tableCreated: true,
        // Old windows are deleted by the hourly task (pruneRateLimits), not by a timer in every process.
        clearExpiredByTimeout: false,
        keyPrefix: '',
        points: limit,
        duration: windowMs / 1000,
      })
  limiters.set(id, limiter)
  return limiter
}

/** The counter of one limit: `limit` uses of a key per window of `windowMs`. */
export function counter({ limit, windowMs }: { limit: number; windowMs: number }) {
  const limiter = limiterFor(limit, windowMs)
  return {
    /** Counts one use of `key` and says whether it is still within the limit. */
    consume: (key: string): Promise<boolean> =>
      inStore(() =>
        limiter.consume(key).then(
          () => true,
          // Over the limit the limiter rejects with its result, not an error.
          (refusal: unknown) => {
            if (refusal instanceof RateLimiterRes) return false
            throw refusal
          },
        ),
      ),

    /** Forgets the counter (e.g. failed sign-ins once the right password is given). */
    reset: async (key: string): Promise<void> => {
      await inStore(() => limiter.delete(key))
    },

    /** Gives back one use (e.g. a sign-in that turned out not to be a failure), never below zero. */
    release: async (key: string): Promise<void> => {
      await inStore(async () => {
        const current = await limiter.get(key)
        if (!current || current.consumedPoints <= 0) return
        // A window that ended in between, or a parallel release, would leave it below zero: take it back.
        if ((await limiter.reward(key)).consumedPoints < 0) await limiter.penalty(key)
      })
    },
  }
}

/** Forgets the counters with these keys and those whose key starts with `prefix` (privacy erasure). */
export async function forgetCounters(keys: string[], prefix: string): Promise<void> {
  const client = redis()
  if (!client) {
    await run(`DELETE FROM ${TABLE} WHERE key = ANY($1) OR starts_with(key, $2)`, [keys, prefix])
    return
  }
  await inRedis(async (r) => {
    const matched: string[] = []
    let cursor = '0'
    do {
      const [next, found] = await r.scan(cursor, 'MATCH', `${REDIS_PREFIX}:${prefix}*`, 'COUNT', 500)
      matched.push(...found)
      cursor = next
    } while (cursor !== '0')
    await r.del(...keys.map((key) => `${REDIS_PREFIX}:${key}`), ...matched)
  }, client)
}

/** Removes windows that ended more than a day ago (run by a scheduled task; Redis expires its own). */
export async function pruneRateLimits(): Promise<number> {
  return (await run(`DELETE FROM ${TABLE} WHERE expire < $1 RETURNING 1`, [Date.now() - 24 * 60 * 60 * 1000])).length
}

/** The caller's network, as a limit key part (see clientAddress and networkOf). */
export const clientNetwork = (req: { headers: Headers }) => networkOf(clientAddress(req))
