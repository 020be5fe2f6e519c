import type { PayloadRequest } from 'payload'

import { HttpError } from '@/lib/http'
import { withTransaction } from '@/lib/payload/transaction'
import type { JobAlert } from '@/payload-types'

import { summaryOf, type AlertSummary } from './confirm'
import { withdrawConsents } from './consent'
import { alertFlow } from './flow'
import { verifyUnsubscribeToken } from './links'

/** The alert an unsubscribe link names, when its signature is right (null: the alert is gone); read as the flow's call on it. */
async function alertOfLink(req: PayloadRequest, alertId: unknown, token: unknown): Promise<JobAlert | null> {
  const id = typeof alertId === 'string' && /^\d{1,10}$/.test(alertId) ? Number(alertId) : typeof alertId === 'number' ? alertId : null
  if (id === null || !verifyUnsubscribeToken(id, token)) throw new HttpError('alerts.errors.unsubscribeInvalid', 403)
  return (await req.payload.findByID({ collection: 'job-alerts', id, depth: 0, context: alertFlow(id), overrideAccess: false, req }).catch(() => null)) as JobAlert | null
}

/** What an unsubscribe link is about (the page shows it before its button is pressed; nothing changes). */
export async function peekUnsubscribe(req: PayloadRequest, alertId: unknown, token: unknown): Promise<(AlertSummary & { unsubscribed: boolean }) | null> {
  const alert = await alertOfLink(req, alertId, token)
  return alert ? { ...summaryOf(alert), unsubscribed: alert.status === 'unsubscribed' } : null
}

/**
 * Unsubscribes at once, with no session: the signed link from the email (the page's button, or the
 * RFC 8058 one-click POST). The link never expires, and a second use (or one for an alert since
 * deleted) answers the same. The alert's consents are withdrawn; the records stay as proof.
 */
export async function unsubscribe(req: PayloadRequest, alertId: unknown, token: unknown): Promise<void> {
  const alert = await alertOfLink(req, alertId, token)
  if (!alert || alert.status === 'unsubscribed') return
  const now = new Date()
  await withTransaction(req.payload, async (tx) => {
    await tx.payload.update({
      collection: 'job-alerts',
      id: alert.id,
      data: { status: 'unsubscribed', unsubscribedAt: now.toISOString(), confirmTokenHash: null, confirmExpiresAt: null },
      // The signed link's alert alone: the collection lets this call end it and clear its link.
      context: alertFlow(alert.id),
      overrideAccess: false,
      depth: 0,
      req: tx,
    })
    await withdrawConsents(tx, alert.id, now)
  })
}
