import { and, eq, gt, type SQL } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { isAdminUser } from '@/access/roles'
import { threadFacts } from '@/domain/messages/thread'
import { withinLimits } from '@/domain/rateLimits'
import { HttpError } from '@/lib/http'
import { database } from '@/lib/payload/sql'
import { withTransaction } from '@/lib/payload/transaction'
import { applications, interviews } from '@/payload-generated-schema'

import { queueInterviewEmails, type InterviewEmail } from './emails'
import { parseSlots, type InterviewStatus, type Slot } from './slots'
import { isUnderWay, isUpcoming } from './state'
import { interviewJobIds } from './team'

/*
 * The steps of an interview round after the proposal (docs/pipeline.md, Interviews), each in one
 * transaction that first locks the round's row: two steps at once (two picks, a pick and a cancel)
 * run one after the other, and the second finds the round as the first left it. Who may take a step
 * is its side: the applicant (pick, other times, cancel) or the posting's team (reschedule, cancel).
 */

export type Round = typeof interviews.$inferSelect
type Side = 'applicant' | 'team'
type Changes = Partial<typeof interviews.$inferInsert>

const DAY_MS = 24 * 60 * 60 * 1000

/** Whether a round of `application` is under way (state.ts), so no second one may start. */
export async function hasActiveRound(req: PayloadRequest, application: number): Promise<boolean> {
  const db = await database(req.payload, req)
  // Two proposals at once for one application: the second waits here for the first's commit.
  await db.select({ id: applications.id }).from(applications).where(eq(applications.id, application)).for('update')
  const rounds = await db.select({ status: interviews.status, heldAt: interviews.heldAt }).from(interviews).where(eq(interviews.application, application))
  return rounds.some(isUnderWay)
}

/** The viewer's side of a round, or null (admins read rounds and take no step). */
async function sideOf(req: PayloadRequest, round: Round): Promise<Side | null> {
  if (!req.user || isAdminUser(req.user)) return null
  if (round.applicant !== null && Number(round.applicant) === Number(req.user.id)) return 'applicant'
  return round.jobPosting !== null && (await interviewJobIds(req)).includes(Number(round.jobPosting)) ? 'team' : null
}

type Step = {
  /** Who may take it. */
  sides: Side[]
  /** The states it starts from. */
  from: InterviewStatus[]
  /** Whether the application must still be open (its posting up, its account there). */
  needsOpen: boolean
  change: (round: Round, side: Side, now: Date) => Changes
  /** The emails it sends. */
  email: InterviewEmail
}

/**
 * Takes `step` on round `id` as the request's user: 404 when they cannot read it, 403 when it is not
 * their side's step, 409 when the round is no longer in a state for it (or its interview has
 * started) or the application has closed. Answers the round as it now is.
 */
async function take(req: PayloadRequest, id: number, step: Step): Promise<Round> {
  const now = new Date()
  return withTransaction(
    req.payload,
    async (tx) => {
      const db = await database(req.payload, tx)
      const [round] = await db.select().from(interviews).where(eq(interviews.id, id)).for('update')
      const side = round ? await sideOf(req, round) : null
      if (!round || (!side && !isAdminUser(req.user))) throw new HttpError('interviews.notFound', 404)
      if (!side || !step.sides.includes(side)) throw new HttpError('interviews.notYourStep', 403)
      if (!step.from.includes(round.status) || !isUpcoming(round, now)) throw new HttpError('interviews.notOpen', 409)
      if (step.needsOpen && !(await threadFacts(tx, [round.application])).get(Number(round.application))?.open) throw new HttpError('interviews.closed', 409)
      if (!(await withinLimits(req, [['interviewSteps', String(req.user?.id), String(round.application)]]))) throw new HttpError('interviews.throttled', 429)
      const wasBooked = round.status === 'booked'
      const changes = step.change(round, side, now)
      const [updated] = await db
        .update(interviews)
        .set({ ...changes, sequence: Number(round.sequence ?? 0) + (wasBooked || changes.status === 'booked' ? 1 : 0), updatedAt: now.toISOString() })
        .where(eq(interviews.id, id))
        .returning()
      const cancelled = wasBooked && round.startsAt && round.endsAt && round.timeZone ? { start: round.startsAt, end: round.endsAt, timeZone: round.timeZone, location: round.location } : null
      await queueInterviewEmails(tx, id, step.email, { side, cancelled: changes.status === 'booked' ? null : cancelled })
      return updated
    },
    { user: req.user },
  )
}

