import { TIME_ZONE } from '@/i18n/catalogues'

/*
 * A range of days on a back-office list (applied from … to …) is read in the site's time zone, the
 * one its dates are shown in: "applied on 3 March" means 3 March in Toronto, wherever the server runs.
 */

const offsets = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' })

/** The zone's offset from UTC at `at`, in milliseconds (`GMT-05:00` → −5 h). */
function offsetAt(at: number): number {
  const name = offsets.formatToParts(new Date(at)).find((part) => part.type === 'timeZoneName')?.value ?? ''
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name)
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) * 60_000 : 0
}

const utcMidnight = (day: string) => {
  const [year, month, date] = day.split('-').map(Number)
  return Date.UTC(year, month - 1, date)
}

/**
 * The instant day `day` (YYYY-MM-DD) begins in the site's time zone. The offset is taken at that
 * instant itself, so a day on which the clocks change (at 2:00, never at midnight) begins right.
 */
export function dayStartsAt(day: string): Date {
  const midnight = utcMidnight(day)
  return new Date(midnight - offsetAt(midnight - offsetAt(midnight)))
}

/** The instant the day after `day` begins (the end of a range that includes `day`). */
export const dayEndsAt = (day: string): Date => dayStartsAt(new Date(utcMidnight(day) + 86_400_000).toISOString().slice(0, 10))
