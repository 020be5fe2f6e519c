import 'server-only'

import { alias } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload } from 'payload'

import { queueEmails } from '@/domain/email/queueEmail'
import { j } from '@/domain/jobs/listing'
import { newMatchesCountQuery, newMatchesQuery, readCards, type JobCardData, type SearchTerms } from '@/domain/jobs/search'
import { findPlace } from '@/domain/places/findPlace'
import { isLanguage, languages, localeOf, type Language } from '@/i18n/locale'
import { and, eq, inArray, isNull, lt, or, type SQL } from '@payloadcms/db-postgres/drizzle'

import { database, execute, sql } from '@/lib/payload/sql'
import { withTransaction } from '@/lib/payload/transaction'
import { alert_deliveries, job_alerts, job_alerts_chips, job_alerts_provinces, job_alerts_types, job_postings } from '@/payload-generated-schema'

import { alertDigestEmail, type DigestAlert } from './digestEmail'
import type { AlertFrequency, AlertKind } from './options'
import { alertSearchOf, alertSearchParams, normalAlertSearch, type AlertSearch } from './search'
import { alertSender, type AlertSender } from './sender'

/*
 * The job alert digest (docs/alert-digest.md): for each due alert, the postings that went live since
 * its last run and match its search (Find Work's rule, src/domain/jobs/search.ts), at most 20 in one
 * email in the alert's language; never the same posting twice to one alert; nothing when nothing
 * matched. Alerts saving the same search share one query: it runs once per run, and each alert takes
 * from it what is new to it and not yet sent to it.
 */

/** How long after its last email an alert is due again: hourly = as postings come, at most one email an hour. */
const ALERT_PERIOD_MS: Record<AlertFrequency, number> = {
  hourly: 60 * 60_000,
  daily: 24 * 60 * 60_000,
  weekly: 7 * 24 * 60 * 60_000,
}

/** Postings (or shifts) in one email; the others are counted ("N more") and linked to Find Work (or /shifts). */
export const MAX_POSTINGS_PER_EMAIL = 20
/** "N more" counts no further than this. */
export const MORE_CAP = 1000
/**
 * Each run looks this far behind an alert's cursor too: a posting approved just before a run may
 * commit just after it read. The ledger keeps those already sent out.
 */
const CURSOR_OVERLAP_MS = 5 * 60_000
/** Due alerts read at once (their search, address and cursor only). */
const SCAN_SIZE = 1000
/** Alerts whose searches are matched, then sent, together; their distinct searches run once each. */
const ROUND_SIZE = 500
/** Alerts sent in one transaction; a transaction that fails is done again one alert at a time. */
const CHUNK_SIZE = 50
/** Queries run at once, each on its own pooled connection (the pool holds 10). */
const CONCURRENCY = 4
/** Each alert counts its new postings no further than this (20 in the email, "1,000+ more"). */
const COUNT_CAP = MAX_POSTINGS_PER_EMAIL + MORE_CAP + 1
/**
 * Postings one distinct search reads for all its alerts, newest first: enough for each to count to
 * its cap even when some were sent to it before (normally only the few of the cursor's overlap); an
 * alert that needs more is matched on its own.
 */
const SHARED_LIMIT = COUNT_CAP + 100

/** Runs `fn` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await fn(items[next++])
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

const chunks = <T>(items: T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size))

/** A step of one alert's transaction, named for tests that make it fail there (a crash). */
export type DigestStep = 'ledger' | 'queued' | 'marked'

export type DigestOptions = {
  /** The run's time: due alerts, the new cursor and the ledger's sentAt. */
  now?: Date
  /** Due alerts read at once. */
  batchSize?: number
  /** Called inside each alert's transaction after each step; a throw rolls that alert back. */
  afterStep?: (step: DigestStep, alertId: number) => void | Promise<void>
}

export type DigestResult = { alerts: number; emails: number; postings: number; failed: number }

/** An alert of `kind` is due: active, and its last email is at least its period old (or it has sent none yet). */
const dueSql = (now: Date, kind: AlertKind = 'jobs') => sql`${job_alerts.status} = 'active' AND ${job_alerts.kind} = ${kind}
    AND (${job_alerts.lastSentAt} IS NULL OR ${job_alerts.lastSentAt} <= ${now.toISOString()}::timestamptz - CASE ${job_alerts.frequency}
    WHEN 'hourly' THEN ${`${ALERT_PERIOD_MS.hourly} milliseconds`}::interval
    WHEN 'daily' THEN ${`${ALERT_PERIOD_MS.daily} milliseconds`}::interval
    ELSE ${`${ALERT_PERIOD_MS.weekly} milliseconds`}::interval END)`

