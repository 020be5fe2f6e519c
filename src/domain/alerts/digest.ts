import 'server-only'

import type { Payload, Where } from 'payload'

import { queueEmail } from '@/domain/email/queueEmail'
import { isChip, type ChipId } from '@/domain/jobs/chips'
import { j } from '@/domain/jobs/listing'
import { newMatchesCountQuery, newMatchesQuery, readCards, type JobCardData } from '@/domain/jobs/search'
import { isLanguage, languages, localeOf, type Language } from '@/i18n/locale'
import { and, eq, inArray, isNull, lt, or } from '@payloadcms/db-postgres/drizzle'

import { database, execute, sql } from '@/lib/payload/sql'
import { withTransaction } from '@/lib/payload/transaction'
import { alert_deliveries, job_alerts } from '@/payload-generated-schema'

import { alertDigestEmail, type DigestAlert } from './digestEmail'
import type { AlertFrequency } from './options'
import { alertSender, type AlertSender } from './sender'

/*
 * The job alert digest (docs/alert-digest.md): for each due alert, the postings that went live since
 * its last run and match its search (Find Work's rule, src/domain/jobs/search.ts), at most 20 in one
 * email in the alert's language; never the same posting twice to one alert; nothing when nothing
 * matched.
 */

/** How long after its last email an alert is due again: hourly = as postings come, at most one email an hour. */
const ALERT_PERIOD_MS: Record<AlertFrequency, number> = {
  hourly: 60 * 60_000,
  daily: 24 * 60 * 60_000,
  weekly: 7 * 24 * 60 * 60_000,
}

/** Postings in one email; the others are counted ("N more") and linked to Find Work. */
const MAX_POSTINGS_PER_EMAIL = 20
/** "N more" counts no further than this. */
const MORE_CAP = 1000
/**
 * Each run looks this far behind an alert's cursor too: a posting approved just before a run may
 * commit just after it read. The ledger keeps those already sent out.
 */
const CURSOR_OVERLAP_MS = 5 * 60_000
/** Alerts read at once: 10,000 alerts never sit in memory together. */
const BATCH_SIZE = 100
/** Alerts of a batch worked on at once, each on its own pooled connection (the pool holds 10). */
const CONCURRENCY = 4

/** Runs `fn` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await fn(items[next++])
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

/** A step of one alert's transaction, named for tests that make it fail there (a crash). */
export type DigestStep = 'ledger' | 'queued' | 'marked'

export type DigestOptions = {
  /** The run's time: due alerts, the new cursor and the ledger's sentAt. */
  now?: Date
  batchSize?: number
  /** Called inside each alert's transaction after each step; a throw rolls that alert back. */
  afterStep?: (step: DigestStep, alertId: number) => void | Promise<void>
}

export type DigestResult = { alerts: number; emails: number; postings: number; failed: number }

/** Active alerts whose last email is at least their period old (or that have sent none yet). */
function dueAlertsWhere(now: Date): Where {
  return {
    and: [
      { status: { equals: 'active' } },
      {
        or: (Object.keys(ALERT_PERIOD_MS) as AlertFrequency[]).map(
          (frequency): Where => ({
            and: [
              { frequency: { equals: frequency } },
              { or: [{ lastSentAt: { exists: false } }, { lastSentAt: { less_than_equal: new Date(now.getTime() - ALERT_PERIOD_MS[frequency]).toISOString() } }] },
            ],
          }),
        ),
      },
    ],
  }
}

/** The same rule in SQL, checked again on the locked row inside the alert's transaction. */
const stillDue = (id: number, now: Date) => sql`
  SELECT ${job_alerts.id} FROM ${job_alerts} WHERE ${job_alerts.id} = ${id} AND ${job_alerts.status} = 'active'
    AND (${job_alerts.lastSentAt} IS NULL OR ${job_alerts.lastSentAt} <= ${now.toISOString()}::timestamptz - CASE ${job_alerts.frequency}
    WHEN 'hourly' THEN ${`${ALERT_PERIOD_MS.hourly} milliseconds`}::interval
    WHEN 'daily' THEN ${`${ALERT_PERIOD_MS.daily} milliseconds`}::interval
    ELSE ${`${ALERT_PERIOD_MS.weekly} milliseconds`}::interval END)
  FOR UPDATE`

