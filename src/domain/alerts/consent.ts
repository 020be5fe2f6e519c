import type { PayloadRequest } from 'payload'

import type { Language } from '@/i18n/locale'

import type { ConsentMethod } from './options'

/**
 * Marks the alert flows' own requests: the consent collection lets only these calls create and
 * change records (its access), which no API client can, since the API cannot set context.
 */
export const RECORDING_ALERT_CONSENT = 'recordingAlertConsent'
/** A new object each call: Payload may keep it as the request's context, which hooks then write to. */
const recording = () => ({ [RECORDING_ALERT_CONSENT]: true })

/**
 * Consent records (CASL; docs/alerts.md) are the server's own writes: nobody may create, change or
 * delete one through the API; these calls, access on, mark their request so the collection lets
 * them. They keep the proof: who (address, account), the exact wording shown in its language, how,
 * on which page, when it was given, confirmed and withdrawn.
 */
export async function recordConsent(
  req: PayloadRequest,
  entry: { email: string; user: number | null; alert: number; wording: string; language: Language; method: ConsentMethod; givenAt: Date; confirmed: boolean; source: string | null },
): Promise<number> {
  const at = entry.givenAt.toISOString()
  const doc = await req.payload.create({
    collection: 'alert-consents',
    data: {
      email: entry.email,
      user: entry.user,
      alert: entry.alert,
      wording: entry.wording,
      language: entry.language,
      method: entry.method,
      givenAt: at,
      confirmedAt: entry.confirmed ? at : null,
      source: entry.source,
    },
    context: recording(),
    overrideAccess: false,
    depth: 0,
    req,
  })
  return doc.id
}

/** The emailed link was clicked: the consent is confirmed (once). */
export async function confirmConsent(req: PayloadRequest, id: number, at: Date): Promise<void> {
  await req.payload.update({
    collection: 'alert-consents',
    where: { and: [{ id: { equals: id } }, { confirmedAt: { exists: false } }] },
    data: { confirmedAt: at.toISOString() },
    context: recording(),
    overrideAccess: false,
    depth: 0,
    req,
  })
}

/**
 * Every consent behind an alert is withdrawn (now), once: the records stay as proof that the person
 * had agreed and of when they stopped.
 */
export async function withdrawConsents(req: PayloadRequest, alert: number | string, at = new Date()): Promise<void> {
  await req.payload.update({
    collection: 'alert-consents',
    where: { and: [{ alert: { equals: alert } }, { withdrawnAt: { exists: false } }] },
    data: { withdrawnAt: at.toISOString() },
    context: recording(),
    overrideAccess: false,
    depth: 0,
    req,
  })
}
