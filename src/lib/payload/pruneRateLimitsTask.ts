import type { TaskConfig } from 'payload'

import { pruneRateLimits } from '@/lib/rateLimit'

/** Hourly: rate-limit windows that ended a day ago are deleted, so the table stays small. */
export const pruneRateLimitsTask: TaskConfig<'pruneRateLimits'> = {
  slug: 'pruneRateLimits',
  label: 'Prune rate-limit counters',
  schedule: [{ cron: '0 17 * * * *', queue: 'default' }],
  inputSchema: [],
  outputSchema: [{ name: 'removed', type: 'number' }],
  handler: async () => ({ output: { removed: await pruneRateLimits() } }),
}
