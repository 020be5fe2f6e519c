import type { Payload } from 'payload'

import { EMAIL_QUEUE } from '@/domain/email/queuedEmailAdapter'

import type { CapturedMail } from './mailCatcher'
import { mail } from './payload'

// Test files on one worker share its database and queue: emails an earlier file queued (some for
// records it then removed, which never send) are not waited for. setup.ts marks each file's start.
const fileStartedAt = (): string => (globalThis as { __fileStartedAt?: string }).__fileStartedAt ?? new Date(0).toISOString()

/**
 * Waits until every email queued since this file started has reached the capturing SMTP server (or
 * failed), then returns what reached `address`: lets a test count emails exactly, not just wait for one.
 */
export async function deliveredTo(payload: Payload, address: string, timeoutMs = 30_000): Promise<CapturedMail[]> {
  const deadline = Date.now() + timeoutMs
  let runError: unknown
  for (;;) {
    const { totalDocs } = await payload.count({
      collection: 'payload-jobs',
      where: {
        and: [
          { queue: { equals: EMAIL_QUEUE } },
          { createdAt: { greater_than_equal: fileStartedAt() } },
          { completedAt: { exists: false } },
          { hasError: { not_equals: true } },
        ],
      },
      overrideAccess: true,
    })
    if (totalDocs === 0) return mail().messages.filter((m) => m.to.includes(address.toLowerCase()))
    if (Date.now() > deadline) throw new Error('The email queue did not drain in time', { cause: runError })
    // Run the queue now rather than wait for its schedule (every two seconds): one email at a time,
    // the oldest first, so they arrive in the order they were queued. Nothing runnable (a job the
    // scheduled runner holds, or one waiting to retry): wait a little and look again. Payload marks a
    // job taken only after reading it, so both runners may take one; the one that finds it already
    // finished and deleted throws. That is the other runner's success: look again (what reached the
    // server is still what the test asserts on).
    const { noJobsRemaining } = await payload.jobs.run({ queue: EMAIL_QUEUE, limit: 1 }).catch((error: unknown) => {
      runError = error
      return { noJobsRemaining: true }
    })
    if (noJobsRemaining) await new Promise((r) => setTimeout(r, 100))
  }
}
