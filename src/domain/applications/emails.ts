import type { Payload, PayloadRequest } from 'payload'

import { queueEmail } from '@/domain/email/queueEmail'
import { renderEmail } from '@/domain/email/templates'
import { messages } from '@/i18n'
import { serverUrl } from '@/lib/env'
import type { JobPosting } from '@/payload-types'

import { isApplicationStatus } from './options'

const m = messages.applications

/** Who an email goes to: an address and, when known, a name for the greeting. */
export type Recipient = { email: string; fullName?: string | null }

/** The employer's notice and the applicant's confirmation for a new application. */
export async function queueApplicationEmails(
  payload: Payload,
  job: JobPosting,
  applicant: Recipient,
  req?: Partial<PayloadRequest>,
): Promise<void> {
  const name = applicant.fullName || applicant.email
  if (job.contactEmail) {
    const rows: [string, string][] = [
      [m.jobTitle, job.title],
      [m.candidateName, name],
      [m.candidateEmail, applicant.email],
      [m.company, job.company ?? ''],
      [m.location, job.location],
    ]
    await queueEmail(payload, {
      to: job.contactEmail,
      replyTo: applicant.email,
      ...renderEmail({
        subject: m.employerSubject(job.title),
        paragraphs: [m.employerIntro, ...rows.map(([label, value]) => `${label}: ${value}`), m.employerOutro],
        link: `${serverUrl()}/employer`,
      }),
    }, req)
  }
  await queueEmail(payload, {
    to: applicant.email,
    ...renderEmail({
      subject: m.confirmSubject(job.title),
      name: applicant.fullName,
      paragraphs: [m.confirmBody(job.title)],
      link: `${serverUrl()}/applications`,
    }),
  }, req)
}

/** Tells the applicant their application's new status (inside the status change's transaction). */
export async function queueStatusEmail(
  payload: Payload,
  to: Recipient,
  jobTitle: string,
  status: string,
  req?: Partial<PayloadRequest>,
): Promise<void> {
  const label = isApplicationStatus(status) ? m.statusLabels[status] : status
  await queueEmail(
    payload,
    {
      to: to.email,
      ...renderEmail({
        subject: m.statusSubject(jobTitle),
        name: to.fullName,
        paragraphs: [m.statusBody(jobTitle, label)],
        link: `${serverUrl()}/applications`,
      }),
    },
    req,
  )
}
