import type { TaskConfig } from 'payload'

import { queueDueRechecks } from './verification'

/** Every night: licences due for their re-check go back in the verification queue. */
export const recheckLicencesTask: TaskConfig<'recheckLicences'> = {
  slug: 'recheckLicences',
  label: 'Queue licences due for a re-check',
  schedule: [{ cron: '0 15 3 * * *', queue: 'default' }],
  inputSchema: [],
  outputSchema: [{ name: 'queued', type: 'number' }],
  handler: async ({ req }) => ({ output: { queued: await queueDueRechecks(req.payload) } }),
}
