import type { Payload, PayloadRequest } from 'payload'

import { database } from '@/lib/payload/sql'
import { payload_jobs } from '@/payload-generated-schema'

import { EMAIL_QUEUE } from './queuedEmailAdapter'
import type { EmailMessage } from './message'

const fromOf = (payload: Payload) => `"${payload.email.defaultFromName}" <${payload.email.defaultFromAddress}>`

/**
 * Queues an email as part of the caller's transaction (pass its req): if the change that prompted
 * the email rolls back, the email is never sent.
 */
export async function queueEmail(payload: Payload, message: EmailMessage, req?: Partial<PayloadRequest>): Promise<void> {
  await payload.jobs.queue({ task: 'sendEmail', input: { message: { from: fromOf(payload), ...message } }, queue: EMAIL_QUEUE, req: req as PayloadRequest })
}

/**
 * Queues many emails in one statement, as part of the caller's transaction: the rows `queueEmail`
 * writes (the jobs config runs no hooks on queuing, so jobs.queue is this insert), for a sender of
 * thousands at once (the alert digest), where one insert and read-back per email would dominate.
 */
export async function queueEmails(payload: Payload, messages: EmailMessage[], req?: Partial<PayloadRequest>): Promise<void> {
  if (messages.length === 0) return
  const from = fromOf(payload)
  await (await database(payload, req))
    .insert(payload_jobs)
    .values(messages.map((message) => ({ input: { message: { from, ...message } }, taskSlug: 'sendEmail' as const, queue: EMAIL_QUEUE })))
}
