import { LATE_CANCELLATION_HOURS, type RequestState, type RequestStatus, type ShiftState, type ShiftStatus } from './options'

/*
 * Where a shift stands in time (docs/shifts.md), one rule for the server's steps, its reads and the
 * screens. Pure: the browser imports this file too.
 */

type ShiftTimes = { status?: ShiftStatus | null; startsAt?: string | Date | null; endsAt?: string | Date | null }

const started = (shift: ShiftTimes, now: Date) => !shift.startsAt || new Date(shift.startsAt).getTime() <= now.getTime()

/** The shift's state: its stored status, but `expired` for an open shift whose start has passed. */
export const shiftState = (shift: ShiftTimes, now: Date = new Date()): ShiftState =>
  shift.status === 'open' && started(shift, now) ? 'expired' : ((shift.status ?? 'open') as ShiftState)

/**
 * A request's state: its stored status, but `expired` for one still waiting (pending, or awaiting its
 * fee) once its shift has started: no step is taken on it from then (transitions.ts), so it can no
 * longer be confirmed, and a fee paid for it late is refunded.
 */
export const requestState = (status: RequestStatus | null | undefined, shift: ShiftTimes, now: Date = new Date()): RequestState =>
  (status == null || status === 'pending' || status === 'awaiting_payment') && started(shift, now) ? 'expired' : (status ?? 'pending')

/** Whether the shift has started: no step is taken on it from then (a booking under way is history). */
export const hasStarted = (shift: ShiftTimes, now: Date = new Date()): boolean => started(shift, now)

/** Whether the shift has ended: hours worked and ratings are taken from then (after the shift). */
export const hasEnded = (shift: ShiftTimes, now: Date = new Date()): boolean => Boolean(shift.endsAt) && new Date(shift.endsAt!).getTime() <= now.getTime()

/** The minutes a shift was scheduled for: its span less its unpaid break (the default of a confirmation of hours). */
export const scheduledMinutes = (shift: { startsAt?: string | Date | null; endsAt?: string | Date | null; breakMinutes?: number | string | null }): number =>
  Math.round((new Date(shift.endsAt!).getTime() - new Date(shift.startsAt!).getTime()) / 60_000) - Number(shift.breakMinutes ?? 0)

/** A cancellation at `now` of a booking starting at `startsAt` is late (counts against the side that cancels). */
export const isLateCancellation = (startsAt: string | Date, now: Date = new Date()): boolean =>
  new Date(startsAt).getTime() - now.getTime() < LATE_CANCELLATION_HOURS * 3_600_000
