import 'server-only'

import { and, asc, count, eq, gt, inArray, type SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { queueEmails } from '@/domain/email/queueEmail'
import { shiftConditions, shiftDistanceKm, shiftFilter, type ShiftFilter } from '@/domain/shifts/browse'
import type { Language } from '@/i18n/locale'
import { database, execute, sql } from '@/lib/payload/sql'
import { withTransaction } from '@/lib/payload/transaction'
import { alert_deliveries, facilities, job_alerts, shifts } from '@/payload-generated-schema'

import { dueAlertRows, lockStillDue, markQuiet, MAX_POSTINGS_PER_EMAIL, MORE_CAP, numberOrNull, senders, type DigestOptions } from './digest'
import { shiftDigestEmail, type DigestShift, type ShiftDigestAlert } from './shiftDigestEmail'
import { normalShiftCriteria, shiftCriteriaParams } from './shiftCriteria'

/*
 * The shift alert digest (docs/alert-digest.md, Shift alerts), beside the job digest and on its
 * rules: an alert is due on the same schedule (`dueSql`), each due alert gets the open shifts posted
 * since its last run that match its search (/shifts' own condition, domain/shifts/browse.ts: open,
 * still to come, within its distance, rate and position type), soonest first, at most 20 in one email
 * in its language; never the same shift twice to one alert (the ledger's unique (alert, shift)); the
 * ledger, the queued email and the cursor in one transaction (an outbox). City and distance only:
 * the exact address is never read here.
 */

/** Due shift alerts read at once. */
const SCAN_SIZE = 500

export type ShiftDigestResult = { alerts: number; emails: number; shifts: number; failed: number }

type DueShiftAlert = ShiftDigestAlert & { since: number }

async function dueShiftAlerts(payload: Payload, now: Date, after: number, limit: number): Promise<DueShiftAlert[]> {
  const a = job_alerts
  const columns = sql`${a.shift_near} AS near, ${a.shift_km} AS km, ${a.shift_positionType} AS position_type, ${a.shift_minRateCents} AS min_rate`
  return (await dueAlertRows(payload, now, 'shifts', after, limit, columns)).map(({ alert, row }) => ({
    ...alert,
    shift: normalShiftCriteria({ near: row.near as string | null, km: numberOrNull(row.km), positionType: row.position_type as string | null, minRateCents: numberOrNull(row.min_rate) }),
  }))
}

/** /shifts' filter for the alert's search; null when its place is no longer found (/shifts would refuse it: nothing matches). */
function filterOf(alert: DueShiftAlert): ShiftFilter | null {
  try {
    return shiftFilter(shiftCriteriaParams(alert.shift))
  } catch {
    return null
  }
}

type Found = { alert: DueShiftAlert; shifts: DigestShift[]; more: number; moreCapped: boolean }

/** The alert's new matches not yet sent to it, soonest first (its first 20), and how many more (up to the cap). */
async function findFor(payload: Payload, alert: DueShiftAlert, filter: ShiftFilter, now: Date): Promise<Found> {
  const db = await database(payload)
  const where: SQL[] = [
    ...shiftConditions(filter, now),
    gt(shifts.createdAt, new Date(alert.since).toISOString()),
    sql`NOT EXISTS (SELECT 1 FROM ${alert_deliveries} WHERE ${alert_deliveries.alert} = ${alert.id} AND ${alert_deliveries.shift} = ${shifts.id})`,
  ]
  const rows = await db
    .select({
      id: shifts.id,
      positionType: shifts.positionType,
      startsAt: shifts.startsAt,
      endsAt: shifts.endsAt,
      timeZone: shifts.timeZone,
      rateCents: shifts.rateCents,
      city: shifts.city,
      province: shifts.province,
      lat: shifts.lat,
      lng: shifts.lng,
      notes: shifts.notes,
      notesFr: shifts.notesFr,
      companyName: facilities.name,
    })
    .from(shifts)
    .innerJoin(facilities, eq(facilities.id, shifts.company))
    .where(and(...where))
    .orderBy(asc(shifts.startsAt), asc(shifts.id))
    .limit(MAX_POSTINGS_PER_EMAIL)
  let total = rows.length
  if (rows.length === MAX_POSTINGS_PER_EMAIL) {
    const capped = db.select({ id: shifts.id }).from(shifts).where(and(...where)).limit(MAX_POSTINGS_PER_EMAIL + MORE_CAP + 1).as('capped')
    const [row] = await db.select({ n: count() }).from(capped)
    total = Number(row?.n ?? rows.length)
  }
  const more = Math.max(0, total - MAX_POSTINGS_PER_EMAIL)
  return {
    alert,
    shifts: rows.flatMap(({ lat, lng, startsAt, endsAt, timeZone, ...row }) =>
      startsAt && endsAt && timeZone ? [{ ...row, startsAt, endsAt, timeZone, rateCents: Number(row.rateCents), distanceKm: shiftDistanceKm(filter.center, lat, lng) }] : [],
    ),
    more: Math.min(more, MORE_CAP),
    moreCapped: more > MORE_CAP,
  }
}

/**
 * One alert's email in one transaction: lock it and check it is still due, add its shifts to the
 * ledger (those already there are dropped), queue the email, move its cursor. A failure leaves
 * nothing, and the next run does it again. Returns how many shifts were sent.
 */
async function deliver(payload: Payload, found: Found, from: Record<Language, Awaited<ReturnType<typeof senders>>[Language]>, now: Date, opts: DigestOptions): Promise<number> {
  const at = now.toISOString()
  const { alert } = found
  return withTransaction(payload, async (req) => {
    const due = await execute(payload, lockStillDue([alert.id], now, 'shifts'), req)
    if (due.length === 0) return 0
    const inserted = await execute(
      payload,
      sql`INSERT INTO ${alert_deliveries} (${sql.identifier(alert_deliveries.alert.name)}, ${sql.identifier(alert_deliveries.shift.name)}, ${sql.identifier(alert_deliveries.sentAt.name)})
        SELECT ${alert.id}::int, shift, ${at}::timestamptz FROM unnest(${sql.param(found.shifts.map((s) => s.id))}::int[]) AS d(shift)
        ON CONFLICT (${sql.identifier(alert_deliveries.alert.name)}, ${sql.identifier(alert_deliveries.shift.name)}) DO NOTHING
        RETURNING ${sql.identifier(alert_deliveries.shift.name)} AS shift`,
      req,
    )
    await opts.afterStep?.('ledger', alert.id)
    const fresh = new Set(inserted.map((r) => Number(r.shift)))
    const sent = found.shifts.filter((s) => fresh.has(s.id))
    const db = await database(payload, req)
    if (sent.length === 0) {
      await db.update(job_alerts).set({ lastRunAt: at }).where(inArray(job_alerts.id, [alert.id]))
      return 0
    }
    await queueEmails(payload, [shiftDigestEmail(alert, sent, from[alert.language], found.more, found.moreCapped)], req)
    await opts.afterStep?.('queued', alert.id)
    await db.update(job_alerts).set({ lastRunAt: at, lastSentAt: at }).where(inArray(job_alerts.id, [alert.id]))
    await opts.afterStep?.('marked', alert.id)
    return sent.length
  })
}

/**
 * One shift digest run over every due shift alert, a batch at a time in id order. Resumable as the
 * job digest: an alert done is done; one that failed or was not reached is still due at the next
 * run. A failing alert is logged and the run goes on.
 */
export async function runShiftDigest(payload: Payload, opts: DigestOptions = {}): Promise<ShiftDigestResult> {
  const now = opts.now ?? new Date()
  const batchSize = opts.batchSize ?? SCAN_SIZE
  const from = await senders(payload)
  const result: ShiftDigestResult = { alerts: 0, emails: 0, shifts: 0, failed: 0 }
  for (let after = 0; ; ) {
    const batch = await dueShiftAlerts(payload, now, after, batchSize)
    result.alerts += batch.length
    const quiet: number[] = []
    for (const alert of batch) {
      const filter = filterOf(alert)
      try {
        const found = filter ? await findFor(payload, alert, filter, now) : null
        if (!found || found.shifts.length === 0) {
          quiet.push(alert.id)
          continue
        }
        const n = await deliver(payload, found, from, now, opts)
        if (n > 0) {
          result.emails++
          result.shifts += n
        }
      } catch (error) {
        result.failed++
        payload.logger.error({ err: error, alert: alert.id }, 'Shift alert digest: this alert failed; it stays due for the next run')
      }
    }
    await markQuiet(payload, quiet, now)
    if (batch.length < batchSize) break
    after = batch.at(-1)!.id
  }
  return result
}
