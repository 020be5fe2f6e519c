import type { Payload, PayloadRequest } from 'payload'

import { recordStatusChange } from '@/domain/audit/recordStatusChange'
import { takeCredit } from '@/domain/credits/balance'
import { refundPosting } from '@/domain/payments/refund'
import type { Locale } from '@/i18n/locale'
import { translator } from '@/i18n/translator'
import { HttpError } from '@/lib/http'
import { userCompany } from '@/domain/companies/membership'
import { execute, sql } from '@/lib/payload/sql'
import { withTransaction } from '@/lib/payload/transaction'
import { job_postings as p } from '@/payload-generated-schema'
import type { JobPosting, User } from '@/payload-types'

import { FRENCH_GUARDED, missingFrench } from './frenchText'
import { j } from './listing'
import { emails, notifyOwner } from './notifications'
import { requireLawful } from './postingLawCheck'
import { postingTerms } from './postingTerms'
import { writePosting } from './serverWrite'
import { type Effect, type PostingAction, type PostingRule, creationRule, mayAsk, postingRule } from './transitions'

/*
 * The server side of the posting table (transitions.ts; docs/lifecycle.md): `transition()` is the only
 * code that changes a posting's status after creation, and `creationFields()` the only one that sets it
 * at creation. The status field refuses every other write (see the collection's field access).
 */

const DAY_MS = 24 * 60 * 60 * 1000

/** Who performs a move: a signed-in person, or the server on Stripe's word or on schedule. */
export type Performer = User | 'stripe' | 'schedule'

/** What some moves need from their caller: the rejection reason, the payment Stripe confirmed. */
export type MoveInput = { reason?: string; paymentIntentId?: string | null; amountCents?: number }

/** The answer when a posting is not in a state the action starts from. */
const CONFLICT = {
  post: 'forbidden',
  postFree: 'forbidden',
  pay: 'notDraft',
  payWithCredit: 'notDraft',
  approve: 'notPendingReview',
  reject: 'notPendingReview',
  close: 'notActive',
  expire: 'notActive',
  renew: 'notExpired',
} as const satisfies Record<PostingAction, string>

const refusal = (key: 'forbidden' | 'notFound' | 'reasonRequired' | (typeof CONFLICT)[PostingAction], status: number) =>
  new HttpError(`jobs.${key}`, status)

/** The missing fields' names, as one list in `locale` ("title and description"). */
const missingFields = (missing: ReturnType<typeof missingFrench>, locale: Locale) => {
  const t = translator(locale)
  return { fields: new Intl.ListFormat(locale, { type: 'conjunction' }).format(missing.map((field) => t(`jobs.fields.${field}`))) }
}

/**
 * Why a posting may not move towards Find Work yet, in `locale`, or null when it may: in Quebec it
 * needs its French version (frenchText.ts). The message names the missing fields.
 */
export function frenchRefusal(posting: Parameters<typeof missingFrench>[0], locale: Locale): string | null {
  const missing = missingFrench(posting)
  return missing.length === 0 ? null : translator(locale)('jobs.frenchRequired', missingFields(missing, locale))
}

/** Refuses (400) a move the French rule guards for a posting that lacks its French version. */
export function requireFrench(action: PostingAction, posting: Parameters<typeof missingFrench>[0]): void {
  if (!FRENCH_GUARDED.includes(action)) return
  const missing = missingFrench(posting)
  if (missing.length > 0) throw new HttpError('jobs.frenchRequired', 400, undefined, (locale) => missingFields(missing, locale))
}

/** postedDate now, validThrough after the listing period from site settings (read by everyone). */
async function activationDates(payload: Payload, req?: Partial<PayloadRequest>) {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, user: req?.user, overrideAccess: false, req })
  const now = new Date()
  return {
    postedDate: now.toISOString(),
    validThrough: new Date(now.getTime() + postingTerms(settings).listingDays * DAY_MS).toISOString(),
  }
}

