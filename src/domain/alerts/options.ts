import type { PayPeriod } from '@/domain/jobs/query'

/**
 * Job alerts' enumerations (docs/alerts.md): how often a saved search is mailed, where a
 * subscription stands, and how a consent was given. One place for each; the collections, the
 * endpoints, the forms and the digest read them from here.
 */

/** 'hourly' is "as they come": at most one email an hour. */
export const ALERT_FREQUENCIES = ['hourly', 'daily', 'weekly'] as const
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]

/** pending until the emailed link is clicked (or at once for a signed-in, verified address). */
export const ALERT_STATUSES = ['pending', 'active', 'paused', 'unsubscribed'] as const

/**
 * How a consent was given: a signed-in person with a verified address ticking the box
 * ('account-form'), or anyone confirming the emailed link (double opt-in, 'email-confirmation').
 */
export const CONSENT_METHODS = ['account-form', 'email-confirmation'] as const
export type ConsentMethod = (typeof CONSENT_METHODS)[number]

export const ALERT_LANGUAGES = ['en', 'fr'] as const

/** What an alert mails: Find Work's postings, or open relief shifts near a place (docs/alerts.md). */
export const ALERT_KINDS = ['jobs', 'shifts'] as const
export type AlertKind = (typeof ALERT_KINDS)[number]

/** The longest search words kept (Find Work's own bound, src/domain/jobs/query.ts). */
export const ALERT_Q_MAX = 200

/** The longest place kept (Find Work's own bound). */
export const ALERT_NEAR_MAX = 80

/** Find Work's pay periods (src/domain/jobs/query.ts). */
export const ALERT_PAY_PERIODS = ['hour', 'year'] as const satisfies readonly PayPeriod[]

/** Above any pay a posting can state (Find Work's own bound). */
export const ALERT_PAY_MAX = 10_000_000

/** How long a confirmation link stays valid. */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000

/** How many alerts one account or one address may keep (a bound on the digest's work and on abuse). */
export const MAX_ALERTS_PER_ADDRESS = 20
