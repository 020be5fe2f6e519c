import type { Endpoint, PayloadRequest } from 'payload'

import { isAdminUser } from '@/access/roles'
import { applyForm } from '@/domain/jobs/applyForm'
import { archivePosting } from '@/domain/jobs/archive'
import { actOnPosting, requireFrench } from '@/domain/jobs/lifecycle'
import { requireLawful } from '@/domain/jobs/postingLawCheck'
import { seedSampleJobs } from '@/domain/jobs/samples'
import { memberOf } from '@/domain/companies/membership'
import { mayAsk, startsFrom, type PostingAction } from '@/domain/jobs/transitions'
import { createCheckout } from '@/domain/payments/checkout'
import { postWithCredit } from '@/domain/credits/useCredit'
import { stripeClient } from '@/domain/payments/stripe'
import { HttpError, endpoint, routeId } from '@/lib/http'
import { z } from '@/lib/zod'
import type { User } from '@/payload-types'

/** The signed-in user, and the posting they may read (access control on); else why not. */
async function loadJob(req: PayloadRequest) {
  if (!req.user) throw new HttpError('jobs.signInRequired', 401)
  const id = routeId(req, 'jobs.notFound')
  const job = await req.payload
    .findByID({ collection: 'job-postings', id, depth: 0, user: req.user, overrideAccess: false, req })
    .catch(() => null)
  if (!job) throw new HttpError('jobs.notFound', 404)
  // With the company they belong to now: its members pay for its drafts.
  return { user: (await memberOf(req)) as User, job }
}

const rejection = z.object({ reason: z.string().trim().min(1).max(500) })

/** The rejection's reason from the body: required, at most 500 characters (else 400). */
async function reasonOf(req: PayloadRequest): Promise<string> {
  const parsed = rejection.safeParse(await req.json?.().catch(() => undefined))
  if (!parsed.success) throw new HttpError('jobs.reasonRequired', 400)
  return parsed.data.reason
}

/** POST /:id/<action>: the lifecycle table (via actOnPosting) decides who may and from which state. */
const lifecycleEndpoint = (action: PostingAction): Endpoint => ({
  path: `/:id/${action}`,
  method: 'post',
  handler: endpoint(async (req) => {
    const reason = action === 'reject' ? await reasonOf(req) : undefined
    const { user, job } = await loadJob(req)
    return { doc: await actOnPosting(req.payload, job.id, action, user, { reason }) }
  }),
})

/** The moves people ask for directly (payment is asked for through /checkout and made when Stripe confirms). */
const REQUESTED: PostingAction[] = ['approve', 'reject', 'close', 'renew']

export const jobEndpoints: Endpoint[] = [
  {
    // The apply dialog's questions and accommodation notice (domain/jobs/applyForm.ts), for whoever reads the posting.
    path: '/:id/apply-form',
    method: 'get',
    handler: endpoint(async (req) => applyForm(req, routeId(req, 'jobs.notFound'))),
  },
  {
    // An admin's "delete": the posting comes down and is kept three years (domain/jobs/archive.ts).
    path: '/:id/archive',
    method: 'post',
    handler: endpoint(async (req) => {
      if (!req.user) throw new HttpError('jobs.signInRequired', 401)
      const id = routeId(req, 'jobs.notFound')
      return { doc: await archivePosting(req.payload, Number(id), req.user as User) }
    }),
  },
  {
    // Create the Stripe Checkout Session that pays for a draft (the table's `pay`: its owner asks).
    path: '/:id/checkout',
    method: 'post',
    handler: endpoint(async (req) => {
      const { user, job } = await loadJob(req)
      if (!mayAsk('pay', user, job)) throw new HttpError('jobs.forbidden', 403)
      if (!startsFrom('pay', job) || job.paid) throw new HttpError('jobs.notDraft', 409)
      // In Quebec, the French version comes before payment (frenchText.ts).
      requireFrench('pay', job)
      // And the provinces' posting laws (a draft saved before they were enforced may lack its pay).
      await requireLawful(req.payload, job, req)
      if (!stripeClient()) throw new HttpError('jobs.paymentNotConfigured', 503)
      try {
        const { url } = await createCheckout(req.payload, job, user, req)
        return { checkoutUrl: url }
      } catch (error) {
        if (error instanceof HttpError) throw error
        // Stripe refused or could not be reached: the employer may try again.
        req.payload.logger.error({ err: error, msg: `Checkout failed for posting ${job.id}` })
        throw new HttpError('jobs.checkoutFailed', 502, undefined, { message: (error as Error).message || '' })
      }
    }),
  },
  {
    // Publish a draft with one of the company's posting credits instead of a checkout (domain/credits/useCredit.ts).
    path: '/:id/use-credit',
    method: 'post',
    handler: endpoint(async (req) => {
      const { user, job } = await loadJob(req)
      return { doc: await postWithCredit(req, job, user) }
    }),
  },
  ...REQUESTED.map(lifecycleEndpoint),
  {
    path: '/seed-samples',
    method: 'post',
    handler: endpoint(async (req) => {
      if (!isAdminUser(req.user)) throw new HttpError('jobs.forbidden', req.user ? 403 : 401)
      const docs = await seedSampleJobs(req.payload, req.user as User)
      return { count: docs.length }
    }),
  },
]
