import type { RequestStatus, ShiftState, Side } from './options'

/*
 * The lifecycle tables of relief shifts (docs/shifts.md), in the rule style of postings: one row per
 * step, saying who may take it and from which states. The server's steps (steps.ts) read these rows
 * and nothing else; the screens offer exactly what `offeredRequestSteps` / `offeredShiftSteps` say.
 * Pure: the browser imports this file too.
 */

export type RequestStep = 'counter' | 'withdraw' | 'decline' | 'confirm' | 'cancel'
export type ShiftStep = 'cancel'

type Row<S extends string> = { by: readonly Side[]; from: readonly S[] }

/** A request's steps after it was made. Each also needs its shift to be still to come (state.ts). */
export const REQUEST_STEPS: Record<RequestStep, Row<RequestStatus> & { shiftFrom: readonly ShiftState[] }> = {
  counter: { by: ['professional'], from: ['pending'], shiftFrom: ['open'] },
  withdraw: { by: ['professional'], from: ['pending'], shiftFrom: ['open'] },
  decline: { by: ['facility'], from: ['pending'], shiftFrom: ['open'] },
  confirm: { by: ['facility'], from: ['pending'], shiftFrom: ['open'] },
  cancel: { by: ['facility', 'professional'], from: ['booked'], shiftFrom: ['booked'] },
}

/** A shift's steps after it was posted (its team's); a booked shift's cancellation cancels its booking. */
export const SHIFT_STEPS: Record<ShiftStep, Row<ShiftState>> = {
  cancel: { by: ['facility'], from: ['open', 'booked'] },
}

/** The request steps `side` may take on a request in `status` whose shift is in `shift` state. */
export const offeredRequestSteps = (side: Side | null, status: RequestStatus, shift: ShiftState): RequestStep[] =>
  side === null ? [] : (Object.keys(REQUEST_STEPS) as RequestStep[]).filter((step) => REQUEST_STEPS[step].by.includes(side) && REQUEST_STEPS[step].from.includes(status) && REQUEST_STEPS[step].shiftFrom.includes(shift))

/** The shift steps `side` may take on a shift in `state`. */
export const offeredShiftSteps = (side: Side | null, state: ShiftState): ShiftStep[] =>
  side === null ? [] : (Object.keys(SHIFT_STEPS) as ShiftStep[]).filter((step) => SHIFT_STEPS[step].by.includes(side) && SHIFT_STEPS[step].from.includes(state))
