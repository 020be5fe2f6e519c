import type { ApplicationStatus } from '@/domain/applications/options'
import type { PostingAction } from '@/domain/jobs/transitions'
import { api, type ApiResult } from '@/lib/api'
import type { Application, JobPosting } from '@/payload-types'

/*
 * The browser's one way to ask for a lifecycle action on a posting or an application
 * (docs/lifecycle.md). The server decides; these only send the request and return its answer.
 * The messages said when the server gives no reason of its own come from the caller, in the
 * screen's language (the site's catalogue or the admin panel's).
 */

/** The posting moves asked for at POST /api/job-postings/:id/<action> (payment goes through `payForPosting`). */
export type PostingMove = Extract<PostingAction, 'approve' | 'reject' | 'close' | 'renew'>

export function postingAction(
  id: number,
  action: PostingMove,
  { reason, fallbackError }: { reason?: string; fallbackError: string },
): Promise<ApiResult<{ doc: JobPosting }>> {
  return api(`/api/job-postings/${id}/${action}`, { method: 'POST', body: action === 'reject' ? { reason } : {} }, fallbackError)
}

/** What `payForPosting` says when the server gives no reason, or no checkout address. */
export type CheckoutErrors = { unknownError: string; urlMissing: string }

/** Pay for a draft: a Stripe Checkout URL to go to, or the message to show. */
export async function payForPosting(
  id: number,
  errors: CheckoutErrors,
): Promise<{ ok: true; url: string } | { ok: false; message: string }> {
  const res = await api<{ checkoutUrl?: string }>(`/api/job-postings/${id}/checkout`, { method: 'POST' }, errors.unknownError)
  if (!res.ok) return { ok: false, message: res.message }
  if (!res.data.checkoutUrl) return { ok: false, message: errors.urlMissing }
  return { ok: true, url: res.data.checkoutUrl }
}

/** The pause after the "redirecting" notice before the browser leaves for Stripe. */
const REDIRECT_DELAY_MS = 1000
export const goToCheckout = (url: string) => setTimeout(() => window.location.assign(url), REDIRECT_DELAY_MS)

/**
 * A reviewer (the posting's owner or an admin) sets an application's status; with interviewed, the
 * interview's day may go with it (an ISO date; the server checks it and stamps now without one).
 */
export const setApplicationStatus = (
  id: number,
  status: ApplicationStatus,
  fallbackError: string,
  interviewedAt?: string,
): Promise<ApiResult<{ doc: Application }>> =>
  api(`/api/applications/${id}`, { method: 'PATCH', body: interviewedAt ? { status, interviewedAt } : { status } }, fallbackError)

/** The applicant withdraws a pending application (it is removed). */
export const withdrawApplication = (id: number, fallbackError: string): Promise<ApiResult<unknown>> =>
  api(`/api/applications/${id}`, { method: 'DELETE' }, fallbackError)
