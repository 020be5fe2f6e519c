import type { InterviewStatus } from './slots'

/*
 * Where a round stands in time (docs/pipeline.md, Interviews), one rule for the server's steps and
 * both screens' buttons. Pure: the browser imports this file too.
 */

type RoundTimes = { status: InterviewStatus; startsAt?: string | Date | null; heldAt?: string | Date | null }

/** Under way: not cancelled, and not yet recorded as held. No second round starts meanwhile. */
export const isUnderWay = (round: RoundTimes): boolean => round.status !== 'cancelled' && !round.heldAt

/**
 * Still to come: under way, and not booked for a time that has started. Only such a round takes a step
 * (a pick, other times, new times, a cancellation); once its interview has started it is history.
 */
export const isUpcoming = (round: RoundTimes, now: Date = new Date()): boolean =>
  isUnderWay(round) && !(round.status === 'booked' && (!round.startsAt || new Date(round.startsAt).getTime() <= now.getTime()))
