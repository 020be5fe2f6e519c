import type { PositionType } from '@/domain/jobs/options'

/*
 * Relief shifts' enumerations and limits (docs/shifts.md). Pure: forms, filters and the server read
 * the same ones.
 */

/** A shift's stored states. `expired` is never stored: an open shift whose start has passed reads so (state.ts). */
export const SHIFT_STATUSES = ['open', 'booked', 'cancelled'] as const
export type ShiftStatus = (typeof SHIFT_STATUSES)[number]

/** What a shift reads as: its stored status, or `expired` for an open one whose start has passed. */
export const SHIFT_STATES = ['open', 'booked', 'cancelled', 'expired'] as const
export type ShiftState = (typeof SHIFT_STATES)[number]

/** `awaiting_payment`: confirmed by the team, booked once its booking fee is paid (docs/shifts.md). */
export const REQUEST_STATUSES = ['pending', 'awaiting_payment', 'withdrawn', 'declined', 'booked', 'cancelled'] as const
export type RequestStatus = (typeof REQUEST_STATUSES)[number]
/** What a request reads as: its stored status, or `expired` for one still pending (or awaiting its fee) whose shift has started (state.ts). */
export type RequestState = RequestStatus | 'expired'
/** A professional's live request for a shift (at most one each): not withdrawn, declined or cancelled. */
export const LIVE_REQUEST_STATUSES = ['pending', 'awaiting_payment', 'booked'] as const satisfies readonly RequestStatus[]
export const isLiveRequest = (status: unknown): boolean => (LIVE_REQUEST_STATUSES as readonly unknown[]).includes(status)

/** The credentials a shift may require beyond the licence: the wallet's kinds (one list). */
export { CREDENTIAL_KINDS, type CredentialKind } from '@/domain/credentials/options'

/** Which side of a booking took a step. */
export const SIDES = ['facility', 'professional'] as const
export type Side = (typeof SIDES)[number]

/** Position types whose shifts require a verified licence unless the facility says otherwise. */
const LICENCE_BY_DEFAULT: readonly PositionType[] = ['pharmacist-part-time', 'pharmacist-full-time', 'physician']
export const requiresLicenceByDefault = (positionType: unknown): boolean => LICENCE_BY_DEFAULT.includes(positionType as PositionType)

export const SHIFT_LIMITS = {
  /** Dates in one block. */
  blockDates: 31,
  /** Longest shift, break included. */
  maxHours: 16,
  maxBreakMinutes: 240,
  /** Highest hourly rate: $1,000.00. */
  maxRateCents: 100_000,
  street: 200,
  postalCode: 7,
  city: 80,
  notes: 2_000,
  reason: 1_000,
  /** Furthest ahead a shift may start, in days. */
  maxDaysAhead: 366,
} as const

/** The open-shift filters' bounds (/shifts and shift alerts, domain/shifts/browse.ts): distance in km, lowest rate in cents. */
export const SHIFT_FILTER = { defaultKm: 50, maxKm: 500, maxMinRateCents: 100_000 } as const

/** A booked shift cancelled less than this before its start counts against the side that cancelled. */
export const LATE_CANCELLATION_HOURS = 48
/** How far back reliability counts late cancellations. */
export const RELIABILITY_MONTHS = 12

/** After the shift (issue 30 §5): the most minutes either side may confirm, and a rating's comment. */
export const AFTER_LIMITS = { maxWorkedMinutes: 16 * 60, comment: 1_000, minScore: 1, maxScore: 5 } as const
/** Ratings are shown once both sides rated, or this many days after the shift ended. */
export const RATING_REVEAL_DAYS = 14
