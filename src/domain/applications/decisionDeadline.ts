/*
 * The 45-day answer (Ontario Employment Standards Act, in force 2026; docs/lifecycle.md): within 45
 * days of an applicant's last interview, the employer tells them whether a hiring decision was made.
 * The rule's numbers and dates live here; the collection's hooks, the reminder task and the employer
 * workspace all ask this module. Pure functions only: the browser imports this file too.
 */

/** Days after the last interview by which the applicant must be told. */
export const DECISION_DAYS = 45
/** Days after the last interview when the employer is reminded (once per interview). */
export const REMINDER_DAY = 35

const DAY_MS = 24 * 60 * 60 * 1000

/** The statuses that answer the applicant: a hiring decision was made. */
export const DECISION_STATUSES = ['hired', 'rejected'] as const

type DateLike = string | Date | null | undefined
type ApplicationLike = { status?: string | null; interviewedAt?: DateLike }

const dateOf = (value: DateLike): Date | null => {
  if (!value) return null
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** Whether the application's status tells the applicant a decision (hired or rejected). */
export const isDecision = (status: unknown): boolean => (DECISION_STATUSES as readonly unknown[]).includes(status)

/** The date by which the applicant must hear a decision: the last interview plus 45 days. */
export const decisionDueBy = (interviewedAt: DateLike): Date | null => {
  const at = dateOf(interviewedAt)
  return at ? new Date(at.getTime() + DECISION_DAYS * DAY_MS) : null
}

/** An applicant who was interviewed and has not been told a decision yet: one is due. */
const awaitingDecision = (application: ApplicationLike): boolean =>
  Boolean(dateOf(application.interviewedAt)) && !isDecision(application.status)

/** Due by this date, or null when no decision is owed (never interviewed, or already answered). */
export const pendingDecisionDueBy = (application: ApplicationLike): Date | null =>
  awaitingDecision(application) ? decisionDueBy(application.interviewedAt) : null

/** Whether the due date has passed without a decision. */
export const decisionOverdue = (application: ApplicationLike, now = new Date()): boolean => {
  const due = pendingDecisionDueBy(application)
  return due !== null && due.getTime() < now.getTime()
}

/**
 * The moment an interview day picked in a form (`YYYY-MM-DD`) is stored as: that day's noon in UTC,
 * which is the same calendar day in every Canadian time zone (8:30 in St. John's, 4:00 in
 * Vancouver), so the day shown (in Toronto time) and the days counted are the day picked, wherever
 * the employer is.
 */
export const interviewDayInstant = (day: string): string => `${day}T12:00:00.000Z`

/**
 * Why an interview date the employer gave cannot be taken, or null: it must be a date, not in the
 * future (a day picked today is its noon in UTC, up to half a day ahead of now), and not before the
 * application was made.
 */
export function interviewDateProblem(value: unknown, appliedAt: DateLike, now = new Date()): 'invalid' | 'future' | 'beforeApplied' | null {
  const at = typeof value === 'string' || value instanceof Date ? dateOf(value) : null
  if (!at) return 'invalid'
  if (at.getTime() > now.getTime() + DAY_MS / 2) return 'future'
  const applied = dateOf(appliedAt)
  // Dates are picked by day: the day of the application itself is fine.
  if (applied && at.getTime() < applied.getTime() - DAY_MS) return 'beforeApplied'
  return null
}

/** Interviews on or before this moment have reached the reminder day as of `now`. */
export const reminderCutoff = (now = new Date()): Date => new Date(now.getTime() - REMINDER_DAY * DAY_MS)
