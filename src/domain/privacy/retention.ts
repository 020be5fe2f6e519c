import type { Payload, PayloadRequest } from 'payload'

import { database } from '@/lib/payload/sql'
import { site_settings } from '@/payload-generated-schema'

/**
 * The retention rules, in one place (docs/privacy.md). Each period is an admin-only site setting
 * (`retention` on site-settings); these are the fallbacks wherever a setting is missing.
 *
 * - guest resumes (uploaded without an account) untouched for `guestResumeDays` are deleted, file too;
 * - applications to postings that ended (archived: closed, expired or archived by an admin) more
 *   than `applicationYears` ago are anonymised, and those postings deleted (Ontario has employers
 *   keep posting and application records three years);
 * - accounts that never confirmed their address, older than `unverifiedAccountDays`, are removed.
 */
export const RETENTION_DEFAULTS = { guestResumeDays: 90, applicationYears: 3, unverifiedAccountDays: 30 } as const

export type RetentionPeriods = { guestResumeDays: number; applicationYears: number; unverifiedAccountDays: number }

/** Each period's bounds (the site-settings fields and the rules use the same ones). */
export const RETENTION_LIMITS = {
  guestResumeDays: { min: 1, max: 3650 },
  applicationYears: { min: 1, max: 30 },
  unverifiedAccountDays: { min: 1, max: 3650 },
} as const satisfies Record<keyof RetentionPeriods, { min: number; max: number }>

type Stored = { retention?: Partial<Record<keyof RetentionPeriods, number | null>> | null }

const retentionOf = (settings: Stored): RetentionPeriods => ({
  guestResumeDays: settings.retention?.guestResumeDays || RETENTION_DEFAULTS.guestResumeDays,
  applicationYears: settings.retention?.applicationYears || RETENTION_DEFAULTS.applicationYears,
  unverifiedAccountDays: settings.retention?.unverifiedAccountDays || RETENTION_DEFAULTS.unverifiedAccountDays,
})

/**
 * The periods as stored. They are admin-only fields of the API, read here as the server on purpose
 * (SQL on the settings' row): by the retention task, and to state them on the privacy page
 * (publishing them is the point).
 */
export async function retentionPeriods(payload: Payload, req?: Partial<PayloadRequest>): Promise<RetentionPeriods> {
  const s = site_settings
  const [row] = await (await database(payload, req))
    .select({ guestResumeDays: s.retention_guestResumeDays, applicationYears: s.retention_applicationYears, unverifiedAccountDays: s.retention_unverifiedAccountDays })
    .from(s)
    .limit(1)
  // No row until the settings are first saved: the fallbacks, as Payload's read would give.
  return retentionOf({ retention: row ?? null })
}

const DAY_MS = 24 * 60 * 60 * 1000

/** The moments before which each rule applies, as of `now`. */
export function retentionCutoffs(periods: RetentionPeriods, now = new Date()) {
  const yearsAgo = new Date(now)
  yearsAgo.setUTCFullYear(yearsAgo.getUTCFullYear() - periods.applicationYears)
  return {
    guestResumesUntouchedSince: new Date(now.getTime() - periods.guestResumeDays * DAY_MS),
    postingsEndedBefore: yearsAgo,
    unverifiedCreatedBefore: new Date(now.getTime() - periods.unverifiedAccountDays * DAY_MS),
  }
}
