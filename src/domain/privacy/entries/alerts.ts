import { eq } from '@payloadcms/db-postgres/drizzle'
import type { Where } from 'payload'

import { database } from '@/lib/payload/sql'
import { users } from '@/payload-generated-schema'
import type { AlertConsent, JobAlert } from '@/payload-types'

import type { PersonalDataEntry, PrivacyContext } from '../types'
import { allDocs, idOf } from './shared'

/**
 * Rows that are the person's: linked to the account (`accountField`), or, once the account's address
 * is confirmed as theirs, sent to that address (alerts saved as a guest). An account that never
 * confirmed its address reaches nobody else's guest alerts, so its removal cannot touch them.
 */
async function theirs(ctx: PrivacyContext, accountField: 'owner' | 'user'): Promise<Where> {
  const mine: Where = { [accountField]: { equals: ctx.subject.id } }
  const [row] = await (await database(ctx.req.payload, ctx.req)).select({ verified: users._verified }).from(users).where(eq(users.id, ctx.subject.id))
  return row?.verified === true ? { or: [mine, { email: { equals: ctx.subject.email.toLowerCase() } }] } : mine
}

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
    if (ids.length) await ctx.req.payload.delete({ collection: 'job-alerts', where: { id: { in: ids } }, overrideAccess: true, req: ctx.req })
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
    const { req } = ctx
    await req.payload.update({
      collection: 'alert-consents',
      where: { and: [await theirs(ctx, 'user'), { withdrawnAt: { exists: false } }] },
      data: { withdrawnAt: new Date().toISOString() },
      overrideAccess: true,
      depth: 0,
      req,
    })
  },
}
