import { isAdminUser } from '@/access/roles'
import { managesPosting } from '@/domain/jobs/visibility'

import { APPLICATION_STATUSES, type ApplicationStatus } from './options'

/*
 * An application's life in one table (docs/lifecycle.md renders it). The server enforces it (the
 * collection's guardStatusMove hook and withdraw access); the screens ask `applicationActions()` what
 * to offer. Pure data and functions only: the browser imports this file too.
 */

export type ApplicationAction = 'review' | 'interview' | 'hire' | 'reject' | 'reopen' | 'withdraw'

/** Who may ask: an admin, the owner of the posting applied to (a member of its company), or the applicant. */
type ApplicationAsker = 'admin' | 'postingOwner' | 'applicant'

export type ApplicationRule = {
  action: ApplicationAction
  from: readonly ApplicationStatus[]
  /** The new status; null when the application is removed (withdrawn). */
  to: ApplicationStatus | null
  askedBy: readonly ApplicationAsker[]
  /** Offered as a button on the screens; `reopen` is set through the admin panel's status field. */
  button: boolean
}

const others = (status: ApplicationStatus) => APPLICATION_STATUSES.filter((s) => s !== status)
const REVIEWERS = ['postingOwner', 'admin'] as const

/** Reviewers set any status from any other, in no particular order; the applicant withdraws while pending. */
export const APPLICATION_RULES: readonly ApplicationRule[] = [
  { action: 'review', from: others('reviewed'), to: 'reviewed', askedBy: REVIEWERS, button: true },
  { action: 'interview', from: others('interviewed'), to: 'interviewed', askedBy: REVIEWERS, button: true },
  { action: 'hire', from: others('hired'), to: 'hired', askedBy: REVIEWERS, button: true },
  { action: 'reject', from: others('rejected'), to: 'rejected', askedBy: REVIEWERS, button: true },
  { action: 'reopen', from: others('pending'), to: 'pending', askedBy: REVIEWERS, button: false },
  { action: 'withdraw', from: ['pending'], to: null, askedBy: ['applicant'], button: true },
]

type UserLike = { id?: unknown; roles?: unknown; company?: unknown } | null | undefined
type ApplicationLike = { status?: string | null; applicant?: unknown }
type PostingLike = { facility?: unknown; createdBy?: unknown }

const idOf = (value: unknown) => (value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value)

function isAsker(asker: ApplicationAsker, user: UserLike, application: ApplicationLike, posting: PostingLike | null) {
  if (!user?.id) return false
  if (asker === 'admin') return isAdminUser(user)
  if (asker === 'postingOwner') return Boolean(posting) && managesPosting(user, posting!)
  return String(idOf(application.applicant)) === String(user.id)
}

/** A stored application without a status counts as pending. */
export const statusOf = (application: ApplicationLike): ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(String(application.status)) ? (application.status as ApplicationStatus) : 'pending'

export const applicationRule = (action: ApplicationAction): ApplicationRule => APPLICATION_RULES.find((r) => r.action === action)!

/** The rule that sets `to`, if any. */
export const ruleSetting = (to: ApplicationStatus): ApplicationRule | undefined => APPLICATION_RULES.find((r) => r.to === to)

/** Whether `user` may take `action` on the application now (its state and who they are). */
export function mayTake(action: ApplicationAction, user: UserLike, application: ApplicationLike, posting: PostingLike | null): boolean {
  const rule = applicationRule(action)
  return rule.from.includes(statusOf(application)) && rule.askedBy.some((asker) => isAsker(asker, user, application, posting))
}

/**
 * The actions `user` may take on the application now, in table order. `posting` is the posting
 * applied to (its owner reviews); pass null when unknown (then only admins and the applicant count).
 */
export const applicationActions = (application: ApplicationLike, user: UserLike, posting: PostingLike | null): ApplicationAction[] =>
  APPLICATION_RULES.filter((r) => mayTake(r.action, user, application, posting)).map((r) => r.action)

/** The status buttons a reviewer's screen shows, in order (each enabled when `applicationActions` includes it). */
export const STATUS_BUTTONS = APPLICATION_RULES.filter((r) => r.button && r.to !== null) as (ApplicationRule & { to: ApplicationStatus })[]
