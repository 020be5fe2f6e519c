import type { Payload, PayloadRequest } from 'payload'

import { EMAIL_QUEUE } from './queuedEmailAdapter'
import type { EmailMessage } from './message'

/**
 * Queues an email as part of the caller's transaction (pass its req): if the change that prompted
 * the email rolls back, the email is never sent.
 */
export async function queueEmail(payload: Payload, message: EmailMessage, req?: Partial<PayloadRequest>): Promise<void> {
  const from = `"${payload.email.defaultFromName}" <${payload.email.defaultFromAddress}>`
  await payload.jobs.queue({ task: 'sendEmail', input: { message: { from, ...message } }, queue: EMAIL_QUEUE, req: req as PayloadRequest })
}
