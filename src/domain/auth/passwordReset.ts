import { randomBytes } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { queueEmail } from '@/domain/email/queueEmail'
import { EMAIL_QUEUE } from '@/domain/email/queuedEmailAdapter'
import { resetPasswordEmail } from '@/domain/email/templates'

import { accountEmailTask } from './accountEmailTask'
import { refuseOverEmailLimits } from './emailLimits'

/** How long a reset link works. */
export const RESET_LINK_MS = 60 * 60 * 1000

/**
 * POST /api/users/forgot-password: within the limits, the reset is queued and the answer given.
 * Whether the address has an account, the request does the same work (one insert) and answers the
 * same: Payload's own operation looked the account up, wrote a token and queued an email while the
 * caller waited, so an existing address took twice as long to answer. The task does that work.
 */
export async function requestPasswordReset(req: PayloadRequest, input: { email: string }): Promise<void> {
  const email = input.email.toLowerCase()
  await refuseOverEmailLimits(req, 'passwordReset', email)
  await req.payload.jobs.queue({ task: 'sendPasswordReset', input: { email }, queue: EMAIL_QUEUE, req })
}

/** Queued by requestPasswordReset: a reset link to the account at that address (a new link replaces the last). */
export const sendPasswordResetTask = accountEmailTask('sendPasswordReset', 'Send a password reset link', async (user, tx) => {
  const token = randomBytes(20).toString('hex')
  const resetPasswordExpiration = new Date(Date.now() + RESET_LINK_MS).toISOString()
  await tx.payload.db.updateOne({ collection: 'users', id: user.id, data: { resetPasswordToken: token, resetPasswordExpiration }, req: tx })
  await queueEmail(tx.payload, { to: user.email, ...resetPasswordEmail(token, user) }, tx)
})
