import type { EmailAdapter, PayloadRequest } from 'payload'

import { toEmailMessage } from './message'

export const EMAIL_QUEUE = 'email'

/**
 * Payload sends its own emails (account verification, password reset) through the adapter with no
 * request, from inside the operation's transaction. Their HTML is rendered with the request just
 * before (see `renderedWith`), so the adapter finds the request by that HTML and queues the email on
 * the same transaction, never waiting for a second pooled connection while the first is held.
 */
const requestByHtml = new Map<string, PayloadRequest>()

export function renderedWith(req: PayloadRequest | undefined, html: string): string {
  if (req) {
    requestByHtml.set(html, req)
    setTimeout(() => requestByHtml.delete(html), 60_000).unref()
  }
  return html
}

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
      const html = typeof options.html === 'string' ? options.html : undefined
      const req = html ? requestByHtml.get(html) : undefined
      if (html) requestByHtml.delete(html)
      const message = toEmailMessage({
        ...options,
        from: options.from ?? `"${opts.fromName}" <${opts.fromAddress}>`,
      })
      await payload.jobs.queue({ task: 'sendEmail', input: { message }, queue: EMAIL_QUEUE, req })
    },
  })
