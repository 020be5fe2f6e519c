import type { Endpoint, PayloadHandler, PayloadRequest } from 'payload'

import { isAdminUser } from '@/access/roles'
import { actOnPosting } from '@/domain/jobs/lifecycle'
import { LifecycleError } from '@/domain/jobs/lifecycleError'
import { seedSampleJobs } from '@/domain/jobs/samples'
import { mayAsk, startsFrom, type PostingAction } from '@/domain/jobs/transitions'
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

/** The rejection reason from the body, or null when missing or too long. */
async function reasonOf(req: PayloadRequest): Promise<string | null> {
  const body = (await req.json?.().catch(() => null)) as { reason?: unknown } | null
  const reason = typeof body?.reason === 'string' ? body.reason.trim() : ''
  return reason && reason.length <= 500 ? reason : null
}

/** POST /:id/<action>: the lifecycle table (via actOnPosting) decides who may and from which state. */
const lifecycleHandler = (action: PostingAction): PayloadHandler => async (req) => {
  const reason = action === 'reject' ? await reasonOf(req) : undefined
  if (reason === null) return fail(m.reasonRequired, 400)
  const loaded = await loadJob(req)
  if (loaded.error) return loaded.error
  try {
    return Response.json({ doc: await actOnPosting(req.payload, loaded.job.id, action, req.user as User, { reason }) })
  } catch (error) {
    if (error instanceof LifecycleError) return fail(error.message, error.status)
    throw error
  }
}

/** The moves people ask for directly (payment is asked for through /checkout and made when Stripe confirms). */
const REQUESTED: PostingAction[] = ['approve', 'reject', 'close', 'renew']

export const jobEndpoints: Endpoint[] = [
  {
    // Create the Stripe Checkout Session that pays for a draft (the table's `pay`: its owner asks).
    path: '/:id/checkout',
    method: 'post',
    handler: async (req) => {
      const loaded = await loadJob(req)
      if (loaded.error) return loaded.error
      const { job } = loaded
      if (!mayAsk('pay', req.user, job)) return fail(m.forbidden, 403)
      if (!startsFrom('pay', job) || job.paid) return fail(m.notDraft, 409)
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
  ...REQUESTED.map((action): Endpoint => ({ path: `/:id/${action}`, method: 'post', handler: lifecycleHandler(action) })),
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
