import { randomBytes } from 'node:crypto'

import type { TaskConfig } from 'payload'

import { queueOnce, taskJobKey } from '@/domain/email/deliveryClaims'
import { queueEmail } from '@/domain/email/queueEmail'
import { verificationEmail } from '@/domain/email/templates'
import type { User } from '@/payload-types'

type StoredUser = User & { _verified?: boolean | null; _verificationToken?: string | null }

/**
 * Queued by POST /api/users/resend-verification: sends the confirmation link again to an account
 * that has not confirmed its address. It runs as the server (it reads the hidden token), and being
 * queued, the request's answer neither says nor takes longer whether the account exists.
 */
export const resendVerificationTask: TaskConfig<'resendVerification'> = {
  slug: 'resendVerification',
  label: 'Resend an account confirmation link',
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 5_000 } },
  inputSchema: [{ name: 'email', type: 'text', required: true }],
  outputSchema: [],
  handler: async ({ input, job, req }) => {
    const { docs } = await req.payload.find({
      collection: 'users',
      where: { email: { equals: input.email } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      showHiddenFields: true,
      req,
    })
    const user = docs[0] as StoredUser | undefined
    if (!user || user._verified !== false) return { output: {} }
    // Once per job, however many queue runners run it (deliveryClaims.ts).
    await queueOnce(req.payload, taskJobKey(job), async (tx) => {
      let token = user._verificationToken
      if (!token) {
        token = randomBytes(20).toString('hex')
        await req.payload.update({ collection: 'users', id: user.id, data: { _verificationToken: token } as never, overrideAccess: true, req: tx })
      }
      await queueEmail(req.payload, { to: user.email, ...verificationEmail(token, user) }, tx)
    })
    return { output: {} }
  },
}