/** The same rule on the locked rows, inside the transaction that sends them (another worker may have just sent one). */
export const lockStillDue = (ids: number[], now: Date, kind: AlertKind = 'jobs') => sql`
  SELECT ${job_alerts.id} FROM ${job_alerts} WHERE ${inArray(job_alerts.id, ids)} AND ${dueSql(now, kind)}
  ORDER BY ${job_alerts.id} FOR UPDATE`

/** A due alert: its email's fields, its search in Find Work's normal form, and since when postings are new to it. */
type DueAlert = DigestAlert & { since: number }

/** A list field's values, in order. */
const valuesOf = (table: typeof job_alerts_chips | typeof job_alerts_provinces | typeof job_alerts_types) =>
  sql`ARRAY(SELECT ${table.value}::text FROM ${table} WHERE ${table.parent} = ${job_alerts.id} ORDER BY ${table.order})`

/** Due job alerts after `after` in id order, `limit` of them, with their search (dueAlertRows). */
async function dueAlerts(payload: Payload, now: Date, after: number, limit: number): Promise<DueAlert[]> {
  const columns = sql`${job_alerts.q} AS q, ${job_alerts.near} AS near, ${job_alerts.radius} AS radius, ${job_alerts.hideRemote} AS hide_remote,
        ${job_alerts.pay} AS pay, ${job_alerts.per} AS per,
        ${valuesOf(job_alerts_chips)} AS chips, ${valuesOf(job_alerts_provinces)} AS provinces, ${valuesOf(job_alerts_types)} AS types`
  return (await dueAlertRows(payload, now, 'jobs', after, limit, columns)).map(({ alert, row }) => ({
    ...alert,
    ...normalAlertSearch({
      q: row.q as string | null,
      chips: row.chips as string[],
      provinces: row.provinces as string[],
      types: row.types as string[],
      near: row.near as string | null,
      radius: numberOrNull(row.radius),
      hideRemote: row.hide_remote === true,
      pay: numberOrNull(row.pay),
      per: row.per as string | null,
    }),
  }))
}

/** A number column's value, or null. */
export const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value))

/** What every due alert is read with: where and how its email goes, and since when things are new to it (less the overlap). */
export type DueAlertBase = { id: number; email: string; language: Language; frequency: AlertFrequency; since: number }

/**
 * Due alerts of `kind` after `after` in id order, `limit` of them, with `columns` (their search)
 * besides. Things that became new after the cursor are new to an alert (its last run, else since it
 * was confirmed); each run also looks CURSOR_OVERLAP_MS behind it.
 */
export async function dueAlertRows(payload: Payload, now: Date, kind: AlertKind, after: number, limit: number, columns: SQL): Promise<{ alert: DueAlertBase; row: Record<string, unknown> }[]> {
  const rows = await execute(
    payload,
    sql`SELECT ${job_alerts.id} AS id, ${job_alerts.email} AS email, ${job_alerts.language} AS language, ${job_alerts.frequency} AS frequency, ${columns},
        (extract(epoch FROM coalesce(${job_alerts.lastRunAt}, ${job_alerts.confirmedAt}, ${job_alerts.createdAt})) * 1000)::float8 AS cursor
      FROM ${job_alerts} WHERE ${job_alerts.id} > ${after} AND ${dueSql(now, kind)}
      ORDER BY ${job_alerts.id} LIMIT ${limit}`,
  )
  return rows.map((row) => ({
    row,
    alert: {
      id: Number(row.id),
      email: String(row.email ?? ''),
      language: isLanguage(row.language) ? row.language : 'en',
      frequency: row.frequency === 'hourly' || row.frequency === 'weekly' ? row.frequency : 'daily',
      since: Number(row.cursor) - CURSOR_OVERLAP_MS,
    },
  }))
}

/** Due alerts sharing one search in one language: the search runs once for all of them. */
type Group = { language: Language; search: AlertSearch; alerts: DueAlert[] }

