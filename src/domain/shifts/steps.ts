import { and, eq, inArray, ne } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { isAdminUser } from '@/access/roles'
import { withinLimits } from '@/domain/rateLimits'
import { translator } from '@/i18n/translator'
import { HttpError } from '@/lib/http'
import { database } from '@/lib/payload/sql'
import { withTransaction } from '@/lib/payload/transaction'
import { shift_requests, shifts } from '@/payload-generated-schema'

import { bookingFee, expireBookingCheckouts, expireBookingCheckoutsOf, openBookingCheckout } from './bookingFee'
import { queueShiftEmails, type Reason } from './emails'
import { SHIFT_LIMITS, type Side } from './options'
import { hasEnded, hasStarted, isLateCancellation, shiftState } from './state'
import { rateProblem } from './eligibility'
import { REQUEST_STEPS, SHIFT_STEPS, type RequestStep } from './transitions'
import { shiftTeamOf } from './team'

/*
 * The steps of relief shifts after posting and requesting (docs/shifts.md), each in one transaction
 * that first locks the shift's row, then the request's: two steps at once on one shift (two
 * confirmations, a confirmation and a withdrawal) run one after the other, and the second finds
 * things as the first left them. Who may take a step, and from which states, is the table's
 * (transitions.ts). Two bookings of one professional whose times overlap are refused by the
 * database itself (the exclusion constraint of the migration), whatever runs at once.
 */

type ShiftRow = typeof shifts.$inferSelect
type RequestRow = typeof shift_requests.$inferSelect

export type StepResult = { id: number; status: string; rateCents: number; lateCancellation: boolean; shift: { id: number; status: string; state: string } }

const shown = (request: RequestRow, shift: ShiftRow): StepResult => ({
  id: request.id,
  status: request.status ?? 'pending',
  rateCents: Number(request.rateCents),
  lateCancellation: Boolean(request.lateCancellation),
  shift: { id: shift.id, status: shift.status ?? 'open', state: shiftState(shift) },
})

/** The side the signed-in person stands on towards a request: its professional, or its company's team. */
async function sideOf(req: PayloadRequest, request: Pick<RequestRow, 'professional' | 'company'>): Promise<Side | null> {
  if (!req.user) return null
  if (Number(request.professional) === Number(req.user.id)) return 'professional'
  const company = await shiftTeamOf(req)
  return company !== null && Number(request.company) === company ? 'facility' : null
}

/** A reason as given: required and at most 1,000 characters. */
function reasonOf(reason: unknown, required: boolean): string | null {
  if (reason != null && typeof reason !== 'string') throw new HttpError('shifts.problems.reasonRequired', 400)
  const text = typeof reason === 'string' ? reason.trim() : ''
  if (typeof reason === 'string' && reason.length > SHIFT_LIMITS.reason) throw new HttpError('shifts.problems.reasonTooLong', 400)
  if (!text && required) throw new HttpError('shifts.problems.reasonRequired', 400)
  return text || null
}

async function lockShift(req: PayloadRequest, id: number): Promise<ShiftRow | undefined> {
  const [shift] = await (await database(req.payload, req)).select().from(shifts).where(eq(shifts.id, id)).for('update')
  return shift
}

/** Whether PostgreSQL refused the write with the overlap rule (exclusion violation, 23P01). */
const isOverlap = (error: unknown): boolean => {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) if (e.code === '23P01') return true
  return false
}

export type Emails = Array<() => Promise<void>>

export type StepContext = { db: Awaited<ReturnType<typeof database>>; tx: PayloadRequest; request: RequestRow; shift: ShiftRow; side: Side; now: Date; emails: Emails }

/**
 * Takes `step` on request `id` as the request's user: 404 when they cannot read it, 403 when it is
 * not their side's step, 409 when the request or its shift is no longer in a state for it, 429 past
 * the limit. `act` writes the step (in the transaction) and lists the emails to queue after it.
 */
export async function take(req: PayloadRequest, id: number, step: RequestStep, act: (ctx: StepContext) => Promise<void>): Promise<StepResult> {
  const now = new Date()
  const rule = REQUEST_STEPS[step]
  return withTransaction(
    req.payload,
    async (tx) => {
      const db = await database(req.payload, tx)
      const [found] = await db.select({ shift: shift_requests.shift }).from(shift_requests).where(eq(shift_requests.id, id))
      // The shift first, then the request: every step locks in that order, so none waits on another in a cycle.
      const shift = found ? await lockShift(tx, Number(found.shift)) : undefined
      const [request] = found ? await db.select().from(shift_requests).where(eq(shift_requests.id, id)).for('update') : []
      const side = request ? await sideOf(tx, request) : null
      if (!request || !shift || (!side && !isAdminUser(req.user))) throw new HttpError('shifts.notFound', 404)
      if (!side || !rule.by.includes(side)) throw new HttpError('shifts.notYourStep', 403)
      const untimely = rule.after ? !hasEnded(shift, now) : hasStarted(shift, now)
      if (!rule.from.includes(request.status ?? 'pending') || !rule.shiftFrom.includes(shiftState(shift, now)) || untimely) throw new HttpError('shifts.notOpen', 409)
      if (!(await withinLimits(req, [['shiftSteps', String(req.user?.id), String(shift.id)]]))) throw new HttpError('shifts.throttled', 429)
      const emails: Emails = []
      await act({ db, tx, request, shift, side, now, emails })
      for (const send of emails) await send()
      const [after] = await db.select().from(shift_requests).where(eq(shift_requests.id, id))
      const [shiftAfter] = await db.select().from(shifts).where(eq(shifts.id, shift.id))
      return shown(after, shiftAfter)
    },
    { user: req.user },
  )
}

