import type { Endpoint, PayloadRequest } from 'payload'

import { isAdminUser } from '@/access/roles'
import { actOnPosting } from '@/domain/jobs/lifecycle'
import { seedSampleJobs } from '@/domain/jobs/samples'
import { mayAsk, startsFrom, type PostingAction } from '@/domain/jobs/transitions'
import { createCheckout } from '@/domain/payments/checkout'
import { stripeClient } from '@/domain/payments/stripe'
import { messages } from '@/i18n'
import { HttpError, endpoint, routeId } from '@/lib/http'
import { z } from '@/lib/zod'
import type { User } from '@/payload-types'

const m = messages.jobs

/** The signed-in user, and the posting they may read (access control on); else why not. */
async function loadJob(req: PayloadRequest) {
  if (!req.user) throw new HttpError(m.signInRequired, 401)
  const id = routeId(req, m.notFound)
  const job = await req.payload
    .findByID({ collection: 'job-postings', id, depth: 0, user: req.user, overrideAccess: false, req })
    .catch(() => null)
  if (!job) throw new HttpError(m.notFound, 404)
  return { user: req.user as User, job }
}

const rejection = z.object({ reason: z.string({ error: m.reasonRequired }).trim().min(1, m.reasonRequired).max(500, m.reasonRequired) })

/** POST /:id/<action>: the lifecycle table (via actOnPosting) decides who may and from which state. */
const lifecycleEndpoint = (action: PostingAction): Endpoint => ({
  path: `/:id/${action}`,
  method: 'post',
  handler:
    action === 'reject'
      ? endpoint({ body: rejection }, async (req, { reason }) => {
          const { user, job } = await loadJob(req)
          return { doc: await actOnPosting(req.payload, job.id, action, user, { reason }) }
        })
      : endpoint(async (req) => {
          const { user, job } = await loadJob(req)
          return { doc: await actOnPosting(req.payload, job.id, action, user, {}) }
        }),
})

/** The moves people ask for directly (payment is asked for through /checkout and made when Stripe confirms). */
const REQUESTED: PostingAction[] = ['approve', 'reject', 'close', 'renew']

export const jobEndpoints: Endpoint[] = [
  {
    // Create the Stripe Checkout Session that pays for a draft (the table's `pay`: its owner asks).
    path: '/:id/checkout',
    method: 'post',
    handler: endpoint(async (req) => {
      const { user, job } = await loadJob(req)
      if (!mayAsk('pay', user, job)) throw new HttpError(m.forbidden, 403)
      if (!startsFrom('pay', job) || job.paid) throw new HttpError(m.notDraft, 409)
      if (!stripeClient()) throw new HttpError(m.paymentNotConfigured, 503)
      try {
        const { url } = await createCheckout(req.payload, job, user, req)
        return { checkoutUrl: url }
      } catch (error) {
        if (error instanceof HttpError) throw error
        // Stripe refused or could not be reached: the employer may try again.
        req.payload.logger.error({ err: error, msg: `Checkout failed for posting ${job.id}` })
        throw new HttpError((error as Error).message || m.unknownPaymentError, 502)
      }
    }),
  },
  ...REQUESTED.map(lifecycleEndpoint),
  {
    path: '/seed-samples',
    method: 'post',
    handler: endpoint(async (req) => {
      if (!isAdminUser(req.user)) throw new HttpError(m.forbidden, req.user ? 403 : 401)
      const docs = await seedSampleJobs(req.payload, req.user as User)
      return { count: docs.length }
    }),
  },
]