/** Find Work's conditions for the search; a place no longer found means no distance, as on Find Work. */
const termsOf = (search: AlertSearch): SearchTerms => ({ ...search, center: search.near ? findPlace(search.near) : null })

/** One distinct search's postings, newest first, since the earliest of its alerts' cursors. */
type Shared = { ids: number[]; posted: number[]; complete: boolean }

const p = alias(job_postings, 'p')

async function sharedMatches(payload: Payload, group: Group): Promise<Shared> {
  const since = new Date(group.alerts.reduce((min, a) => Math.min(min, a.since), Infinity))
  const matches = newMatchesQuery(termsOf(group.search), group.language, { since, limit: SHARED_LIMIT })
  const rows = await execute(
    payload,
    sql`SELECT m.id, (extract(epoch FROM ${p.postedDate}) * 1000)::float8 AS posted FROM (${matches}) m
      JOIN ${job_postings} ${p} ON ${p.id} = m.id ORDER BY ${p.postedDate} DESC, ${p.id} DESC`,
  )
  return { ids: rows.map((r) => Number(r.id)), posted: rows.map((r) => Number(r.posted)), complete: rows.length < SHARED_LIMIT }
}

/** What was already sent to each alert among the postings new to it (the ledger). */
async function sentBefore(payload: Payload, alerts: DueAlert[]): Promise<Map<number, Set<number>>> {
  const sent = new Map<number, Set<number>>()
  // A thousand alerts a statement: a large group must not pass PostgreSQL's limit on parameters.
  for (const part of chunks(alerts, 1000)) {
    const cursors = sql.join(
      part.map((a) => sql`(${a.id}::int, ${new Date(a.since).toISOString()}::timestamptz)`),
      sql`, `,
    )
    const rows = await execute(
      payload,
      sql`SELECT ${alert_deliveries.alert} AS alert, ${alert_deliveries.posting} AS posting
        FROM ${alert_deliveries} JOIN (VALUES ${cursors}) AS v(alert, since) ON ${alert_deliveries.alert} = v.alert
        JOIN ${job_postings} ${p} ON ${p.id} = ${alert_deliveries.posting} AND ${p.postedDate} > v.since`,
    )
    for (const row of rows) {
      const alert = Number(row.alert)
      if (!sent.has(alert)) sent.set(alert, new Set())
      sent.get(alert)!.add(Number(row.posting))
    }
  }
  return sent
}

type Found = { alert: DueAlert; ids: number[]; more: number; moreCapped: boolean }

const found = (alert: DueAlert, ids: number[], count: number): Found => {
  const more = Math.max(0, count - MAX_POSTINGS_PER_EMAIL)
  return { alert, ids, more: Math.min(more, MORE_CAP), moreCapped: more > MORE_CAP }
}

/**
 * The alert's share of its search's postings: those new to it and not sent to it, newest first, and
 * how many (up to the cap). Null when the shared read stopped before the alert's cursor short of
 * the cap: only the alert's own query can tell.
 */
function takeFrom(shared: Shared, alert: DueAlert, sent: Set<number> | undefined): Found | null {
  const ids: number[] = []
  let count = 0
  for (let i = 0; i < shared.ids.length; i++) {
    if (shared.posted[i] <= alert.since) return found(alert, ids, count)
    if (sent?.has(shared.ids[i])) continue
    if (ids.length < MAX_POSTINGS_PER_EMAIL) ids.push(shared.ids[i])
    if (++count === COUNT_CAP) return found(alert, ids, count)
  }
  return shared.complete ? found(alert, ids, count) : null
}

/** Postings already sent to the alert (the ledger). */
const notSentTo = (alertId: number) =>
  sql`NOT EXISTS (SELECT 1 FROM ${alert_deliveries} WHERE ${alert_deliveries.alert} = ${alertId} AND ${alert_deliveries.posting} = ${j.id})`

/** The alert's new matches not yet sent to it by its own queries (when its search's shared read is not enough). */
async function findAlone(payload: Payload, alert: DueAlert): Promise<Found> {
  const terms = termsOf(alertSearchOf(alert))
  const opts = { since: new Date(alert.since), also: notSentTo(alert.id) }
  const rows = await execute(payload, newMatchesQuery(terms, alert.language, { ...opts, limit: MAX_POSTINGS_PER_EMAIL }))
  const ids = rows.map((r) => Number(r.id))
  if (ids.length < MAX_POSTINGS_PER_EMAIL) return found(alert, ids, ids.length)
  const [count] = await execute(payload, newMatchesCountQuery(terms, alert.language, { ...opts, cap: COUNT_CAP }))
  return found(alert, ids, Number(count?.n ?? 0))
}