/** The professional raises their request's rate once, above the shift's. */
export const counterOffer = (req: PayloadRequest, id: number, rateCents: number) =>
  take(req, id, 'counter', async ({ db, tx, request, shift }) => {
    await rateProblem(tx, shift, Number(request.professional), rateCents, true)
    await db.update(shift_requests).set({ rateCents, counterOffer: true, updatedAt: new Date().toISOString() }).where(eq(shift_requests.id, request.id))
  })

/** A request that was waiting for its fee: its checkout is expired once the step commits. */
const closeCheckout = (tx: PayloadRequest, request: RequestRow) => (request.status === 'awaiting_payment' ? expireBookingCheckouts(tx, [request.checkoutSessionId]) : undefined)

export const withdrawRequest = (req: PayloadRequest, id: number) =>
  take(req, id, 'withdraw', async ({ db, tx, request }) => {
    await db.update(shift_requests).set({ status: 'withdrawn', checkoutUrl: null, updatedAt: new Date().toISOString() }).where(eq(shift_requests.id, request.id))
    await closeCheckout(tx, request)
  })

export const declineRequest = (req: PayloadRequest, id: number) =>
  take(req, id, 'decline', async ({ db, tx, request, emails }) => {
    await db.update(shift_requests).set({ status: 'declined', checkoutUrl: null, updatedAt: new Date().toISOString() }).where(eq(shift_requests.id, request.id))
    await closeCheckout(tx, request)
    emails.push(() => queueShiftEmails(tx, request.id, 'declined'))
  })

/**
 * Declines every pending request of `shift` but `except` (they are told at once); one waiting for its
 * fee too, its checkout expired (a payment that still arrives is refunded).
 */
async function declineOthers(tx: PayloadRequest, shiftId: number, emails: Emails, options: { except?: number; shiftCancelled?: boolean }) {
  const db = await database(tx.payload, tx)
  const open = and(eq(shift_requests.shift, shiftId), inArray(shift_requests.status, ['pending', 'awaiting_payment']), ...(options.except ? [ne(shift_requests.id, options.except)] : []))
  const waiting = await db.select({ session: shift_requests.checkoutSessionId }).from(shift_requests).where(and(open, eq(shift_requests.status, 'awaiting_payment')))
  const declined = await db.update(shift_requests).set({ status: 'declined', checkoutUrl: null, updatedAt: new Date().toISOString() }).where(open).returning({ id: shift_requests.id })
  await expireBookingCheckouts(tx, waiting.map((row) => row.session))
  for (const { id } of declined) emails.push(() => queueShiftEmails(tx, id, 'declined', { shiftCancelled: options.shiftCancelled }))
}

/**
 * Books `request` on `shift` (the caller holds both rows): the shift is booked at the request's rate
 * and the other requests are declined. Throws 409 `shifts.overlap` when the professional already holds
 * a booking whose times overlap (the database's exclusion constraint decides, under any concurrency).
 * The team's confirmation does this at once when no fee is due, the fee's webhook once it is paid.
 */
export async function bookRequest(tx: PayloadRequest, request: RequestRow, shift: ShiftRow, now: Date, emails: Emails, paid: { paymentIntentId?: string | null } = {}): Promise<void> {
  const db = await database(tx.payload, tx)
  try {
    // A savepoint, so the refusal can be answered (or the fee refunded) in the same transaction.
    await db.transaction(async (inner) => {
      await inner
        .update(shift_requests)
        .set({ status: 'booked', bookedAt: now.toISOString(), checkoutUrl: null, ...(paid.paymentIntentId ? { paymentIntentId: paid.paymentIntentId } : {}), updatedAt: now.toISOString() })
        .where(eq(shift_requests.id, request.id))
    })
  } catch (error) {
    if (isOverlap(error)) throw new HttpError('shifts.overlap', 409)
    throw error
  }
  await db.update(shifts).set({ status: 'booked', bookedRequest: request.id, bookedProfessional: request.professional, updatedAt: now.toISOString() }).where(eq(shifts.id, shift.id))
  await declineOthers(tx, shift.id, emails, { except: request.id })
  emails.push(() => queueShiftEmails(tx, request.id, 'booked'))
}

/**
 * The team confirms a request: booked at once when no booking fee is due; else the fee's Checkout
 * Session is opened and its URL answered (`checkoutUrl`), the request waiting for the payment
 * (bookingFee.ts). 409 when the professional already holds an overlapping booking.
 */
