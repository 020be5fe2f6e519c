import type { Slot } from './slots'

/**
 * A slot as people read it, in the zone it was proposed in (where the interview happens):
 * "Tuesday, December 1, 2026, 10:00 – 10:45 a.m.". Pure: emails and both screens use it; the zone's
 * own name goes beside it from the catalogue (`interviews.zones.*`).
 */
export function slotText(slot: Pick<Slot, 'start' | 'end'>, locale: string, timeZone: string): string {
  const format = new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'full', timeStyle: 'short' })
  return format.formatRange(new Date(slot.start), new Date(slot.end))
}
