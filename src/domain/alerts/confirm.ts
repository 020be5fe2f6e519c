import { and, desc, eq, gt, isNull } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { hashToken, isTokenShape } from '@/domain/auth/tokens'
import { localeOf } from '@/i18n/locale'
import { HttpError } from '@/lib/http'
import { database } from '@/lib/payload/sql'
import { withTransaction } from '@/lib/payload/transaction'
import { alert_consents, job_alerts } from '@/payload-generated-schema'
import type { JobAlert } from '@/payload-types'

import { confirmConsent } from './consent'
import { alertFlow } from './flow'
import { describeSearch } from './sender'

export type AlertSummary = { kind: JobAlert['kind']; email: string; search: string; frequency: JobAlert['frequency']; language: JobAlert['language'] }

export const summaryOf = (alert: JobAlert): AlertSummary => ({
  kind: alert.kind ?? 'jobs',
  email: alert.email,
  search: describeSearch(localeOf(alert.language), alert),
  frequency: alert.frequency,
  language: alert.language,
})

/**
 * The alert a confirmation link names, while the link is valid: found by the token's hash (a column
 * nobody reads through the API), then read as the alert flow's call on it (the token is the right to it).
 */
async function alertOfToken(req: PayloadRequest, token: unknown): Promise<JobAlert> {
  if (!isTokenShape(token)) throw new HttpError('alerts.errors.linkInvalid', 400)
  const [row] = await (await database(req.payload, req))
    .select({ id: job_alerts.id })
    .from(job_alerts)
    .where(and(eq(job_alerts.confirmTokenHash, hashToken(token)), gt(job_alerts.confirmExpiresAt, new Date().toISOString())))
    .limit(1)
  if (!row) throw new HttpError('alerts.errors.linkInvalid', 400)
  const id = Number(row.id)
  const alert = await req.payload.findByID({ collection: 'job-alerts', id, depth: 0, context: alertFlow(id), overrideAccess: false, req }).catch(() => null)
  if (!alert) throw new HttpError('alerts.errors.linkInvalid', 400)
  return alert as JobAlert
}

/** What a confirmation link would start (GET: the page shows it; nothing changes). */
export const peekConfirmation = async (req: PayloadRequest, token: unknown): Promise<AlertSummary> => summaryOf(await alertOfToken(req, token))

/**
 * The emailed link, confirmed with the page's button (double opt-in): the consent is confirmed, the
 * alert starts now (the digest counts postings from this moment), and the link stops working.
 */
export async function confirmAlert(req: PayloadRequest, token: unknown): Promise<AlertSummary> {
  const alert = await alertOfToken(req, token)
  const now = new Date()
  await withTransaction(req.payload, async (tx) => {
    // The consent the link confirms: the newest one recorded with it, not yet confirmed (consent
    // records are the server's own; nobody reads them through the API but an admin).
    const c = alert_consents
    const [consent] = await (await database(tx.payload, tx))
      .select({ id: c.id })
      .from(c)
      .where(and(eq(c.alert, alert.id), isNull(c.confirmedAt), eq(c.method, 'email-confirmation')))
      .orderBy(desc(c.givenAt))
      .limit(1)
    if (consent) await confirmConsent(tx, consent.id, now)
    await tx.payload.update({
      collection: 'job-alerts',
      id: alert.id,
      data: {
        status: 'active',
        confirmedAt: now.toISOString(),
        lastRunAt: now.toISOString(),
        unsubscribedAt: null,
        confirmTokenHash: null,
        confirmExpiresAt: null,
        ...(consent ? { consent: consent.id } : {}),
      },
      // The link's alert alone: the collection lets this call move its status and clear its link.
      context: alertFlow(alert.id),
      overrideAccess: false,
      depth: 0,
      req: tx,
    })
  })
  return summaryOf({ ...alert, status: 'active' })
}
