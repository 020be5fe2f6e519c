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
    // One failing as a whole does not keep the other from running; the run still fails after both.
    const failures: unknown[] = []
    const none = { alerts: 0, emails: 0, postings: 0, shifts: 0, failed: 0 }
    const jobs = await runDigest(req.payload).catch((error: unknown) => (failures.push(error), none))
    const shifts = await runShiftDigest(req.payload).catch((error: unknown) => (failures.push(error), none))
    if (failures.length > 0) throw failures[0]
    return {
      output: { alerts: jobs.alerts + shifts.alerts, emails: jobs.emails + shifts.emails, postings: jobs.postings, failed: jobs.failed + shifts.failed, shifts: shifts.shifts },
    }
  },
}
