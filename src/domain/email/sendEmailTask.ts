import type { TaskConfig } from 'payload'

import { deliverEmail } from './transport'
import { deliverOnce, pruneDeliveryClaims } from './deliveryClaims'
import type { EmailMessage } from './message'

export const sendEmailTask: TaskConfig<'sendEmail'> = {
  slug: 'sendEmail',
  label: 'Send email',
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 5_000 } },
  inputSchema: [{ name: 'message', type: 'json', required: true }],
  outputSchema: [],
  handler: async ({ input, job, req }) => {
    await deliverOnce(job.id, () => deliverEmail(req.payload, input.message as EmailMessage))
    return { output: {} }
  },
}

/** Daily: delivery claims are kept only as long as a late duplicate run could come (deliveryClaims.ts). */
export const pruneDeliveryClaimsTask: TaskConfig<'pruneDeliveryClaims'> = {
  slug: 'pruneDeliveryClaims',
  label: 'Prune delivery claims',
  schedule: [{ cron: '0 23 3 * * *', queue: 'default' }],
  inputSchema: [],
  outputSchema: [{ name: 'removed', type: 'number' }],
  handler: async () => ({ output: { removed: await pruneDeliveryClaims() } }),
}
