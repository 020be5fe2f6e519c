import type { TaskConfig } from 'payload'

/**
 * Every ten minutes: job alerts and shift alerts that are due get their new matches by email
 * (docs/alert-digest.md): the job digest, then the shift digest.
 * Not retried: the next run takes up whatever this one did not finish.
 */
export const alertDigestTask: TaskConfig<'alertDigest'> = {
  slug: 'alertDigest',
  label: 'Email job and shift alerts',
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
    const { runShiftDigest } = await import('./shiftDigest')
    const jobs = await runDigest(req.payload)
    const shifts = await runShiftDigest(req.payload)
    return {
      output: { alerts: jobs.alerts + shifts.alerts, emails: jobs.emails + shifts.emails, postings: jobs.postings, failed: jobs.failed + shifts.failed, shifts: shifts.shifts },
    }
  },
}