type StoredAlert = {
  id: number
  email?: string | null
  language?: string | null
  q?: string | null
  chips?: string[] | null
  province?: string | null
  positionType?: string | null
  frequency?: string | null
  lastRunAt?: string | null
  confirmedAt?: string | null
  createdAt?: string | null
}

const toAlert = (doc: StoredAlert): DigestAlert => ({
  id: doc.id,
  email: String(doc.email ?? ''),
  language: isLanguage(doc.language) ? doc.language : 'en',
  q: doc.q ?? '',
  chips: (doc.chips ?? []).filter(isChip) as ChipId[],
  province: doc.province ?? null,
  positionType: doc.positionType ?? null,
  frequency: doc.frequency === 'hourly' || doc.frequency === 'weekly' ? doc.frequency : 'daily',
})

/** Postings that became active after this are new to the alert: its last run, else since it was confirmed. */
const cursorOf = (doc: StoredAlert, now: Date) => new Date(doc.lastRunAt ?? doc.confirmedAt ?? doc.createdAt ?? now.toISOString())

/** Postings already sent to the alert (the ledger). */
const notSentTo = (alertId: number) =>
  sql`NOT EXISTS (SELECT 1 FROM ${alert_deliveries} WHERE ${alert_deliveries.alert} = ${alertId} AND ${alert_deliveries.posting} = ${j.id})`

/** The sender named in each language's emails (site settings; the site name is per language). */
async function senders(payload: Payload): Promise<Record<Language, AlertSender>> {
  const [en, fr] = await Promise.all(languages.map((language) => alertSender(payload, localeOf(language))))
  return { en, fr }
}

type Found = { doc: StoredAlert; alert: DigestAlert; ids: number[]; more: number; moreCapped: boolean }

/** The alert's new matches not yet sent to it, newest first, plus how many more there are. */
async function findNew(payload: Payload, doc: StoredAlert, now: Date): Promise<Found> {
  const alert = toAlert(doc)
  const opts = { since: new Date(cursorOf(doc, now).getTime() - CURSOR_OVERLAP_MS), also: notSentTo(alert.id) }
  const rows = await execute(payload, newMatchesQuery(alert, alert.language, { ...opts, limit: MAX_POSTINGS_PER_EMAIL }))
  const ids = rows.map((r) => Number(r.id))
  let more = 0
  if (ids.length === MAX_POSTINGS_PER_EMAIL) {
    const [count] = await execute(payload, newMatchesCountQuery(alert, alert.language, { ...opts, cap: MAX_POSTINGS_PER_EMAIL + MORE_CAP + 1 }))
    more = Number(count?.n ?? 0) - MAX_POSTINGS_PER_EMAIL
  }
  return { doc, alert, ids, more: Math.min(more, MORE_CAP), moreCapped: more > MORE_CAP }
}

/**
 * One alert's email, in one transaction (an outbox): lock the alert and check it is still due, add
 * the postings to the ledger (those already there are dropped), queue the email, move the cursor.
 * A crash before the commit leaves nothing (the next run does it again); after it, the email queue
 * delivers the email, with retries. Returns how many postings were sent.
 */
