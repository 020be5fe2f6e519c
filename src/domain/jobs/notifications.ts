import type { Payload, PayloadRequest } from 'payload'

import { renderEmail } from '@/domain/email/templates'
import { queueEmail } from '@/domain/email/queueEmail'
import { messages } from '@/i18n'
import { formatCents, formatDate } from '@/lib/format'
import type { JobPosting, User } from '@/payload-types'

const m = messages.jobEmails


async function owner(payload: Payload, job: JobPosting, req?: Partial<PayloadRequest>): Promise<User | null> {
  const id = typeof job.createdBy === 'object' ? job.createdBy?.id : job.createdBy
  if (!id) return null
  // Server-side lookup of the owner's address for a notification; nothing is returned to a client.
  return payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, req }).catch(() => null)
}

/** Emails the posting's owner, inside the caller's transaction. */
export async function notifyOwner(
  payload: Payload,
  job: JobPosting,
  email: { subject: string; paragraphs: string[] },
  req?: Partial<PayloadRequest>,
): Promise<void> {
  const user = await owner(payload, job, req)
  if (!user) return
  await queueEmail(payload, { to: user.email, ...renderEmail({ ...email, name: user.fullName }) }, req)
}

export const emails = {
  receipt: (job: JobPosting, cents: number) => ({
    subject: m.receiptSubject(job.title),
    paragraphs: [m.receiptBody(job.title, formatCents(cents))],
  }),
  paymentFailed: (job: JobPosting) => ({ subject: m.paymentFailedSubject(job.title), paragraphs: [m.paymentFailedBody(job.title)] }),
  approved: (job: JobPosting) => ({
    subject: m.approvedSubject(job.title),
    paragraphs: [m.approvedBody(job.title, formatDate(job.validThrough ?? Date.now(), 'long') ?? '')],
  }),
  rejected: (job: JobPosting, reason: string) => ({
    subject: m.rejectedSubject(job.title),
    paragraphs: [m.rejectedBody(job.title, reason)],
  }),
}
