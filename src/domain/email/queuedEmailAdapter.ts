import type { EmailAdapter, PayloadRequest } from 'payload'

import { toEmailMessage } from './message'
import { textFromHtml } from './plainText'
import type { Rendered } from './templates'

export const EMAIL_QUEUE = 'email'

/**
 * Payload sends its own emails (account verification, password reset) through the adapter with no
 * request and with only the HTML, from inside the operation's transaction. They are rendered just
 * before (see `renderedWith`), so the adapter finds by that HTML the request, to queue the email on
 * the same transaction (never waiting for a second pooled connection while the first is held), and
 * the text part, so the email goes out with both. Entries go once used, or after a minute.
 */
type Rendering = { req?: PayloadRequest; text: string }
const renderingByHtml = new Map<string, Rendering>()

/** Remembers the request and text part of an email Payload will send; answers its HTML for Payload. */
export function renderedWith(req: PayloadRequest | undefined, rendered: Pick<Rendered, 'html' | 'text'>): string {
  const { html, text } = rendered
  renderingByHtml.set(html, { req, text })
  setTimeout(() => renderingByHtml.delete(html), 60_000).unref()
  return html
}

/** The rendering of `html`, forgotten as it is taken (each email is sent once). */
function takeRendering(html: string | undefined): Rendering | undefined {
  if (!html) return undefined
  const rendering = renderingByHtml.get(html)
  renderingByHtml.delete(html)
  return rendering
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
      const message = toEmailMessage({
        ...options,
        from: options.from ?? `"${opts.fromName}" <${opts.fromAddress}>`,
      })
      const rendering = takeRendering(message.html)
      // Never HTML alone: the text rendered with it, else one read off the HTML as a last resort.
      if (message.html && !message.text) message.text = rendering?.text || textFromHtml(message.html)
      await payload.jobs.queue({ task: 'sendEmail', input: { message }, queue: EMAIL_QUEUE, req: rendering?.req })
    },
  })
