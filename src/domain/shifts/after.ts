import { eq } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { HttpError } from '@/lib/http'
import { shift_requests } from '@/payload-generated-schema'

import { queueShiftEmails } from './emails'
import { AFTER_LIMITS } from './options'
import { scheduledMinutes } from './state'
import { take } from './steps'

/*
 * After the shift (docs/shifts.md, issue 30 §5): the booked professional and the company's team each
 * confirm the hours worked once; equal figures are the agreed hours (both sides are emailed), different
 * ones flag the booking to admins (`hoursDispute`; they and the side that confirmed first are emailed),
 * who set the agreed hours. Then each side rates the other once, 1–5 with
 * an optional comment (reveal.ts decides when the ratings are shown). Who and when: the table's
 * `hours` and `rate` rows (transitions.ts), taken like every other step (steps.ts `take`).
 */

export type HoursInput = { minutes?: number; start?: string; end?: string; breakMinutes?: number }

const clock = (text: string) => {
  const [h, m] = text.split(':').map(Number)
  return h * 60 + m
}

/** The minutes worked as given: a figure, or a start and end (an end not after the start is the next day) less a break; else the scheduled ones. */
function workedMinutes(input: HoursInput, scheduled: number): number {
  let minutes = scheduled
  if (input.minutes !== undefined) minutes = input.minutes
  else if (input.start !== undefined || input.end !== undefined) {
    if (input.start === undefined || input.end === undefined) throw new HttpError('shifts.after.hoursInvalid', 400)
    const span = (clock(input.end) - clock(input.start) + 1440) % 1440 || 1440
    minutes = span - (input.breakMinutes ?? 0)
  }
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > AFTER_LIMITS.maxWorkedMinutes) throw new HttpError('shifts.after.hoursInvalid', 400)
  return minutes
}

/** Each side confirms the hours worked once; the second confirmation agrees them or flags the difference. */
export const confirmHours = (req: PayloadRequest, id: number, input: HoursInput) =>
  take(req, id, 'hours', async ({ db, tx, request, shift, side, now, emails }) => {
    const own = side === 'professional' ? request.professionalConfirmedAt : request.facilityConfirmedAt
    if (own) throw new HttpError('shifts.after.hoursAlready', 409)
    const minutes = workedMinutes(input, scheduledMinutes(shift))
    const other = side === 'professional' ? request.facilityMinutes : request.professionalMinutes
    const at = now.toISOString()
    const mine = side === 'professional' ? { professionalMinutes: minutes, professionalConfirmedAt: at } : { facilityMinutes: minutes, facilityConfirmedAt: at }
    const outcome = other == null ? {} : Number(other) === minutes ? { agreedMinutes: minutes, hoursDispute: false } : { hoursDispute: true }
    await db.update(shift_requests).set({ ...mine, ...outcome, updatedAt: at }).where(eq(shift_requests.id, request.id))
    // Agreed: both sides are told. Different: the side that confirmed first, and the admins who settle it.
    if (other == null) return
    const confirmed = side === 'professional' ? { professional: minutes, facility: Number(other) } : { professional: Number(other), facility: minutes }
    if (outcome.hoursDispute) emails.push(() => queueShiftEmails(tx, request.id, 'hoursDisputed', { by: side, minutes: confirmed }))
    else emails.push(() => queueShiftEmails(tx, request.id, 'hoursAgreed', { minutes: { agreed: minutes } }))
  })

/** Each side rates the other once, after confirming its hours: 1–5 and an optional comment. */
export const rateOther = (req: PayloadRequest, id: number, score: number, comment: string | undefined) =>
  take(req, id, 'rate', async ({ db, request, side, now }) => {
    const confirmed = side === 'professional' ? request.professionalConfirmedAt : request.facilityConfirmedAt
    const rated = side === 'professional' ? request.professionalRatedAt : request.facilityRatedAt
    if (!confirmed) throw new HttpError('shifts.after.hoursFirst', 409)
    if (rated) throw new HttpError('shifts.after.rateAlready', 409)
    const text = comment?.trim() || null
    const at = now.toISOString()
    const mine = side === 'professional' ? { professionalScore: score, professionalComment: text, professionalRatedAt: at } : { facilityScore: score, facilityComment: text, facilityRatedAt: at }
    await db.update(shift_requests).set({ ...mine, updatedAt: at }).where(eq(shift_requests.id, request.id))
  })
