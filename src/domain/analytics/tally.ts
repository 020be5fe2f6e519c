import 'server-only'

import type { Payload } from 'payload'

import { execute, sql } from '@/lib/payload/sql'
import { job_postings } from '@/payload-generated-schema'

import type { EventType, PostingEvent } from './events'
import { posting_daily_stats as stats } from './table'

/** Counts waiting for the next flush, per posting and day: [impressions, views, apply clicks]. */
type Counts = [number, number, number]
const COLUMN: Record<EventType, 0 | 1 | 2> = { impression: 0, view: 1, applyClick: 2 }

/** Pending (posting, day) pairs before a flush is started at once (~60 bytes each). */
const FLUSH_AT = 5_000
/** Past this many pending pairs (the database not answering), new counts are dropped: memory stays bounded. */
const MAX_PENDING = 50_000
/** How often pending counts are written. */
const FLUSH_EVERY_MS = 10_000

let pending = new Map<string, Counts>()
let timer: ReturnType<typeof setInterval> | undefined
let flushing: Promise<number> | undefined
let payloadOf: (() => Promise<Payload>) | undefined

/** Adds counted events to this process's pending counts; the flush writes them in one statement. */
export function tally(events: PostingEvent[], day: string, payload: () => Promise<Payload>): void {
  payloadOf = payload
  for (const event of events) {
    const key = `${event.posting}|${day}`
    let counts = pending.get(key)
    if (!counts) {
      if (pending.size >= MAX_PENDING) continue
      pending.set(key, (counts = [0, 0, 0]))
    }
    counts[COLUMN[event.type]] += 1
  }
  timer ??= setInterval(() => void flushSoon(), FLUSH_EVERY_MS).unref()
  if (pending.size >= FLUSH_AT) void flushSoon()
}

const flushSoon = () => (payloadOf ? payloadOf().then(flushPostingCounts).catch(() => 0) : Promise.resolve(0))

/**
 * Writes the pending counts: one upsert adding them to each posting's day. Postings that no longer
 * exist (or never did: a report names any number) are left out by the join. A failed write puts the
 * counts back for the next flush. Returns the number of (posting, day) rows written.
 */
export async function flushPostingCounts(payload: Payload): Promise<number> {
  if (flushing) await flushing.catch(() => 0)
  if (pending.size === 0) return 0
  const batch = pending
  pending = new Map()
  flushing = write(payload, batch).catch((error: unknown) => {
    for (const [key, counts] of batch) {
      const now = pending.get(key) ?? [0, 0, 0]
      if (pending.size < MAX_PENDING || pending.has(key)) pending.set(key, [now[0] + counts[0], now[1] + counts[1], now[2] + counts[2]])
    }
    throw error
  })
  try {
    return await flushing
  } finally {
    flushing = undefined
  }
}

const arrayOf = (values: (string | number)[]) => `{${values.join(',')}}`

async function write(payload: Payload, batch: Map<string, Counts>): Promise<number> {
  const postings: number[] = []
  const days: string[] = []
  const columns: [number[], number[], number[]] = [[], [], []]
  for (const [key, counts] of batch) {
    const [posting, day] = key.split('|')
    postings.push(Number(posting))
    days.push(day)
    counts.forEach((count, i) => columns[i].push(count))
  }
  const rows = await execute(
    payload,
    sql`INSERT INTO ${stats} (${sql.identifier(stats.posting.name)}, ${sql.identifier(stats.day.name)}, ${sql.identifier(stats.impressions.name)}, ${sql.identifier(stats.views.name)}, ${sql.identifier(stats.applyClicks.name)})
      SELECT v.posting, v.day, v.impressions, v.views, v.apply_clicks
        FROM unnest(${arrayOf(postings)}::int[], ${arrayOf(days)}::date[], ${arrayOf(columns[0])}::int[], ${arrayOf(columns[1])}::int[], ${arrayOf(columns[2])}::int[])
          AS v(posting, day, impressions, views, apply_clicks)
        JOIN ${job_postings} ON ${job_postings.id} = v.posting
      ON CONFLICT (${sql.identifier(stats.posting.name)}, ${sql.identifier(stats.day.name)}) DO UPDATE SET
        ${sql.identifier(stats.impressions.name)} = ${stats.impressions} + excluded.${sql.identifier(stats.impressions.name)},
        ${sql.identifier(stats.views.name)} = ${stats.views} + excluded.${sql.identifier(stats.views.name)},
        ${sql.identifier(stats.applyClicks.name)} = ${stats.applyClicks} + excluded.${sql.identifier(stats.applyClicks.name)}
      RETURNING 1`,
  )
  return rows.length
}