export async function confirmRequest(req: PayloadRequest, id: number): Promise<StepResult & { checkoutUrl?: string }> {
  const fee = await bookingFee(req)
  let checkoutUrl: string | undefined
  const result = await take(req, id, 'confirm', async (ctx) => {
    if (fee.feeCents > 0) checkoutUrl = await openBookingCheckout(ctx, fee)
    else await bookRequest(ctx.tx, ctx.request, ctx.shift, ctx.now, ctx.emails)
  })
  return checkoutUrl ? { ...result, checkoutUrl } : result
}

/**
 * Ends the booking `request` of `shift` as `side`, with its reason: late when less than 48 hours
 * before the start (counted against `side`, reliability.ts). A professional's cancellation reopens
 * the shift; the team's calls the shift off. Both sides are emailed with the calendar's cancellation.
 */
async function endBooking(tx: PayloadRequest, request: RequestRow, shift: ShiftRow, side: Side, given: Reason, now: Date, emails: Emails) {
  const reason = typeof given === 'string' ? given : translator('en-CA')(given.key)
  const db = await database(tx.payload, tx)
  const late = isLateCancellation(shift.startsAt!, now)
  const at = now.toISOString()
  await db.update(shift_requests).set({ status: 'cancelled', cancelledAt: at, cancelledBy: side, cancelReason: reason, lateCancellation: late, updatedAt: at }).where(eq(shift_requests.id, request.id))
  const shiftChanges = side === 'professional' ? { status: 'open' as const } : { status: 'cancelled' as const, cancelledAt: at, cancelledBy: side, cancelReason: reason }
  await db.update(shifts).set({ ...shiftChanges, bookedRequest: null, bookedProfessional: null, updatedAt: at }).where(eq(shifts.id, shift.id))
  emails.push(() => queueShiftEmails(tx, request.id, 'cancelled', { by: side, reason: given, late }))
}

/** Either side cancels a booking, with a reason. */
export const cancelBooking = (req: PayloadRequest, id: number, reason: unknown) => {
  const text = reasonOf(reason, true)!
  return take(req, id, 'cancel', ({ tx, request, shift, side, now, emails }) => endBooking(tx, request, shift, side, text, now, emails))
}

/**
 * The team calls shift `id` off: an open one (its pending requests are declined; no reliability
 * record), or a booked one (its booking is cancelled as by the facility, with a reason).
 */
export async function cancelShift(req: PayloadRequest, id: number, reason: unknown): Promise<{ id: number; status: string; state: string }> {
  const now = new Date()
  return withTransaction(
    req.payload,
    async (tx) => {
      const shift = await lockShift(tx, id)
      const company = await shiftTeamOf(tx)
      const mine = Boolean(shift && company !== null && Number(shift.company) === company)
      const mayRead = Boolean(shift && (mine || isAdminUser(req.user) || shift.status === 'open' || (req.user && Number(shift.bookedProfessional) === Number(req.user.id))))
      if (!shift || !req.user || !mayRead) throw new HttpError('shifts.notFound', 404)
      if (!mine) throw new HttpError('shifts.notYourStep', 403)
      const state = shiftState(shift, now)
      if (!SHIFT_STEPS.cancel.from.includes(state) || hasStarted(shift, now)) throw new HttpError('shifts.notOpen', 409)
      const text = reasonOf(reason, state === 'booked')
      if (!(await withinLimits(req, [['shiftSteps', String(req.user.id), String(id)]]))) throw new HttpError('shifts.throttled', 429)
      const db = await database(req.payload, tx)
      const emails: Emails = []
      if (state === 'booked' && shift.bookedRequest) {
        const [request] = await db.select().from(shift_requests).where(eq(shift_requests.id, Number(shift.bookedRequest))).for('update')
        await endBooking(tx, request, shift, 'facility', text!, now, emails)
      } else {
        const at = now.toISOString()
        await db.update(shifts).set({ status: 'cancelled', cancelledAt: at, cancelledBy: 'facility', cancelReason: text, updatedAt: at }).where(eq(shifts.id, id))
      }
      await declineOthers(tx, id, emails, { shiftCancelled: true })
      for (const send of emails) await send()
      const [after] = await db.select().from(shifts).where(eq(shifts.id, id))
      return { id, status: after.status ?? 'cancelled', state: shiftState(after, now) }
    },
    { user: req.user },
  )
}

/**
 * Before a professional's requests go with their account (privacy erasure): each booking still to
 * come is cancelled by them first (reason: the account was closed), in the caller's transaction, so
 * the team is told at once, its calendar drops the event and the shift takes requests again.
 */
export async function cancelBookingsOf(req: PayloadRequest, professional: number, reason: Reason): Promise<void> {
  await expireBookingCheckoutsOf(req, professional)
  const db = await database(req.payload, req)
  const now = new Date()
  const bookings = await db.select().from(shift_requests).where(and(eq(shift_requests.professional, professional), eq(shift_requests.status, 'booked')))
  for (const booking of bookings) {
    const shift = await lockShift(req, Number(booking.shift))
    if (!shift || hasStarted(shift, now)) continue
    const emails: Emails = []
    await endBooking(req, booking, shift, 'professional', reason, now, emails)
    for (const send of emails) await send()
  }
}
