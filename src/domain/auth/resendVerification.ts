import type { PayloadRequest } from 'payload'

import { EMAIL_QUEUE } from '@/domain/email/queuedEmailAdapter'
import { HttpError } from '@/lib/http'
import { clientNetwork } from '@/lib/rateLimit'

import { withinLimits } from '@/domain/rateLimits'

/**
 * Sends the confirmation link again to an account that has not confirmed its address yet. The
 * caller learns nothing about the address: the answer is the same whether it has an account,
 * a confirmed one or none; only the limits (per network, per address) can refuse. The lookup and
 * the email are the queued task's (resendVerificationTask).
 */
export async function resendVerification(req: PayloadRequest, input: { email: string }): Promise<void> {
  const email = input.email.toLowerCase()
  const allowed = await withinLimits(req, [
    ['resendPerNetwork', clientNetwork(req)],
    ['resendPerEmail', email],
  ])
  if (!allowed) throw new HttpError('auth.resendThrottled', 429)

  await req.payload.jobs.queue({ task: 'resendVerification', input: { email }, queue: EMAIL_QUEUE, req })
}
