import type { Endpoint, PayloadHandler, PayloadRequest } from 'payload'

import { isAdminUser } from '@/access/roles'
import { LifecycleError, approvePosting, closePosting, rejectPosting, renewPosting } from '@/domain/jobs/moderation'
import { isOwner } from '@/domain/jobs/visibility'
import { seedSampleJobs } from '@/domain/jobs/samples'
import { createCheckout } from '@/domain/payments/checkout'
import { stripeClient } from '@/domain/payments/stripe'
import { messages } from '@/i18n'
import type { User } from '@/payload-types'

const m = messages.jobs
const fail = (error: string, status: number) => Response.json({ error }, { status })

/** Loads the posting the signed-in user may read (access control on), or answers why not. */
async function loadJob(req: PayloadRequest) {
  if (!req.user) return { error: fail(m.signInRequired, 401) }
  const id = String(req.routeParams?.id ?? '')
  if (!/^\d+$/.test(id)) return { error: fail(m.notFound, 404) }
  const job = await req.payload
    .findByID({ collection: 'job-postings', id, depth: 0, user: req.user, overrideAccess: false, req })
    .catch(() => null)
  if (!job) return { error: fail(m.notFound, 404) }
  return { job }
}

const lifecycle = (run: (req: PayloadRequest, id: string) => Promise<unknown>, allowed: (req: PayloadRequest, job: object) => boolean): PayloadHandler =>
  async (req) => {
    const loaded = await loadJob(req)
    if (loaded.error) return loaded.error
    if (!allowed(req, loaded.job)) return fail(m.forbidden, 403)
    try {
      return Response.json({ doc: await run(req, String(loaded.job.id)) })
    } catch (error) {
      if (error instanceof LifecycleError) return fail(error.message, error.status)
      throw error
    }
  }

const adminOnly = (req: PayloadRequest) => isAdminUser(req.user)

export const jobEndpoints: Endpoint[] = [
  {
    // Create the Stripe Checkout Session for a draft the user owns.
    path: '/:id/checkout',
    method: 'post',
    handler: async (req) => {
      const loaded = await loadJob(req)
      if (loaded.error) return loaded.error
      const { job } = loaded
      if (!isOwner(req.user, job)) return fail(m.forbidden, 403)
      if (job.status !== 'draft' || job.paid) return fail(m.notDraft, 409)
      if (!stripeClient()) return fail(m.paymentNotConfigured, 503)
      try {
        const { url } = await createCheckout(req.payload, job, req.user as User, req)
        return Response.json({ checkoutUrl: url })
      } catch (error) {
        if (error instanceof LifecycleError) return fail(error.message, error.status)
        req.payload.logger.error({ err: error, msg: `Checkout failed for posting ${job.id}` })
        return fail((error as Error).message || m.unknownPaymentError, 502)
      }
    },
  },
  { path: '/:id/approve', method: 'post', handler: lifecycle((req, id) => approvePosting(req.payload, id, req.user as User), adminOnly) },
  {
    path: '/:id/reject',
    method: 'post',
    handler: async (req) => {
      const body = (await req.json?.().catch(() => null)) as { reason?: unknown } | null
      const reason = typeof body?.reason === 'string' ? body.reason.trim() : ''
      if (!reason || reason.length > 500) return fail(m.reasonRequired, 400)
      return lifecycle((r, id) => rejectPosting(r.payload, id, reason, r.user as User), adminOnly)(req)
    },
  },
  {
    path: '/:id/close',
    method: 'post',
    handler: lifecycle((req, id) => closePosting(req.payload, id, req.user as User), (req, job) => isAdminUser(req.user) || isOwner(req.user, job)),
  },
  {
    // An expired posting goes back to an unpaid draft; the owner then pays through /checkout again.
    path: '/:id/renew',
    method: 'post',
    handler: lifecycle((req, id) => renewPosting(req.payload, id, req.user as User), (req, job) => isOwner(req.user, job)),
  },
  {
    path: '/seed-samples',
    method: 'post',
    handler: async (req) => {
      if (!isAdminUser(req.user)) return fail(m.forbidden, req.user ? 403 : 401)
      const docs = await seedSampleJobs(req.payload, req.user as User)
      return Response.json({ count: docs.length })
    },
  },
]
