import 'server-only'

import type { Payload } from 'payload'

import { getPayloadClient } from '@/lib/payload/client'

import type { PostingEvent } from './events'
import { flushPostingCounts, tally } from './tally'
import { firstReports, type Sighting } from './visitor'

/** Reports taken within this time are checked for repeats together (one Redis command). */
const BATCH_MS = 25
/** Past this many events not yet counted (the store not answering), new reports are dropped: memory stays bounded. */
const MAX_UNCOUNTED_EVENTS = 20_000

let waiting: (Sighting & { day: string })[] = []
/** Events taken and not yet counted: waiting for the next check or in one. */
let uncounted = 0
let timer: ReturnType<typeof setTimeout> | undefined
const checking = new Set<Promise<void>>()

/**
 * Counts a visitor's report shortly after it was answered: the browser does not wait for the
 * repeat check, and the reports of a few milliseconds are checked in one go (docs/analytics.md).
 */
export function countSoon(mark: string, events: PostingEvent[], at: Date, day: string): void {
  if (uncounted + events.length > MAX_UNCOUNTED_EVENTS) return
  waiting.push({ mark, events, at: at.getTime(), day })
  uncounted += events.length
  timer ??= setTimeout(checkWaiting, BATCH_MS)
}

function checkWaiting(): Promise<void> {
  timer = undefined
  const batch = waiting
  waiting = []
  const events = batch.reduce((sum, report) => sum + report.events.length, 0)
  const run = firstReports(batch)
    .then((fresh) => batch.forEach((report, i) => tally(fresh[i], report.day, getPayloadClient)))
    .catch(() => {
      // Counting is best effort: a store that does not answer loses these reports, never a page.
    })
    .finally(() => {
      uncounted -= events
      checking.delete(run)
    })
  checking.add(run)
  return run
}

/** Counts every report taken so far, then writes the pending counts (tests; a flush that must be complete). */
export async function countAndFlush(payload: Payload): Promise<number> {
  if (timer) {
    clearTimeout(timer)
    void checkWaiting()
  }
  await Promise.all(checking)
  return flushPostingCounts(payload)
}
