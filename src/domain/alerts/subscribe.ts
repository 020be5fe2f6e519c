import { eq } from '@payloadcms/db-postgres/drizzle'
import { ValidationError, type PayloadRequest } from 'payload'

import { hasRole } from '@/access/roles'
import { withinLimits } from '@/domain/rateLimits'
import { normalEmail } from '@/domain/auth/normalEmail'
import { hashToken, newToken } from '@/domain/auth/tokens'
import { queueEmail } from '@/domain/email/queueEmail'
import { findPlace } from '@/domain/places/findPlace'
import { shiftFilter } from '@/domain/shifts/browse'
import { localeOf, type Language } from '@/i18n/locale'
import { requestLanguage, requestTranslator } from '@/i18n/requestLanguage'
import { HttpError } from '@/lib/http'
import { database, execute, sql } from '@/lib/payload/sql'
import { withTransaction } from '@/lib/payload/transaction'
import { clientNetwork } from '@/lib/rateLimit'
import { job_alerts, users } from '@/payload-generated-schema'
import type { User } from '@/payload-types'

import { recordConsent } from './consent'
import { confirmAlertEmail } from './emails'
import { alertFlow, type AlertFlow } from './flow'
import { CONFIRM_TTL_MS, MAX_ALERTS_PER_ADDRESS, type AlertKind } from './options'
import { guestSubscribeSchema, type ShiftSubscribeInput, type SubscribeInput } from './schemas'
import { normalAlertSearch, type AlertSearch } from './search'
import { searchKeyOf, shiftSearchKeyOf } from './searchKey'
import { normalShiftCriteria, shiftCriteriaParams, type ShiftCriteria } from './shiftCriteria'
import { alertSender, consentWording, describeSearch } from './sender'

export type SubscribeResult = { status: 'active' | 'pending'; message: string }

/** The page the consent was given on: a site path, nothing else. */
const sourceOf = (value: string | undefined, req: PayloadRequest): string | null => {
  const referer = req.headers.get('referer')
  const path = value ?? (referer && URL.canParse(referer, 'http://x') ? new URL(referer, 'http://x').pathname : '')
  return path.startsWith('/') && !path.startsWith('//') ? path.slice(0, 500) : null
}

type Plan = {
  email: string
  user: User | null
  /** The account's address is confirmed: the box ticked while signed in is the consent ('account-form'). */
  verified: boolean
  kind: AlertKind
  /** The search's fields as stored, and its key (one alert per address and search). */
  search: AlertSearch | { shift: ShiftCriteria }
  searchKey: string
  frequency: SubscribeInput['frequency']
  language: Language
  source: string | null
}

/**
 * The options of this flow's call on `alert` (its id, or `'new'` for the one it creates): access on,
 * the call marked so the collection lets it write that alert alone, server-only fields included (flow.ts).
 */
const onAlert = (tx: PayloadRequest, alert: AlertFlow) => ({ context: alertFlow(alert), overrideAccess: false, depth: 0, req: tx }) as const

/** What one kind of alert brings to a subscription: its stored search and its key for an address. */
type Search = { kind: AlertKind; search: Plan['search']; keyFor: (email: string) => string; active: 'alerts.subscribe.active' | 'alerts.shifts.subscribed' }

/**
 * "Save this search" (docs/alerts.md). A signed-in person with a confirmed address: the alert is
 * active at once. Anyone else (or an unconfirmed account): the alert waits for the link emailed to
 * the address (double opt-in), and the answer is the same whatever the address is (whether it has
 * an account, an alert already, or too many). One alert per address and search: saving it again
 * changes its frequency, or sends a new link. The consent box must be ticked (the schema), and the
 * wording shown is recorded with the consent.
 */
export async function subscribe(req: PayloadRequest, input: SubscribeInput): Promise<SubscribeResult> {
  const search = normalAlertSearch(input)
  // Find Work lists everywhere for a place it cannot find; an alert would do so for as long as it runs.
  if (search.near && !findPlace(search.near)) throw new HttpError('alerts.errors.place', 400, undefined, { place: search.near })
  return subscribeTo(req, input, { kind: 'jobs', search, keyFor: (email) => searchKeyOf(email, search), active: 'alerts.subscribe.active' })
}

/**
 * "Email me new shifts near …" on /shifts (docs/alerts.md, Shift alerts): the same consent,
 * confirmation, limits and answers as a saved Find Work search; the search is /shifts' own filters,
 * checked by its own read (an unknown place, a distance or rate out of range are its 400s).
 */
export async function subscribeShifts(req: PayloadRequest, input: ShiftSubscribeInput): Promise<SubscribeResult> {
  // Shifts are requested by professionals (issue 30 §6); guests subscribe by email, as on /shifts.
  if (req.user && !hasRole(req.user, 'professional')) throw new HttpError('alerts.shifts.errors.professionalsOnly', 403)
  const shift = normalShiftCriteria(input)
  shiftFilter(shiftCriteriaParams(shift))
  return subscribeTo(req, input, { kind: 'shifts', search: { shift }, keyFor: (email) => shiftSearchKeyOf(email, shift), active: 'alerts.shifts.subscribed' })
}

