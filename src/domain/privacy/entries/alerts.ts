import { eq } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest, Where } from 'payload'

import { database } from '@/lib/payload/sql'
import { users } from '@/payload-generated-schema'
import type { AlertConsent, JobAlert } from '@/payload-types'

import { privacyOf, whole } from '../mark'
import type { PersonalDataEntry, PrivacyContext } from '../types'
import { allDocs, idOf } from './shared'

/**
 * Alerts or consents that are the person's: linked to the account (`accountField`), or, once the
 * account's address is confirmed as theirs, sent to that address (alerts saved as a guest). An
 * account that never confirmed its address reaches nobody else's guest alerts, so its removal cannot
 * touch them. Also what job alerts' and consents' access let the export or erasure of that person's
 * data reach (src/domain/privacy/mark.ts).
 */
export const alertRecordsOf =
  (accountField: 'owner' | 'user') =>
  async (req: PayloadRequest, subject: number): Promise<Where> => {
    const mine: Where = { [accountField]: { equals: subject } }
    const [row] = await (await database(req.payload, req)).select({ verified: users._verified, email: users.email }).from(users).where(eq(users.id, subject))
    return row?.verified === true ? { or: [mine, { email: { equals: row.email.toLowerCase() } }] } : mine
  }

const theirs = (ctx: PrivacyContext, accountField: 'owner' | 'user') => alertRecordsOf(accountField)(ctx.req, ctx.subject.id)

const theirAlerts = async (ctx: PrivacyContext) => allDocs<JobAlert>(ctx, 'job-alerts', await theirs(ctx, 'owner'))

/** Job and shift alerts (saved searches mailed to them): exported; deleted with the account (their consents are withdrawn first). */
export const jobAlertsEntry: PersonalDataEntry = {
  key: 'jobAlerts',
  where: 'job-alerts',
  export: async (ctx) => ({
    data: (await theirAlerts(ctx)).map((a) => ({
      email: a.email,
      language: a.language,
      kind: a.kind ?? 'jobs',
      // A shift alert's search (docs/alerts.md, Shift alerts); empty for a job alert.
      shift: a.kind === 'shifts' ? { near: a.shift?.near ?? '', km: a.shift?.km ?? null, positionType: a.shift?.positionType ?? null, minRateCents: a.shift?.minRateCents ?? null } : null,
      q: a.q ?? '',
      chips: a.chips ?? [],
      provinces: a.provinces ?? [],
      types: a.types ?? [],
      near: a.near ?? '',
      radius: a.radius ?? null,
      hideRemote: a.hideRemote ?? false,
      pay: a.pay ?? null,
      per: a.per ?? null,
      frequency: a.frequency,
      status: a.status,
      createdAt: a.createdAt,
      confirmedAt: a.confirmedAt ?? null,
      unsubscribedAt: a.unsubscribedAt ?? null,
      lastSentAt: a.lastSentAt ?? null,
    })),
  }),
  erase: async (ctx) => {
    const ids = (await theirAlerts(ctx)).map((a) => a.id)
    const { req, subject } = ctx
    // Through Payload (each alert's consents are withdrawn first), access on, marked: their alerts alone.
    if (ids.length) await whole(req.payload.delete({ collection: 'job-alerts', where: { id: { in: ids } }, context: privacyOf(subject.id), user: req.user, overrideAccess: false, req }))
  },
}

/**
 * Their consents to alerts: exported; KEPT on erasure, withdrawn (CASL asks the sender to keep proof
 * of consent: the address, the wording, how and when; docs/alerts.md). The account link goes with
 * the account (ON DELETE SET NULL).
 */
export const alertConsentsEntry: PersonalDataEntry = {
  key: 'alertConsents',
  where: 'alert-consents',
  export: async (ctx) => {
    const consents = await allDocs<AlertConsent>(ctx, 'alert-consents', await theirs(ctx, 'user'))
    return {
      data: consents.map((c) => ({
        email: c.email,
        alert: idOf(c.alert),
        wording: c.wording,
        language: c.language,
        method: c.method,
        givenAt: c.givenAt,
        confirmedAt: c.confirmedAt ?? null,
        withdrawnAt: c.withdrawnAt ?? null,
        source: c.source ?? null,
      })),
    }
  },
  erase: async (ctx) => {
    const { req, subject } = ctx
    // Access on, the call marked as the erasure of their data: the consents' access lets it change theirs alone.
    await whole(
      req.payload.update({
        collection: 'alert-consents',
        where: { and: [await theirs(ctx, 'user'), { withdrawnAt: { exists: false } }] },
        data: { withdrawnAt: new Date().toISOString() },
        context: privacyOf(subject.id),
        user: req.user,
        overrideAccess: false,
        depth: 0,
        req,
      }),
    )
  },
}
