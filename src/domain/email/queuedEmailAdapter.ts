import type { EmailAdapter } from 'payload'

import { toEmailMessage } from './message'

export const EMAIL_QUEUE = 'email'

/**
 * Payload's email adapter, backed by the jobs queue: sending only stores the message;
 * the `sendEmail` task delivers it with retries, so a mail outage never fails a request.
 */
export const queuedEmailAdapter =
  (opts: { fromAddress: string; fromName: string }): EmailAdapter =>
  ({ payload }) => ({
    name: 'queued-email',
    defaultFromAddress: opts.fromAddress,
    defaultFromName: opts.fromName,
    sendEmail: async (options) => {
      const message = toEmailMessage({
        ...options,
        from: options.from ?? `"${opts.fromName}" <${opts.fromAddress}>`,
      })
      await payload.jobs.queue({ task: 'sendEmail', input: { message }, queue: EMAIL_QUEUE })
    },
  })
