import { Cron } from 'croner'
import type { Payload } from 'payload'

import { EMAIL_QUEUE } from './queuedEmailAdapter'

/** Emails sent side by side: each job writes through the site's pool of ten, shared with requests. */
const AT_ONCE = 4

/**
 * Every two seconds, sends what the email queue holds, four at a time until it is empty. Payload's
 * own scheduled run takes its whole limit at once (twenty jobs side by side, each writing through the
 * site's pool): an instance taking over another's backlog had its requests waiting for connections
 * behind them; a smaller limit on Payload's schedule sent fewer emails a second instead.
 *
 * Started where Payload starts its scheduled runs (the `autoRun` of payload.config.ts), so under the
 * same conditions; `shouldAutoRun` is asked at each run as Payload does. A shutdown stops the loop
 * between two batches; a batch in hand is finished or handed back (heldJobs.ts).
 */
export function startEmailQueueRunner(payload: Payload): void {
  const cron: Cron = new Cron(
    '*/2 * * * * *',
    { protect: true, catch: (err) => payload.logger.error({ err, msg: 'The email queue run failed' }) },
    async () => {
      const shouldAutoRun = payload.config.jobs.shouldAutoRun
      if (shouldAutoRun && !(await shouldAutoRun(payload))) return
      while (!cron.isStopped()) {
        const { noJobsRemaining } = await payload.jobs.run({ queue: EMAIL_QUEUE, limit: AT_ONCE, silent: { info: true } })
        if (noJobsRemaining) return
      }
    },
  )
  payload.crons.push(cron)
}
