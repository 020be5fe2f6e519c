import type { TaskConfig } from 'payload'

/**
 * Every ten minutes: job alerts that are due get their new matches by email (docs/alert-digest.md).
 * Not retried: the next run takes up whatever this one did not finish.
 */
export const alertDigestTask: TaskConfig<'alertDigest'> = {
  slug: 'alertDigest',
  label: 'Email job alerts',
  schedule: [{ cron: '0 */10 * * * *', queue: 'default' }],
  inputSchema: [],
  outputSchema: [
    { name: 'alerts', type: 'number' },
    { name: 'emails', type: 'number' },
    { name: 'postings', type: 'number' },
    { name: 'failed', type: 'number' },
    { name: 'shifts', type: 'number' },
  ],
  // Loaded when it runs: the digest reads Find Work's server-only search, which the config (also
  // loaded by Payload's command line) must not import.
  handler: async ({ req }) => {
    const { runDigest } = await import('./digest')
    return { output: await runDigest(req.payload) }
  },
}