/** The fields a rule's effects write together with the new status. */
async function fieldsFor(effects: readonly Effect[], input: MoveInput, payload: Payload, req?: Partial<PayloadRequest>) {
  const data: Partial<JobPosting> = {}
  for (const effect of effects) {
    if (effect === 'unpaid') data.paid = false
    if (effect === 'paid') {
      data.paid = true
      if (input.paymentIntentId !== undefined) data.stripePaymentIntentId = input.paymentIntentId
    }
    if (effect === 'listingDates') Object.assign(data, await activationDates(payload, req))
    if (effect === 'rejectionReason') data.rejectionReason = input.reason
    if (effect === 'archive') data.archivedAt = new Date().toISOString()
    if (effect === 'unarchive') data.archivedAt = null
    // A draft's open checkout is no longer honoured once a credit paid for it (a late payment is recorded as ignored).
    if (effect === 'useCredit') Object.assign(data, { paid: true, paidWithCredit: true, stripeCheckoutSessionId: null, checkoutAmountCents: null, checkoutCurrency: null })
    if (effect === 'clearPayment') {
      Object.assign(data, { paid: false, paidWithCredit: false, stripeCheckoutSessionId: null, checkoutAmountCents: null, checkoutCurrency: null, stripePaymentIntentId: null })
    }
  }
  return data
}

/** The effects that reach outside the row (Stripe, email), in the move's transaction and in table order. */
async function carryOut(effects: readonly Effect[], job: JobPosting, input: MoveInput, payload: Payload, req: PayloadRequest) {
  for (const effect of effects) {
    if (effect === 'useCredit' && !(await takeCredit(payload, Number(job.facility), req))) throw new HttpError('credits.none', 409)
    if (effect === 'refund') await refundPosting(payload, job, req)
    if (effect === 'emailReceipt') await notifyOwner(payload, job, emails.receipt(job, input.amountCents ?? 0), req)
    if (effect === 'emailApproved') await notifyOwner(payload, job, emails.approved(job), req)
    if (effect === 'emailRejected') await notifyOwner(payload, job, emails.rejected(job, input.reason ?? ''), req)
  }
}

/** Status and fields of a new posting created by `user` (none: the server, e.g. the demo seed, which sets its own). */
export async function creationFields(payload: Payload, user: unknown, req?: Partial<PayloadRequest>) {
  const rule = creationRule(user as User | null)
  return { status: rule.to, ...(await fieldsFor(rule.effects, {}, payload, req)) }
}

/** Refuses a performer the table does not let perform the rule (403). */
async function checkPerformer(payload: Payload, rule: PostingRule, id: number, by: Performer, req: PayloadRequest) {
  if (typeof by === 'string') {
    if (by !== rule.movedBy) throw refusal('forbidden', 403)
    return
  }
  if (rule.movedBy !== 'request') throw refusal('forbidden', 403)
  // A posting's company never changes after creation, so reading it before the claim below is safe.
  const [row] = await execute(payload, sql`SELECT ${p.facility}, ${p.createdBy} FROM ${p} WHERE ${p.id} = ${id}`, req)
  if (!row) throw refusal('notFound', 404)
  const asker = { ...by, company: await userCompany(req, by.id) }
  if (!mayAsk(rule.action, asker, { facility: row.facility_id, createdBy: row.created_by_id })) throw refusal('forbidden', 403)
}

/** A person asking for a move the French rule guards: refused (400) while the posting lacks its French version. */
async function checkFrench(payload: Payload, rule: PostingRule, id: number, by: Performer, req: PayloadRequest) {
  if (typeof by === 'string' || !FRENCH_GUARDED.includes(rule.action)) return
  const [row] = await execute(
    payload,
    sql`SELECT ${p.province}, ${p.titleFr}, ${p.descriptionFr}, ${p.requirementsFr} FROM ${p} WHERE ${p.id} = ${id}`,
    req,
  )
  if (!row) return
  requireFrench(
    rule.action,
    { province: row.province as string | null, titleFr: row.title_fr as string | null, descriptionFr: row.description_fr as string | null, requirementsFr: row.requirements_fr as string | null },
  )
}

/**
 * A person approving (or otherwise publishing) a posting the provinces' posting laws refuse: refused
 * (400, postingLaw.ts). The posting is read as that person: the table let them ask (an admin, or a
 * member of its company), so they read all the law looks at.
 */
async function checkLaw(payload: Payload, rule: PostingRule, id: number, by: Performer, req: PayloadRequest) {
  if (typeof by === 'string' || !FRENCH_GUARDED.includes(rule.action)) return
  const posting = await payload.findByID({ collection: 'job-postings', id, depth: 0, user: by, overrideAccess: false, req }).catch(() => null)
  // Never published unchecked: a posting its asker cannot read is not theirs to move.
  if (!posting) throw refusal('notFound', 404)
  await requireLawful(payload, posting, req)
}

/**
 * What the effects outside the row need of the posting that its performer may not read (Stripe's
 * confirmation has no user): who created it, its company, how it was paid. Read by the server in
 * the move's transaction; nothing of it is returned to a client.
 */
