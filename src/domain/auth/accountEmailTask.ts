import type { PayloadRequest, TaskConfig } from 'payload'

import { queueOnce, taskJobKey } from '@/domain/email/deliveryClaims'
import type { User } from '@/payload-types'

/** An account as the server reads it, hidden fields included (tokens, whether it is confirmed). */
export type StoredUser = User & { _verified?: boolean | null; _verificationToken?: string | null }

/**
 * A task queued by a public request about an email address (a new confirmation link, a password
 * reset): being queued, the request's answer neither says nor takes longer whether the address has
 * an account. The task looks the account up, as the server, and `queue` queues its email on the
 * transaction it is given, once per job however many queue runners run it (deliveryClaims.ts).
 * (Payload types each task by its slug; the two share one input, an address, and no output.)
 */
export function accountEmailTask<Slug extends 'resendVerification' | 'sendPasswordReset'>(
  slug: Slug,
  label: string,
  queue: (user: StoredUser, tx: PayloadRequest) => Promise<void>,
): TaskConfig<Slug> {
  return {
    slug,
    label,
    retries: { attempts: 3, backoff: { type: 'exponential', delay: 5_000 } },
    inputSchema: [{ name: 'email', type: 'text', required: true }],
    outputSchema: [],
    handler: async ({ input, job, req }: { input: unknown; job: { id: string | number }; req: PayloadRequest }) => {
      const { email } = input as { email: string }
      const { docs } = await req.payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true, showHiddenFields: true, req })
      const user = docs[0] as StoredUser | undefined
      if (user) await queueOnce(req.payload, taskJobKey(job), (tx) => queue(user, tx))
      return { output: {} }
    },
  } as unknown as TaskConfig<Slug>
}
