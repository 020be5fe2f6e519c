import type { SlotInput } from './interviewActions'

/** A row of the proposal form: the slot, and whether its end was typed (then a new start leaves it). */
export type SlotRow = SlotInput & { endTyped?: boolean }

/** Minutes a new time lasts until its end is typed. */
const DEFAULT_MINUTES = 30

/** A `datetime-local` reading `minutes` later (clock arithmetic: the zone is the slot's own). */
const later = (reading: string, minutes: number) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(reading) ? new Date(Date.parse(`${reading}:00Z`) + minutes * 60_000).toISOString().slice(0, 16) : ''

/** A new start: the end follows it (half an hour on) unless the end was typed. */
export const withStart = (row: SlotRow, start: string): SlotRow => ({ ...row, start, end: row.endTyped && row.end ? row.end : later(start, DEFAULT_MINUTES) })

/** A typed end: kept from now on (emptied, it follows the start again). */
export const withEnd = (row: SlotRow, end: string): SlotRow => ({ ...row, end, endTyped: end !== '' })

/** The slot as sent. */
export const slotOf = ({ start, end, timeZone }: SlotRow): SlotInput => ({ start, end, timeZone })
