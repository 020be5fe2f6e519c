import 'server-only'

import type { Payload } from 'payload'

import { listedSql } from '@/domain/jobs/listing'
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

/** Pending counts by day, then by posting (numbers as keys: no string is built per event). */
type Pending = Map<string, Map<number, Counts>>
let pending: Pending = new Map()
/** (posting, day) pairs in `pending`. */
let pendingPairs = 0
let timer: ReturnType<typeof setInterval> | undefined
let flushing: Promise<number> | undefined
let payloadOf: (() => Promise<Payload>) | undefined

/** The counts of a posting on a day, made when there is room; undefined past MAX_PENDING pairs. */
function countsOf(postings: Map<number, Counts>, posting: number): Counts | undefined {
  let counts = postings.get(posting)
  if (!counts && pendingPairs < MAX_PENDING) {
    postings.set(posting, (counts = [0, 0, 0]))
    pendingPairs += 1
  }
  return counts
}

const postingsOn = (day: string) => pending.get(day) ?? pending.set(day, new Map()).get(day)!

/** Adds counted events to this process's pending counts; the flush writes them in one statement. */
export function tally(events: PostingEvent[], day: string, payload: () => Promise<Payload>): void {
  payloadOf = payload
  const postings = postingsOn(day)
  for (const event of events) {
    const counts = countsOf(postings, event.posting)
    if (counts) counts[COLUMN[event.type]] += 1
  }
  timer ??= setInterval(() => void flushSoon(), FLUSH_EVERY_MS).unref()
  if (pendingPairs >= FLUSH_AT) void flushSoon()
}

const flushSoon = () => (payloadOf ? payloadOf().then(flushPostingCounts).catch(() => 0) : Promise.resolve(0))

/**
 * Writes the pending counts: one upsert adding them to each posting's day. Postings that no longer
 * exist (or never did: a report names any number) are left out by the join. A failed write puts the
 * counts back for the next flush. Returns the number of (posting, day) rows written.
 */
export async function flushPostingCounts(payload: Payload): Promise<number> {
  if (flushing) await flushing.catch(() => 0)
  if (pendingPairs === 0) return 0
  const batch = pending
  pending = new Map()
  pendingPairs = 0
  flushing = write(payload, batch).catch((error: unknown) => {
    for (const [day, postings] of batch) {
      const now = postingsOn(day)
      for (const [posting, counts] of postings) {
        const kept = countsOf(now, posting)
        if (kept) counts.forEach((count, i) => (kept[i] += count))
      }
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

async function write(payload: Payload, batch: Pending): Promise<number> {
  const postings: number[] = []
  const days: string[] = []
  const columns: [number[], number[], number[]] = [[], [], []]
  for (const [day, counted] of batch) {
    for (const [posting, counts] of counted) {
      postings.push(posting)
      days.push(day)
      counts.forEach((count, i) => columns[i].push(count))
    }
  }
  const rows = await execute(
    payload,
    sql`INSERT INTO ${stats} (${sql.identifier(stats.posting.name)}, ${sql.identifier(stats.day.name)}, ${sql.identifier(stats.impressions.name)}, ${sql.identifier(stats.views.name)}, ${sql.identifier(stats.applyClicks.name)})
      SELECT v.posting, v.day, v.impressions, v.views, v.apply_clicks
        FROM unnest(${arrayOf(postings)}::int[], ${arrayOf(days)}::date[], ${arrayOf(columns[0])}::int[], ${arrayOf(columns[1])}::int[], ${arrayOf(columns[2])}::int[])
          AS v(posting, day, impressions, views, apply_clicks)
        JOIN ${job_postings} ON ${job_postings.id} = v.posting AND ${listedSql(job_postings)}
      ON CONFLICT (${sql.identifier(stats.posting.name)}, ${sql.identifier(stats.day.name)}) DO UPDATE SET
        ${sql.identifier(stats.impressions.name)} = ${stats.impressions} + excluded.${sql.identifier(stats.impressions.name)},
        ${sql.identifier(stats.views.name)} = ${stats.views} + excluded.${sql.identifier(stats.views.name)},
        ${sql.identifier(stats.applyClicks.name)} = ${stats.applyClicks} + excluded.${sql.identifier(stats.applyClicks.name)}
      RETURNING 1`,
  )
  return rows.length
}