const unbooked: Changes = { chosenSlot: null, startsAt: null, endsAt: null, timeZone: null }

/** The applicant books slot `slot` (0-based), saying what accommodation they need, if any. */
export const pickSlot = (req: PayloadRequest, id: number, slot: number, accommodation: string) =>
  take(req, id, {
    sides: ['applicant'],
    from: ['proposed'],
    needsOpen: true,
    email: 'booked',
    change: (round, _side, now) => {
      const chosen = (round.slots as Slot[])[slot]
      if (!chosen) throw new HttpError('interviews.problems.slotUnknown', 400)
      const start = new Date(chosen.start)
      if (start.getTime() <= now.getTime()) throw new HttpError('interviews.problems.slotPast', 400)
      const sequence = Number(round.sequence ?? 0) + 1
      return {
        status: 'booked',
        chosenSlot: slot,
        startsAt: chosen.start,
        endsAt: chosen.end,
        timeZone: chosen.timeZone,
        accommodation: accommodation.trim() || null,
        note: null,
        // Booked within a day of the interview: the booking's email is its reminder.
        remindedSequence: start.getTime() - now.getTime() <= DAY_MS ? sequence : null,
      }
    },
  })

/** The applicant asks for other times (with a short note), before or after booking. */
export const askOtherTimes = (req: PayloadRequest, id: number, note: string) =>
  take(req, id, { sides: ['applicant'], from: ['proposed', 'booked'], needsOpen: true, email: 'otherTimes', change: () => ({ ...unbooked, status: 'otherTimes', note: note.trim() || null }) })

/** Either side calls the round off. */
export const cancelRound = (req: PayloadRequest, id: number) =>
  take(req, id, { sides: ['applicant', 'team'], from: ['proposed', 'otherTimes', 'booked'], needsOpen: false, email: 'cancelled', change: (_round, side) => ({ ...unbooked, status: 'cancelled', cancelledBy: side }) })

/** The team proposes new slots on the same round (the calendar event keeps its UID). */
export const rescheduleRound = (req: PayloadRequest, id: number, input: { slots: unknown; location: string; message?: string | null }) =>
  take(req, id, {
    sides: ['team'],
    from: ['proposed', 'otherTimes', 'booked'],
    needsOpen: true,
    email: 'rescheduled',
    change: () => {
      const parsed = parseSlots(input.slots)
      if ('problem' in parsed) throw new HttpError(`interviews.problems.${parsed.problem}`, 400)
      return { ...unbooked, status: 'proposed', slots: parsed.slots, location: input.location.trim(), message: input.message?.trim() || null, note: null, remindedSequence: null }
    },
  })

/**
 * Before rounds are deleted with their application (withdrawn, or removed after the retention
 * period) or their applicant's account (`which` picks them): each booking still to come is called
 * off first, so both sides get the cancellation and their calendars drop the event (METHOD:CANCEL
 * with the next SEQUENCE), in the caller's transaction. Called off by `side`, or else by the applicant
 * when they are the one deleting, by the team otherwise.
 */
export async function cancelBookingsBeforeDelete(req: PayloadRequest, which: SQL, side?: Side): Promise<void> {
  const db = await database(req.payload, req)
  const now = new Date().toISOString()
  const rounds = await db
    .select()
    .from(interviews)
    .where(and(which, eq(interviews.status, 'booked'), gt(interviews.startsAt, now)))
    .for('update')
  for (const round of rounds) {
    const by = side ?? (req.user && Number(round.applicant) === Number(req.user.id) ? 'applicant' : 'team')
    await db
      .update(interviews)
      .set({ status: 'cancelled', cancelledBy: by, sequence: Number(round.sequence ?? 0) + 1, updatedAt: now })
      .where(eq(interviews.id, round.id))
    const cancelled = round.startsAt && round.endsAt && round.timeZone ? { start: round.startsAt, end: round.endsAt, timeZone: round.timeZone, location: round.location } : null
    await queueInterviewEmails(req, round.id, 'cancelled', { side: by, cancelled })
  }
}
