/**
 * Credential expiry dates are calendar days (YYYY-MM-DD), stored as noon UTC so that the day reads
 * the same in every Canadian time zone (as licence check dates are).
 */

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/

/** A stored date for a calendar day. */
export const dayToDate = (day: string) => new Date(`${day}T12:00:00.000Z`)

/** The calendar day of a stored date. */
export const dateToDay = (date: Date | string) => new Date(date).toISOString().slice(0, 10)

/** A real calendar day written YYYY-MM-DD (not 2027-02-30). */
export const isDay = (value: string) => DAY_RE.test(value) && !Number.isNaN(dayToDate(value).getTime()) && dateToDay(dayToDate(value)) === value

/**
 * Today as the last place in Canada to reach it sees it (Pacific time): a credential expiring on
 * that day is not yet past anywhere in the country.
 */
export const todayInCanada = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Vancouver', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export const daysBetween = (from: string, to: string) => Math.round((dayToDate(to).getTime() - dayToDate(from).getTime()) / 86_400_000)
