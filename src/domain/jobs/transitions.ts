import { hasRole, isAdminUser } from '@/access/roles'

import type { JobStatus } from './options'
import { managesPosting } from './visibility'

/*
 * A posting's whole life in one table (docs/lifecycle.md renders it). The server enforces it in
 * `transition()` (lifecycle.ts); the screens ask `availableActions()` what to offer. Pure data and
 * functions only: the browser imports this file too.
 */

export type PostingAction = 'post' | 'postFree' | 'pay' | 'payWithCredit' | 'approve' | 'reject' | 'close' | 'expire' | 'renew'

/** Who may ask for an action: an admin, the posting's owner (any member of its company), or (to create) anyone with the employer role. */
type Asker = 'admin' | 'owner' | 'employer'

/** What performs the move once asked: the request itself, Stripe confirming the payment, or the expiry schedule. */
type Mover = 'request' | 'stripe' | 'schedule'

/** What else happens with a move (the server's lifecycle.ts carries each out, in the move's transaction). */
export type Effect =
  | 'unpaid' // paid = false
  | 'paid' // paid = true, with Stripe's payment intent when Stripe confirmed it
  | 'listingDates' // postedDate = now, validThrough = now + the site settings' listing days
  | 'rejectionReason' // the admin's reason is kept on the posting and shown to its owner
  | 'useCredit' // one of the company's posting credits is spent (none left: refused, 409); paid = true, paidWithCredit = true
  | 'refund' // the fee is refunded through Stripe and the refund written to the payments ledger; a credit spent is given back
  | 'clearPayment' // unpaid again; the stored checkout session, fee and payment intent are forgotten
  | 'archive' // archivedAt = now: the posting came down; its records are kept three years (docs/privacy.md)
  | 'unarchive' // archivedAt cleared: a renewed posting is the employer's again
  | 'emailReceipt'
  | 'emailApproved'
  | 'emailRejected'

export type PostingRule = {
  action: PostingAction
  /** The states the move starts from; null for a new posting. */
  from: readonly JobStatus[] | null
  to: JobStatus
  askedBy: readonly Asker[]
  movedBy: Mover
  effects: readonly Effect[]
}

export const POSTING_RULES = [
  { action: 'post', from: null, to: 'draft', askedBy: ['employer'], movedBy: 'request', effects: ['unpaid'] },
  { action: 'postFree', from: null, to: 'active', askedBy: ['admin'], movedBy: 'request', effects: ['paid', 'listingDates'] },
  { action: 'pay', from: ['draft'], to: 'pending_review', askedBy: ['owner'], movedBy: 'stripe', effects: ['paid', 'emailReceipt'] },
  { action: 'payWithCredit', from: ['draft'], to: 'pending_review', askedBy: ['owner'], movedBy: 'request', effects: ['useCredit'] },
  { action: 'approve', from: ['pending_review'], to: 'active', askedBy: ['admin'], movedBy: 'request', effects: ['listingDates', 'emailApproved'] },
  { action: 'reject', from: ['pending_review'], to: 'rejected', askedBy: ['admin'], movedBy: 'request', effects: ['rejectionReason', 'refund', 'emailRejected'] },
  { action: 'close', from: ['active'], to: 'closed', askedBy: ['owner', 'admin'], movedBy: 'request', effects: ['archive'] },
  { action: 'expire', from: ['active'], to: 'expired', askedBy: [], movedBy: 'schedule', effects: ['archive'] },
  { action: 'renew', from: ['expired'], to: 'draft', askedBy: ['owner'], movedBy: 'request', effects: ['clearPayment', 'unarchive'] },
] as const satisfies readonly PostingRule[]

export const postingRule = (action: PostingAction): PostingRule => POSTING_RULES.find((r) => r.action === action)!

type UserLike = { id?: unknown; roles?: unknown; company?: unknown } | null | undefined
type PostingLike = { status?: string | null; facility?: unknown; createdBy?: unknown }

function isAsker(asker: Asker, user: UserLike, posting: PostingLike): boolean {
  if (!user) return false
  if (asker === 'admin') return isAdminUser(user)
  if (asker === 'owner') return managesPosting(user, posting)
  return hasRole(user, 'employer')
}

/** Whether `user` may ask for `action` on `posting`, whatever its state (refused: 403). */
export const mayAsk = (action: PostingAction, user: UserLike, posting: PostingLike): boolean =>
  postingRule(action).askedBy.some((asker) => isAsker(asker, user, posting))

/** Whether the posting is in a state the action starts from (otherwise: 409). */
export const startsFrom = (action: PostingAction, posting: PostingLike): boolean =>
  (postingRule(action).from as readonly string[] | null)?.includes(String(posting.status)) ?? false

/** How a new posting by `user` starts: an admin's is free and live at once, an employer's is a draft to pay for. */
export const creationRule = (user: UserLike): PostingRule => postingRule(isAdminUser(user) ? 'postFree' : 'post')

/** The actions `user` may ask for on `posting` now, in table order: what the screens offer. */
export const availableActions = (posting: PostingLike, user: UserLike): PostingAction[] =>
  POSTING_RULES.filter((r) => r.from !== null && startsFrom(r.action, posting) && mayAsk(r.action, user, posting)).map((r) => r.action)
