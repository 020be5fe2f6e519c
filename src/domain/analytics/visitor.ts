import 'server-only'

import { createHmac } from 'node:crypto'

import type { Redis } from 'ioredis'
import { isbot } from 'isbot'

import { ByteLimitedCache } from '@/framework/byteLimitedCache.mjs'
import { env } from '@/lib/env'
import { networkOf } from '@/lib/clientAddress'
import { redis } from '@/lib/redis'

import type { PostingEvent } from './events'

/** A visitor's repeated report of the same thing within this time is counted once. */
export const REPEAT_WINDOW_MS = 30 * 60 * 1000

/** Known crawlers (isbot's maintained list) and requests without a browser's name are not counted. */
export const isCrawler = (userAgent: string | null): boolean => !userAgent || isbot(userAgent)

/**
 * A one-way mark of a visitor for the repeat window: a keyed hash of their network, browser and the
 * day, so the same visitor is recognised for 30 minutes without their address or browser being
 * kept anywhere, and the mark changes every day and with the site's secret.
 */
export function visitorMark(address: string, userAgent: string, day: string): string {
  return createHmac('sha256', env().PAYLOAD_SECRET).update(`analytics\n${networkOf(address)}\n${userAgent}\n${day}`).digest('base64url').slice(0, 22)
}

/** Without Redis: the marks seen in this process, within 4 MB (each key ~100 bytes: ~40,000 reports). */
const seenHere = new ByteLimitedCache(4 * 1024 * 1024, () => 16)

/** A visitor's report waiting to be checked for repeats: their mark, its events and when it came. */
export type Sighting = { mark: string; events: PostingEvent[]; at: number }

/** Marks each key as seen for the window unless it already is: 1 for a key newly marked, else 0. */
const MARK_FIRST_SEEN = `local fresh = {}
for i, key in ipairs(KEYS) do
  fresh[i] = redis.call('SET', key, '1', 'PX', ARGV[1], 'NX') and 1 or 0
end
return fresh`

/**
 * For each report, the events its visitor had not reported in the last 30 minutes (each now marked
 * as seen): in Redis when REDIS_URL is set (shared by every instance, expiring by itself), else in
 * this process. Many reports are checked in one Redis command: a command per event cost more of the
 * server than the rest of a report.
 */
export async function firstReports(reports: Sighting[], client: Redis | null = redis()): Promise<PostingEvent[][]> {
  const keys = reports.map(({ mark, events }) => events.map((event) => `analytics:seen:${mark}:${event.type}:${event.posting}`))
  if (client) {
    const fresh = (await client.eval(MARK_FIRST_SEEN, keys.flat().length, ...keys.flat(), REPEAT_WINDOW_MS)) as number[]
    let next = 0
    return reports.map(({ events }) => events.filter(() => fresh[next++] === 1))
  }
  return reports.map(({ events, at }, r) =>
    events.filter((_, i) => {
      const until = seenHere.get(keys[r][i]) as number | undefined
      if (until !== undefined && until > at) return false
      seenHere.set(keys[r][i], at + REPEAT_WINDOW_MS)
      return true
    }),
  )
}
