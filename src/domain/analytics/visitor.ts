import 'server-only'

import { createHmac } from 'node:crypto'

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

/**
 * The events this visitor has not reported in the last 30 minutes (each marked as seen): in Redis
 * when REDIS_URL is set (shared by every instance, expiring by itself), else in this process.
 */
export async function firstReports(mark: string, events: PostingEvent[], now = Date.now()): Promise<PostingEvent[]> {
  const keys = events.map((event) => `analytics:seen:${mark}:${event.type}:${event.posting}`)
  const client = redis()
  if (client) {
    const pipeline = client.pipeline()
    for (const key of keys) pipeline.set(key, '1', 'PX', REPEAT_WINDOW_MS, 'NX')
    const answers = (await pipeline.exec()) ?? []
    return events.filter((_, i) => answers[i]?.[1] === 'OK')
  }
  return events.filter((_, i) => {
    const until = seenHere.get(keys[i]) as number | undefined
    if (until !== undefined && until > now) return false
    seenHere.set(keys[i], now + REPEAT_WINDOW_MS)
    return true
  })
}
