import type { Payload, PayloadRequest } from 'payload'

/**
 * The optional emails a person may turn off on /account; every other email (sign-up, password,
 * email change, receipts, moderation, the account's closing) always goes.
 * - `applicationUpdates`: a professional hears when an application's status changes;
 * - `newApplicants`: a posting's owner hears of each new application.
 */
export const EMAIL_PREFERENCES = ['applicationUpdates', 'newApplicants'] as const
export type EmailPreference = (typeof EMAIL_PREFERENCES)[number]
export type EmailPreferences = Partial<Record<EmailPreference, boolean | null>>

/** Unset means yes: people get these emails until they turn them off. */
export const wants = (preferences: EmailPreferences | null | undefined, which: EmailPreference) => preferences?.[which] !== false

/**
 * Whether account `id` wants `which` email (looked up as the server; nothing reaches a client). No
 * account (removed, or none linked) means nobody asked to stop it.
 */
export async function accountWants(
  payload: Payload,
  id: number | string | null | undefined,
  which: EmailPreference,
  req?: Partial<PayloadRequest>,
): Promise<boolean> {
  if (id === null || id === undefined || id === '') return true
  const user = await payload
    .findByID({ collection: 'users', id, depth: 0, overrideAccess: true, select: { emailPreferences: true }, req })
    .catch(() => null)
  return wants(user?.emailPreferences as EmailPreferences | undefined, which)
}
