import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { isIndexable } from '@/domain/jobs/listing'
import { isLocale, localizedPath, locales, type Locale } from '@/i18n/locale'
import { googleIndexingEnv, serverUrl } from '@/lib/env'
import { execute, sql } from '@/lib/payload/sql'
import { withTransaction } from '@/lib/payload/transaction'

import { publishNotification, serviceAccountOf } from './indexingApi'
import { GOOGLE_QUEUE, type IndexingType } from './options'

/*
 * Google's Indexing API, through the queue (docs/google.md). A write to a posting that is or was
 * public queues one task; the task reads the posting as it is by then and tells Google about each
 * language's address: URL_UPDATED while it is active and paid, URL_DELETED once it is not (ended,
 * deleted). Each notification is one ledger row; a UTC day's budget caps them and the rest wait,
 * queued again for the start of the next UTC day.
 */

/** Whether the Indexing API is configured (without credentials nothing is queued). */
const indexingEnabled = () => Boolean(googleIndexingEnv().GOOGLE_INDEXING_CREDENTIALS)

/** Queues the notifications for a posting's addresses, in the caller's transaction (none without credentials). */
export async function queueIndexing(req: PayloadRequest, posting: number | string, options: { locales?: Locale[]; waitUntil?: Date } = {}) {
  if (!indexingEnabled()) return
  await req.payload.jobs.queue({
    task: 'googleIndexing',
    input: { posting: Number(posting), ...(options.locales && { locales: options.locales }) },
    queue: GOOGLE_QUEUE,
    ...(options.waitUntil && { waitUntil: options.waitUntil }),
    req,
  })
}

/** The start of the next UTC day: when a deferred notification is tried again. */
export const nextUtcDay = (now = new Date()) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1))

const postingUrl = (id: number, locale: Locale) => `${serverUrl()}${localizedPath(`/jobs/${id}`, locale)}`

/** What Google should now know of the posting: updated while it is listed, deleted otherwise. */
async function typeFor(payload: Payload, id: number): Promise<IndexingType> {
  const [row] = await execute(payload, sql`SELECT status, paid FROM job_postings WHERE id = ${id}`)
  return row && isIndexable(row as { status: string; paid: boolean }) ? 'URL_UPDATED' : 'URL_DELETED'
}

/** Whether Google was last told this address is gone (a second removal would only spend the budget). */
async function alreadyRemoved(payload: Payload, url: string): Promise<boolean> {
  const [row] = await execute(
    payload,
    sql`SELECT type FROM indexing_notices WHERE url = ${url} AND outcome = 'sent' ORDER BY created_at DESC, id DESC LIMIT 1`,
  )
  return row?.type === 'URL_DELETED'
}

/**
 * Takes one of today's requests for `url`, or records it as deferred when the day's budget is
 * spent; one lock makes concurrent tasks count one after another. The ledger row's id when taken.
 */
async function takeFromBudget(payload: Payload, entry: { url: string; type: IndexingType; posting: number }, budget: number) {
  return withTransaction(payload, async (tx) => {
    await execute(payload, sql`SELECT pg_advisory_xact_lock(hashtext('google-indexing-budget'))`, tx)
    // Every row but a deferred one spent a request (pending, sent, failed).
    const [row] = await execute(
      payload,
      sql`SELECT count(*)::int AS n FROM indexing_notices
          WHERE outcome <> 'deferred' AND created_at >= date_trunc('day', now(), 'UTC')`,
      tx,
    )
    const taken = Number(row?.n ?? 0) < budget
    const doc = await payload.create({
      collection: 'indexing-notices',
      data: { ...entry, outcome: taken ? 'pending' : 'deferred', ...(!taken && { detail: `daily budget of ${budget} spent` }) },
      depth: 0,
      overrideAccess: true,
      req: tx,
    })
    return taken ? doc.id : null
  })
}

export const googleIndexingTask: TaskConfig<'googleIndexing'> = {
  slug: 'googleIndexing',
  label: 'Notify Google of a posting',
  inputSchema: [
    { name: 'posting', type: 'number', required: true },
    { name: 'locales', type: 'json' },
  ],
  outputSchema: [
    { name: 'sent', type: 'number' },
    { name: 'deferred', type: 'number' },
  ],
  handler: async ({ input, req }) => {
    const settings = googleIndexingEnv()
    if (!settings.GOOGLE_INDEXING_CREDENTIALS) return { output: { sent: 0, deferred: 0 } }
    const account = serviceAccountOf(settings.GOOGLE_INDEXING_CREDENTIALS)
    const payload = req.payload
    const posting = Number(input.posting)
    const wanted = Array.isArray(input.locales) ? input.locales.filter(isLocale) : [...locales]
    const type = await typeFor(payload, posting)
    let sent = 0
    const deferred: Locale[] = []
    for (const locale of wanted) {
      const url = postingUrl(posting, locale)
      if (type === 'URL_DELETED' && (await alreadyRemoved(payload, url))) continue
      const id = await takeFromBudget(payload, { url, type, posting }, settings.GOOGLE_INDEXING_DAILY_BUDGET)
      if (id === null) {
        deferred.push(locale)
        continue
      }
      const result = await publishNotification(account, settings.GOOGLE_INDEXING_ENDPOINT, url, type)
      const ok = result.status >= 200 && result.status < 300
      if (ok) sent++
      // Google's own quota ran out (429): tried again tomorrow like the budget's excess.
      if (result.status === 429) deferred.push(locale)
      await payload.update({
        collection: 'indexing-notices',
        id,
        data: { outcome: ok ? 'sent' : result.status === 429 ? 'deferred' : 'failed', statusCode: result.status, detail: result.detail ?? null },
        depth: 0,
        overrideAccess: true,
      })
    }
    if (deferred.length > 0) await queueIndexing(req, posting, { locales: deferred, waitUntil: nextUtcDay() })
    return { output: { sent, deferred: deferred.length } }
  },
}