async function subscribeTo(req: PayloadRequest, input: SubscribeInput | ShiftSubscribeInput, search: Search): Promise<SubscribeResult> {
  const user = (req.user as User | null) ?? null
  const email = user ? normalEmail(user.email)! : normalEmail(guestSubscribeSchema.shape.email.parse(input.email ?? ''))!
  const allowed = await withinLimits(req, [
    ['alertSubscribePerNetwork', clientNetwork(req)],
    ['alertSubscribePerEmail', email],
  ])
  if (!allowed) throw new HttpError('alerts.errors.throttled', 429)

  let verified = false
  if (user) {
    const [row] = await (await database(req.payload, req)).select({ verified: users._verified }).from(users).where(eq(users.id, user.id))
    verified = row?.verified === true
  }
  const plan: Plan = {
    email,
    user,
    verified,
    kind: search.kind,
    search: search.search,
    searchKey: search.keyFor(email),
    frequency: input.frequency,
    language: input.language ?? requestLanguage(req),
    source: sourceOf(input.source, req),
  }
  const t = requestTranslator(req)
  // Two saves of one search at once: the second meets the database's unique key and runs again.
  let status: SubscribeResult['status']
  try {
    status = await save(req, plan)
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    status = await save(req, plan)
  }
  return { status, message: t(status === 'active' ? search.active : 'alerts.subscribe.checkEmail', { email }) }
}

async function save(req: PayloadRequest, plan: Plan): Promise<SubscribeResult['status']> {
  const locale = localeOf(plan.language)
  const sender = await alertSender(req.payload, locale, req)
  const wording = consentWording(locale, sender.name, plan.kind)
  const { searchKey } = plan
  const now = new Date()

  return withTransaction(
    req.payload,
    async (tx) => {
      // The address's alert for this search, whoever asks (the answer never says whether it exists).
      const [existing] = await (await database(tx.payload, tx))
        .select({ id: job_alerts.id, status: job_alerts.status, owner: job_alerts.owner })
        .from(job_alerts)
        .where(eq(job_alerts.searchKey, searchKey))
        .limit(1)
      if (!existing) {
        const [{ count }] = await execute(
          tx.payload,
          // Alerts that run or may still be confirmed (an expired link's alert is deleted by the retention task).
          sql`SELECT count(*)::int AS count FROM ${job_alerts} WHERE ${job_alerts.email} = ${plan.email}
              AND (${job_alerts.status} IN ('active', 'paused') OR (${job_alerts.status} = 'pending' AND ${job_alerts.confirmExpiresAt} > ${now.toISOString()}))`,
          tx,
        )
        if (Number(count) >= MAX_ALERTS_PER_ADDRESS) {
          // The signed-in person learns why; a guest's answer says nothing about the address.
          if (plan.user) throw new HttpError('alerts.errors.tooMany', 409, undefined, { max: MAX_ALERTS_PER_ADDRESS })
          return 'pending'
        }
      }
      const base = {
        email: plan.email,
        language: plan.language,
        kind: plan.kind,
        ...plan.search,
        frequency: plan.frequency,
        owner: plan.user?.id ?? (existing ? existing.owner : null),
      }
      const consentOf = (alert: number, method: 'account-form' | 'email-confirmation') =>
        recordConsent(tx, {
          email: plan.email,
          user: plan.user?.id ?? null,
          alert,
          wording,
          language: plan.language,
          method,
          givenAt: now,
          confirmed: method === 'account-form',
          source: plan.source,
        })

      if (plan.user && plan.verified) {
        // Signed in with a confirmed address: on at once, nothing to confirm.
        if (existing?.status === 'active') {
          await tx.payload.update({ collection: 'job-alerts', id: existing.id, data: base, ...onAlert(tx, existing.id) })
          return 'active'
        }
        const active = { ...base, status: 'active' as const, confirmedAt: now.toISOString(), lastRunAt: now.toISOString(), unsubscribedAt: null, confirmTokenHash: null, confirmExpiresAt: null }
        const alert = existing
          ? await tx.payload.update({ collection: 'job-alerts', id: existing.id, data: active, ...onAlert(tx, existing.id) })
          : await tx.payload.create({ collection: 'job-alerts', data: active, ...onAlert(tx, 'new') })
        const consent = await consentOf(alert.id, 'account-form')
        await tx.payload.update({ collection: 'job-alerts', id: alert.id, data: { consent }, ...onAlert(tx, alert.id) })
        return 'active'
      }

      // Already running: nothing changes and nothing is sent (the answer is the same as for a new address).
      if (existing?.status === 'active') return plan.user ? 'active' : 'pending'
      const token = newToken()
      // A paused alert is an account's, set up and paused on /account: whoever knows its address may send
      // its owner a new link, but its settings change only there. A new, pending or ended one takes the save's.
      const paused = existing?.status === 'paused'
      const link = {
        // A paused alert stays paused until the link is clicked; a new or ended one waits for it.
        status: paused ? ('paused' as const) : ('pending' as const),
        confirmTokenHash: hashToken(token),
        confirmExpiresAt: new Date(now.getTime() + CONFIRM_TTL_MS).toISOString(),
      }
      const alert = existing
        ? await tx.payload.update({ collection: 'job-alerts', id: existing.id, data: paused ? link : { ...base, ...link }, ...onAlert(tx, existing.id) })
        : await tx.payload.create({ collection: 'job-alerts', data: { ...base, ...link }, ...onAlert(tx, 'new') })
      // Recorded now, confirmed by the link; the alert runs on it only from then (confirm.ts).
      await consentOf(alert.id, 'email-confirmation')
      const message = confirmAlertEmail({ token, locale, kind: plan.kind, search: describeSearch(locale, { kind: plan.kind, ...plan.search }), frequency: alert.frequency, sender })
      await queueEmail(tx.payload, { to: plan.email, ...message }, tx)
      return 'pending'
    },
    { user: req.user ?? undefined },
  )
}
