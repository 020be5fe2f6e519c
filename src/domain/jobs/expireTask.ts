import type { TaskConfig } from 'payload'

import { expireDuePostings } from './lifecycle'

/** Every five minutes: postings past their validThrough leave Find Work. */
export const expirePostingsTask: TaskConfig<'expirePostings'> = {
  slug: 'expirePostings',
  label: 'Expire job postings',
  schedule: [{ cron: '0 */5 * * * *', queue: 'default' }],
  inputSchema: [],
  outputSchema: [{ name: 'expired', type: 'number' }],
  handler: async ({ req }) => ({ output: { expired: await expireDuePostings(req.payload) } }),
}
