import { randomBytes } from 'node:crypto'

import { queueEmail } from '@/domain/email/queueEmail'
import { verificationEmail } from '@/domain/email/templates'

import { accountEmailTask } from './accountEmailTask'

/**
 * Queued by POST /api/users/resend-verification: sends the confirmation link again to an account
 * that has not confirmed its address (none to a confirmed one).
 */
export const resendVerificationTask = accountEmailTask('resendVerification', 'Resend an account confirmation link', async (user, tx) => {
  if (user._verified !== false) return
  let token = user._verificationToken
  if (!token) {
    token = randomBytes(20).toString('hex')
    await tx.payload.update({ collection: 'users', id: user.id, data: { _verificationToken: token } as never, overrideAccess: true, req: tx })
  }
  await queueEmail(tx.payload, { to: user.email, ...verificationEmail(token, user) }, tx)
})
