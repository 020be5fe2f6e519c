import { eq } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { actOnPosting, requireFrench } from '@/domain/jobs/lifecycle'
import { requireLawful } from '@/domain/jobs/postingLawCheck'
import { mayAsk, startsFrom } from '@/domain/jobs/transitions'
import { expireCheckout } from '@/domain/payments/expireCheckout'
import { stripeClient } from '@/domain/payments/stripe'
import { HttpError } from '@/lib/http'
import { database } from '@/lib/payload/sql'
import { job_postings } from '@/payload-generated-schema'
import type { JobPosting, User } from '@/payload-types'

/**
 * Publishes a draft with one of the company's posting credits instead of a checkout (the lifecycle
 * table's `payWithCredit`): the same checks as paying (who, state, French version, posting laws),
 * the same review after; 409 when the company has no credit left. A checkout the draft opened before
 * is expired at Stripe once the credit is spent, so nobody pays twice.
 */
export async function postWithCredit(req: PayloadRequest, job: JobPosting, user: User): Promise<JobPosting> {
  if (!mayAsk('payWithCredit', user, job)) throw new HttpError('jobs.forbidden', 403)
  if (!startsFrom('payWithCredit', job) || job.paid) throw new HttpError('jobs.notDraft', 409)
  requireFrench('payWithCredit', job)
  await requireLawful(req.payload, job, req)
  const [row] = await (await database(req.payload, req))
    .select({ session: job_postings.stripeCheckoutSessionId })
    .from(job_postings)
    .where(eq(job_postings.id, job.id))
  const doc = await actOnPosting(req.payload, job.id, 'payWithCredit', user)
  const stripe = stripeClient()
  if (stripe && row?.session) await expireCheckout(req.payload, stripe, row.session)
  return doc
}
