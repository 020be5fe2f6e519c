import { eq } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { database, rowId } from '@/lib/payload/sql'
import { users } from '@/payload-generated-schema'

/**
 * The optional emails a person may turn on or off on /account; every other email (sign-up, password,
 * email change, receipts, moderation, expiry reminders, the account's closing) always goes.
 * - `applicationUpdates`: a professional hears when an application's status changes;
 * - `newApplicants`: a posting's owner hears of each new application;
 * - `weeklyApplicantDigest`: an employer gets a weekly list of each posting's new applicants
 *   (src/domain/jobs/notices.ts); off until they turn it on.
 */
export const EMAIL_PREFERENCES = ['applicationUpdates', 'newApplicants', 'weeklyApplicantDigest'] as const
export type EmailPreference = (typeof EMAIL_PREFERENCES)[number]
export type EmailPreferences = Partial<Record<EmailPreference, boolean | null>>

/** What an unset preference means: the first two go until turned off, the digest only once turned on. */
export const EMAIL_PREFERENCE_DEFAULTS: Record<EmailPreference, boolean> = {
  applicationUpdates: true,
  newApplicants: true,
  weeklyApplicantDigest: false,
}

/** Whether `preferences` ask for `which` email (unset: its default). */
export const wants = (preferences: EmailPreferences | null | undefined, which: EmailPreference) =>
  preferences?.[which] ?? EMAIL_PREFERENCE_DEFAULTS[which]

/** Each preference's column in the accounts table. */
const COLUMNS = {
  applicationUpdates: users.emailPreferences_applicationUpdates,
  newApplicants: users.emailPreferences_newApplicants,
  weeklyApplicantDigest: users.emailPreferences_weeklyApplicantDigest,
} satisfies Record<EmailPreference, unknown>

/**
 * Whether account `id` wants `which` email (looked up as the server in the caller's transaction;
 * nothing reaches a client). No account (removed, or none linked) means nobody asked to stop it.
 */
export async function accountWants(
  payload: Payload,
  id: number | string | null | undefined,
  which: EmailPreference,
  req?: Partial<PayloadRequest>,
): Promise<boolean> {
  if (id === null || id === undefined || id === '') return true
  const account = rowId(id)
  const [row] = account === null ? [] : await (await database(payload, req)).select({ value: COLUMNS[which] }).from(users).where(eq(users.id, account))
  return wants(row ? { [which]: row.value } : undefined, which)
}
