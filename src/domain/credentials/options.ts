/**
 * The credentials a professional keeps beside their licence (the credentials wallet,
 * docs/credentials.md). Values are stored: never rename one. Labels are in the `enums` catalogue
 * section (`credentialKind`, `credentialStatus`).
 */
export const CREDENTIAL_KINDS = ['liability-insurance', 'injection-cpr', 'immunisation', 'police-check'] as const
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number]

/** `pending` from upload (and again after a new file or expiry) until an admin records a check. */
export const CREDENTIAL_STATUSES = ['pending', 'verified', 'rejected'] as const
export type CredentialStatus = (typeof CREDENTIAL_STATUSES)[number]

/** What an admin records. */
export const CREDENTIAL_RESULTS = ['verified', 'rejected'] as const
export type CredentialResult = (typeof CREDENTIAL_RESULTS)[number]

export const CREDENTIAL_LIMITS = { issuer: 120, notes: 500, reason: 500, file: 5 * 1024 * 1024, yearsAhead: 20 } as const

/** Reminders before a verified credential's expiry, in days (the later one replaces the earlier when both are due). */
export type ReminderDays = 30 | 7

/** What the browser's file input offers (the server decides by content). */
export const CREDENTIAL_ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg'
