import type { RequestStatus, ShiftState, Side } from './options'

/*
 * The lifecycle tables of relief shifts (docs/shifts.md), in the rule style of postings: one row per
 * step, saying who may take it and from which states. The server's steps (steps.ts) read these rows
 * and nothing else; the screens offer exactly what `offeredRequestSteps` / `offeredShiftSteps` say.
 * Pure: the browser imports this file too.
 */

export type RequestStep = 'counter' | 'withdraw' | 'decline' | 'confirm' | 'cancel' | 'hours' | 'rate'
export type ShiftStep = 'cancel'

type Row<S extends string> = { by: readonly Side[]; from: readonly S[] }

/**
 * A request's steps after it was made. Each also needs its shift to be still to come (state.ts), but
 * the `after` ones (hours worked, rating; each side once) its shift to have ended.
 */
export const REQUEST_STEPS: Record<RequestStep, Row<RequestStatus> & { shiftFrom: readonly ShiftState[]; after?: true }> = {
  counter: { by: ['professional'], from: ['pending'], shiftFrom: ['open'] },
  // `awaiting_payment`: confirmed while a booking fee is due (bookingFee.ts); confirming again gives its checkout again.
  withdraw: { by: ['professional'], from: ['pending', 'awaiting_payment'], shiftFrom: ['open'] },
  decline: { by: ['facility'], from: ['pending', 'awaiting_payment'], shiftFrom: ['open'] },
  confirm: { by: ['facility'], from: ['pending', 'awaiting_payment'], shiftFrom: ['open'] },
  cancel: { by: ['facility', 'professional'], from: ['booked'], shiftFrom: ['booked'] },
  hours: { by: ['facility', 'professional'], from: ['booked'], shiftFrom: ['booked'], after: true },
  rate: { by: ['facility', 'professional'], from: ['booked'], shiftFrom: ['booked'], after: true },
}

/** A shift's steps after it was posted (its team's); a booked shift's cancellation cancels its booking. */
export const SHIFT_STEPS: Record<ShiftStep, Row<ShiftState>> = {
  cancel: { by: ['facility'], from: ['open', 'booked'] },
}

/** The request steps `side` may take on a request in `status` whose shift is in `shift` state (and has `ended` or not). */
export const offeredRequestSteps = (side: Side | null, status: RequestStatus, shift: ShiftState, ended = false): RequestStep[] =>
  side === null
    ? []
    : (Object.keys(REQUEST_STEPS) as RequestStep[]).filter((step) => {
        const row = REQUEST_STEPS[step]
        return Boolean(row.after) === ended && row.by.includes(side) && row.from.includes(status) && row.shiftFrom.includes(shift)
      })

/** The shift steps `side` may take on a shift in `state`. */
export const offeredShiftSteps = (side: Side | null, state: ShiftState): ShiftStep[] =>
  side === null ? [] : (Object.keys(SHIFT_STEPS) as ShiftStep[]).filter((step) => SHIFT_STEPS[step].by.includes(side) && SHIFT_STEPS[step].from.includes(state))