async function serverView(payload: Payload, job: JobPosting, req: PayloadRequest): Promise<JobPosting> {
  const [row] = await execute(
    payload,
    sql`SELECT ${p.facility}, ${p.createdBy}, ${p.paidWithCredit}, ${p.stripePaymentIntentId} FROM ${p} WHERE ${p.id} = ${job.id}`,
    req,
  )
  if (!row) return job
  const id = (value: unknown) => (value == null ? null : Number(value))
  return {
    ...job,
    facility: id(row.facility_id),
    createdBy: id(row.created_by_id),
    paidWithCredit: Boolean(row.paid_with_credit),
    stripePaymentIntentId: (row.stripe_payment_intent_id as string | null) ?? null,
  }
}

/**
 * Moves posting `id` by one row of the table, in the caller's transaction `req`: refuses a performer
 * the row does not allow (HttpError 403), then claims the status with one conditional UPDATE
 * that locks the row, so under concurrency or replays exactly one caller wins. The others (and a
 * posting in any other state) get null and change nothing. A person's approval of a posting in
 * Quebec without its French version, or that the posting laws refuse, is refused (HttpError 400,
 * frenchText.ts, postingLaw.ts). The winner writes
 * the audit row, the row's fields and its outside effects (refund, email) in the same transaction.
 */
export async function transition(
  payload: Payload,
  id: number | string,
  action: PostingAction,
  by: Performer,
  input: MoveInput,
  req: PayloadRequest,
): Promise<JobPosting | null> {
  const rule = postingRule(action)
  if (!rule.from) throw refusal('forbidden', 403)
  await checkPerformer(payload, rule, Number(id), by, req)
  if (rule.effects.includes('rejectionReason') && !input.reason?.trim()) throw refusal('reasonRequired', 400)
  const fromList = sql.join(rule.from.map((s) => sql`${s}`), sql`, `)
  // An archived posting has come down for good (archive.ts): only renewing an expired one moves it again.
  const archivedMayMove = action === 'renew'
  const claimed = await execute(
    payload,
    sql`UPDATE ${p} ${j} SET ${sql.identifier(j.status.name)} = ${rule.to}, ${sql.identifier(j.updatedAt.name)} = now()
        FROM (SELECT ${p.id} AS id, ${p.status} AS old, ${p.archivedAt} AS archived FROM ${p} WHERE ${p.id} = ${Number(id)} FOR UPDATE) o
        WHERE ${j.id} = o.id AND o.old::text IN (${fromList}) AND (o.archived IS NULL OR ${archivedMayMove}) RETURNING o.old`,
    req,
  )
  if (claimed.length === 0) return null
  // Checked on the claimed (locked) row, so a posting in the wrong state is told so first; a
  // refusal undoes the claim with the caller's transaction.
  await checkFrench(payload, rule, Number(id), by, req)
  await checkLaw(payload, rule, Number(id), by, req)
  await recordStatusChange(payload, { jobPosting: Number(id), from: String(claimed[0].old), to: rule.to }, req)
  // The server's own write of the status it just claimed, marked with this posting (serverWrite.ts);
  // the fields refuse everyone else. The posting comes back as the performer may read it.
  const job = await writePosting(req, Number(id), { ...(await fieldsFor(rule.effects, input, payload, req)), status: rule.to })
  await carryOut(rule.effects, await serverView(payload, job, req), input, payload, req)
  return job
}

/**
 * A signed-in person's action on a posting, in its own transaction (the audit row names them):
 * 403 unless the table lets them ask for it, 409 unless the posting is in a state it starts from.
 */
export async function actOnPosting(payload: Payload, id: number | string, action: PostingAction, user: User, input: MoveInput = {}): Promise<JobPosting> {
  const job = await withTransaction(payload, (req) => transition(payload, id, action, user, input, req), { user })
  if (!job) throw refusal(CONFLICT[action], 409)
  return job
}

/** Active postings whose listing period has passed become expired (each in its own transaction, so each is audited). */
export async function expireDuePostings(payload: Payload, now = new Date()): Promise<number> {
  // The schedule's own question (no one's request): which postings are due, in SQL.
  const due = await execute(payload, sql`SELECT ${p.id} FROM ${p} WHERE ${p.status} = 'active' AND ${p.validThrough} < ${now.toISOString()}`)
  let expired = 0
  for (const { id } of due) {
    if (await withTransaction(payload, (req) => transition(payload, Number(id), 'expire', 'schedule', {}, req))) expired++
  }
  return expired
}
