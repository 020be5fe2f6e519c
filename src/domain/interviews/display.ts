import { locales, type Locale } from '@/i18n/locale'
import { zonedDateTime } from '@/lib/format'

import type { Slot } from './slots'

/**
 * A slot as people read it, in the zone it was proposed in (where the interview happens):
 * "Tuesday, December 1, 2026, 10:00 – 10:45 a.m.". Pure: emails and both screens use it; the zone's
 * own name goes beside it from the catalogue (`interviews.zones.*`).
 */
export function slotText(slot: Pick<Slot, 'start' | 'end'>, locale: Locale, timeZone: string): string {
  return zonedDateTime(locale, timeZone).formatRange(new Date(slot.start), new Date(slot.end))
}

/**
 * A slot with its text in each language as the server writes it (its time zone data, as in the
 * emails and calendar files): the screens show this text, so a browser whose data or formatting
 * differs neither shows another time nor mismatches the server's HTML.
 */
export type ShownSlot = Slot & { text: Record<Locale, string> }

export const shownSlot = (slot: Slot): ShownSlot => ({
  ...slot,
  text: Object.fromEntries(locales.map((locale) => [locale, slotText(slot, locale, slot.timeZone)])) as Record<Locale, string>,
})
