/*
 * Every time the site shows or sends (shifts, interviews, their calendar files) comes from the
 * runtime's time zone database (Intl), so that database must hold Canada's current rules.
 */

/** The first release with them: British Columbia (2026b) and Alberta (2026c) keep summer time all year from November 2026. */
export const CURRENT_TZ_DATA = '2026c'

/** Whether a time zone database release (`process.versions.tz`, e.g. "2025c") predates those rules. */
export const isStaleTimeZoneData = (release: string | undefined = process.versions.tz): boolean => typeof release === 'string' && release < CURRENT_TZ_DATA