async function deliver(payload: Payload, found: Found, jobs: JobCardData[], sender: AlertSender, now: Date, opts: DigestOptions): Promise<number> {
  const { alert } = found
  const at = now.toISOString()
  return withTransaction(payload, async (req) => {
    if ((await execute(payload, stillDue(alert.id, now), req)).length === 0) return 0
    const db = await database(payload, req)
    const inserted = await db
      .insert(alert_deliveries)
      .values(jobs.map((job) => ({ alert: alert.id, posting: job.id, sentAt: at })))
      .onConflictDoNothing({ target: [alert_deliveries.alert, alert_deliveries.posting] })
      .returning({ posting: alert_deliveries.posting })
    await opts.afterStep?.('ledger', alert.id)
    const fresh = new Set(inserted.map((r) => Number(r.posting)))
    const sent = jobs.filter((job) => fresh.has(job.id))
    if (sent.length > 0) {
      await queueEmail(payload, alertDigestEmail(alert, sent, sender, found.more, found.moreCapped), req)
      await opts.afterStep?.('queued', alert.id)
    }
    await db
      .update(job_alerts)
      .set(sent.length > 0 ? { lastRunAt: at, lastSentAt: at } : { lastRunAt: at })
      .where(eq(job_alerts.id, alert.id))
    await opts.afterStep?.('marked', alert.id)
    return sent.length
  })
}

/** Moves the cursor of alerts that matched nothing new (no email, one statement for the batch). */
async function markQuiet(payload: Payload, ids: number[], now: Date) {
  if (ids.length === 0) return
  const at = now.toISOString()
  await (await database(payload))
    .update(job_alerts)
    .set({ lastRunAt: at })
    .where(and(inArray(job_alerts.id, ids), eq(job_alerts.status, 'active'), or(isNull(job_alerts.lastRunAt), lt(job_alerts.lastRunAt, at))))
}

/**
 * One digest run over every due alert, a batch at a time in id order. Resumable: an alert done is
 * done (its cursor moved, its postings in the ledger); one that failed or was not reached is still
 * due at the next run. A failing alert is logged and the run goes on.
 */
export async function runDigest(payload: Payload, opts: DigestOptions = {}): Promise<DigestResult> {
  const now = opts.now ?? new Date()
  const batchSize = opts.batchSize ?? BATCH_SIZE
  const from = await senders(payload)
  const result: DigestResult = { alerts: 0, emails: 0, postings: 0, failed: 0 }
  let after = 0
  for (;;) {
    const { docs } = await payload.find({
      collection: 'job-alerts',
      where: { and: [{ id: { greater_than: after } }, dueAlertsWhere(now)] },
      sort: 'id',
      limit: batchSize,
      pagination: false,
      depth: 0,
      // The server's own scan of the alerts; nothing reaches a client.
      overrideAccess: true,
      select: { email: true, language: true, q: true, chips: true, province: true, positionType: true, frequency: true, lastRunAt: true, confirmedAt: true, createdAt: true },
    })
    if (docs.length === 0) break
    after = Number(docs.at(-1)!.id)
    result.alerts += docs.length

    const found: Found[] = []
    await eachLimited(docs as unknown as StoredAlert[], CONCURRENCY, async (doc) => {
      found.push(await findNew(payload, doc, now))
    })
    // Every card of the batch in one read, as an anonymous visitor: the company only where it is public.
    const cards = new Map((await readCards(payload, [...new Set(found.flatMap((f) => f.ids))], null)).map((job) => [job.id, job]))

    const quiet: number[] = []
    await eachLimited(found, CONCURRENCY, async (f) => {
      const jobs = f.ids.flatMap((id) => cards.get(id) ?? [])
      if (jobs.length === 0) {
        quiet.push(f.alert.id)
        return
      }
      try {
        const sent = await deliver(payload, f, jobs, from[f.alert.language], now, opts)
        if (sent > 0) {
          result.emails++
          result.postings += sent
        }
      } catch (error) {
        result.failed++
        payload.logger.error({ err: error, alert: f.alert.id }, 'Job alert digest: this alert failed; it stays due for the next run')
      }
    })
    await markQuiet(payload, quiet, now)
    if (docs.length < batchSize) break
  }
  return result
}
