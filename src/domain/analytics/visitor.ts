import 'server-only'

import { createHmac } from 'node:crypto'

import type { Redis } from 'ioredis'
import { isbot } from 'isbot'

import { env } from '@/lib/env'
import { networkOf } from '@/lib/clientAddress'
import { redis } from '@/lib/redis'

import { eventKey, type PostingEvent } from './events'
import { SeenTable } from './seenTable'

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

/**
 * Without Redis: the events seen in this process, within 4 MB (262,144 events, the oldest dropped
 * first). One table for the process, kept on `globalThis`: the server's own intake and Next's route
 * are bundled apart, and a module-level table in each would let a visitor count once in each.
 */
const SEEN_HERE = Symbol.for('hsm.analytics.seenHere')
const seenHere = () => ((globalThis as { [SEEN_HERE]?: SeenTable })[SEEN_HERE] ??= new SeenTable(4 * 1024 * 1024))

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
  if (client) {
    const keys = reports.flatMap(({ mark, events }) => events.map((event) => `analytics:seen:${mark}:${event.type}:${event.posting}`))
    const fresh = (await client.eval(MARK_FIRST_SEEN, keys.length, ...keys, REPEAT_WINDOW_MS)) as number[]
    let next = 0
    return reports.map(({ events }) => events.filter(() => fresh[next++] === 1))
  }
  const table = seenHere()
  return reports.map(({ mark, events, at }) => {
    const first = table.firstSeen(mark, events.map(eventKey), at, REPEAT_WINDOW_MS)
    return events.filter((_, i) => first[i])
  })
}