/** The sender named in each language's emails (site settings; the site name is per language). */
export async function senders(payload: Payload): Promise<Record<Language, AlertSender>> {
  const [en, fr] = await Promise.all(languages.map((language) => alertSender(payload, localeOf(language))))
  return { en, fr }
}

type Sending = { found: Found; jobs: JobCardData[] }

/**
 * Alerts' emails in one transaction (an outbox): lock the alerts and keep those still due, add their
 * postings to the ledger (those already there are dropped), queue the emails, move the cursors. A
 * crash before the commit leaves nothing (the next run does it again); after it, the email queue
 * delivers the emails, with retries. Returns how many postings each alert was sent.
 */
async function deliver(payload: Payload, sending: Sending[], from: Record<Language, AlertSender>, now: Date, opts: DigestOptions): Promise<Map<number, number>> {
  const at = now.toISOString()
  const step = async (name: DigestStep, alerts: Sending[]) => {
    for (const s of alerts) await opts.afterStep?.(name, s.found.alert.id)
  }
  return withTransaction(payload, async (req) => {
    const due = new Set((await execute(payload, lockStillDue(sending.map((s) => s.found.alert.id), now), req)).map((r) => Number(r.id)))
    const live = sending.filter((s) => due.has(s.found.alert.id))
    const counts = new Map<number, number>()
    if (live.length === 0) return counts
    const pairs = live.flatMap(({ found: f, jobs }) => jobs.map((job) => [f.alert.id, job.id] as const))
    // Two arrays as two parameters: a row of parameters per posting costs more to build than to insert.
    const inserted = await execute(
      payload,
      sql`INSERT INTO ${alert_deliveries} (${sql.identifier(alert_deliveries.alert.name)}, ${sql.identifier(alert_deliveries.posting.name)}, ${sql.identifier(alert_deliveries.sentAt.name)})
        SELECT alert, posting, ${at}::timestamptz FROM unnest(${sql.param(pairs.map(([alert]) => alert))}::int[], ${sql.param(pairs.map(([, posting]) => posting))}::int[]) AS d(alert, posting)
        ON CONFLICT (${sql.identifier(alert_deliveries.alert.name)}, ${sql.identifier(alert_deliveries.posting.name)}) DO NOTHING
        RETURNING ${sql.identifier(alert_deliveries.alert.name)} AS alert, ${sql.identifier(alert_deliveries.posting.name)} AS posting`,
      req,
    )
    await step('ledger', live)
    const fresh = new Set(inserted.map((r) => `${r.alert}:${r.posting}`))
    const db = await database(payload, req)
    const sent: number[] = []
    const emails = []
    for (const { found: f, jobs } of live) {
      const jobsSent = jobs.filter((job) => fresh.has(`${f.alert.id}:${job.id}`))
      counts.set(f.alert.id, jobsSent.length)
      if (jobsSent.length === 0) continue
      sent.push(f.alert.id)
      emails.push(alertDigestEmail(f.alert, jobsSent, from[f.alert.language], f.more, f.moreCapped))
    }
    await queueEmails(payload, emails, req)
    await step('queued', live.filter((s) => sent.includes(s.found.alert.id)))
    if (sent.length) await db.update(job_alerts).set({ lastRunAt: at, lastSentAt: at }).where(inArray(job_alerts.id, sent))
    const quiet = live.map((s) => s.found.alert.id).filter((id) => !sent.includes(id))
    if (quiet.length) await db.update(job_alerts).set({ lastRunAt: at }).where(inArray(job_alerts.id, quiet))
    await step('marked', live)
    return counts
  })
}

/** Moves the cursor of alerts that matched nothing new (no email, one statement a thousand). */
export async function markQuiet(payload: Payload, ids: number[], now: Date) {
  const at = now.toISOString()
  const db = await database(payload)
  for (const part of chunks(ids, 1000)) {
    await db
      .update(job_alerts)
      .set({ lastRunAt: at })
      .where(and(inArray(job_alerts.id, part), eq(job_alerts.status, 'active'), or(isNull(job_alerts.lastRunAt), lt(job_alerts.lastRunAt, at))))
  }
}

/** Cards read in this run, as an anonymous visitor; bounded, as a run may touch every posting. */
class CardCache {
  private cards = new Map<number, JobCardData>()
  constructor(private readonly payload: Payload) {}

  async get(ids: number[]): Promise<Map<number, JobCardData>> {
    const missing = [...new Set(ids)].filter((id) => !this.cards.has(id))
    if (this.cards.size + missing.length > 20_000) this.cards.clear()
    for (const part of chunks(missing, 1000)) for (const job of await readCards(this.payload, part, null)) this.cards.set(job.id, job)
    return this.cards
  }
}

/** One round: each distinct search of the groups once, each alert's share, then the emails. */
async function runRound(payload: Payload, groups: Group[], cards: CardCache, from: Record<Language, AlertSender>, now: Date, opts: DigestOptions, result: DigestResult) {
  const shared = new Map<Group, Shared>()
  await eachLimited(groups, CONCURRENCY, async (group) => {
    shared.set(group, await sharedMatches(payload, group))
  })
  const alerts = groups.flatMap((g) => g.alerts)
  const sent = await sentBefore(payload, alerts)
  const founds: Found[] = []
  for (const group of groups) {
    for (const alert of group.alerts) founds.push(takeFrom(shared.get(group)!, alert, sent.get(alert.id)) ?? (await findAlone(payload, alert)))
  }
  shared.clear()
  // Every card of the round in one pass, as an anonymous visitor: the company only where it is public.
  const known = await cards.get(founds.flatMap((f) => f.ids))
  const sending: Sending[] = []
  const quiet: number[] = []
  for (const f of founds) {
    const jobs = f.ids.flatMap((id) => known.get(id) ?? [])
    if (jobs.length) sending.push({ found: f, jobs })
    else quiet.push(f.alert.id)
  }
  const count = (counts: Map<number, number>) => {
    for (const n of counts.values()) {
      if (n === 0) continue
      result.emails++
      result.postings += n
    }
  }
  await eachLimited(chunks(sending, CHUNK_SIZE), CONCURRENCY, async (chunk) => {
    try {
      return count(await deliver(payload, chunk, from, now, opts))
    } catch {
      // One failing alert must not hold back the others: each alone, in its own transaction.
    }
    for (const one of chunk) {
      try {
        count(await deliver(payload, [one], from, now, opts))
      } catch (error) {
        result.failed++
        payload.logger.error({ err: error, alert: one.found.alert.id }, 'Job alert digest: this alert failed; it stays due for the next run')
      }
    }
  })
  await markQuiet(payload, quiet, now)
}

/**
 * One digest run over every due alert. Due alerts are read a batch at a time in id order and
 * grouped by search and language; then a round of groups at a time has each distinct search run
 * once and its alerts sent. Resumable: an alert done is done (its cursor moved, its postings in the
 * ledger); one that failed or was not reached is still due at the next run. A failing alert is
 * logged and the run goes on.
 */
export async function runDigest(payload: Payload, opts: DigestOptions = {}): Promise<DigestResult> {
  const now = opts.now ?? new Date()
  const batchSize = opts.batchSize ?? SCAN_SIZE
  const from = await senders(payload)
  const result: DigestResult = { alerts: 0, emails: 0, postings: 0, failed: 0 }

  // Only what grouping needs is kept of each alert (100,000 due alerts are a few tens of MB).
  const groups = new Map<string, Group>()
  for (let after = 0; ; ) {
    const batch = await dueAlerts(payload, now, after, batchSize)
    for (const alert of batch) {
      const search = alertSearchOf(alert)
      const key = `${alert.language}?${alertSearchParams(search).toString().toLowerCase()}`
      const group = groups.get(key) ?? { language: alert.language, search, alerts: [] }
      group.alerts.push(alert)
      groups.set(key, group)
    }
    result.alerts += batch.length
    if (batch.length < batchSize) break
    after = batch.at(-1)!.id
  }

  const cards = new CardCache(payload)
  let round: Group[] = []
  let size = 0
  for (const group of groups.values()) {
    round.push(group)
    size += group.alerts.length
    if (size < ROUND_SIZE) continue
    await runRound(payload, round, cards, from, now, opts, result)
    round = []
    size = 0
  }
  if (round.length) await runRound(payload, round, cards, from, now, opts, result)
  return result
}

