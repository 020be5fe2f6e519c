import type { Payload, PayloadRequest } from 'payload'

import { accountWants } from '@/domain/account/emailPreferences'
import { accountLocale, siteLink } from '@/domain/email/language'
import { queueEmail } from '@/domain/email/queueEmail'
import { renderEmail } from '@/domain/email/templates'
import { titleIn } from '@/domain/jobs/frenchText'
import { defaultLocale, type Locale } from '@/i18n/locale'
import { translator } from '@/i18n/translator'
import type { JobPosting } from '@/payload-types'

import { isApplicationStatus } from './options'

/** Who an email goes to: an address, when known a name for the greeting, and their language. */
export type Recipient = { email: string; fullName?: string | null; locale?: Locale }

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: number }).id : (value as number | null | undefined))

/**
 * The employer's notice and the applicant's confirmation for a new application, each in its
 * reader's language: the notice in the posting owner's, the confirmation in the applicant's.
 */
export async function queueApplicationEmails(
  payload: Payload,
  job: JobPosting,
  applicant: Recipient,
  req?: Partial<PayloadRequest>,
): Promise<void> {
  const name = applicant.fullName || applicant.email
  // The posting's owner may have turned these notices off on /account.
  if (job.contactEmail && (await accountWants(payload, idOf(job.createdBy), 'newApplicants', req))) {
    const locale = await accountLocale(payload, idOf(job.createdBy), req)
    const t = translator(locale)
    const title = titleIn(job, locale)
    const rows: [string, string][] = [
      [t('applications.jobTitle'), title],
      [t('applications.candidateName'), name],
      [t('applications.candidateEmail'), applicant.email],
      [t('applications.company'), job.company ?? ''],
      [t('applications.location'), job.location],
    ]
    await queueEmail(payload, {
      to: job.contactEmail,
      replyTo: applicant.email,
      ...renderEmail({
        locale,
        subject: t('applications.employerSubject', { title }),
        paragraphs: [
          t('applications.employerIntro'),
          ...rows.map(([label, value]) => t('email.detailLine', { label, value })),
          t('applications.employerOutro'),
        ],
        link: siteLink('/employer', locale),
      }),
    }, req)
  }
  const locale = applicant.locale ?? defaultLocale
  const t = translator(locale)
  const title = titleIn(job, locale)
  await queueEmail(payload, {
    to: applicant.email,
    ...renderEmail({
      locale,
      subject: t('applications.confirmSubject', { title }),
      name: applicant.fullName,
      paragraphs: [t('applications.confirmBody', { title })],
      link: siteLink('/applications', locale),
    }),
  }, req)
}

/**
 * Tells the applicant, in their language, their application's new status (inside the status change's
 * transaction); the posting's title in that language too (its French one for French readers).
 */
export async function queueStatusEmail(
  payload: Payload,
  to: Recipient,
  job: Pick<JobPosting, 'title' | 'titleFr'>,
  status: string,
  req?: Partial<PayloadRequest>,
): Promise<void> {
  const locale = to.locale ?? defaultLocale
  const t = translator(locale)
  const jobTitle = titleIn(job, locale)
  const label = isApplicationStatus(status) ? t(`applications.statusLabels.${status}`) : status
  await queueEmail(
    payload,
    {
      to: to.email,
      ...renderEmail({
        locale,
        subject: t('applications.statusSubject', { title: jobTitle }),
        name: to.fullName,
        paragraphs: [t('applications.statusBody', { title: jobTitle, status: label })],
        link: siteLink('/applications', locale),
      }),
    },
    req,
  )
}

/**
 * The 45-day answer (decisionDeadline.ts): the applicant is told, in their language, that a hiring
 * decision was made and which. A legal notice: it goes whatever the applicant's email preferences.
 */
export async function queueDecisionEmail(
  payload: Payload,
  to: Recipient,
  job: Pick<JobPosting, 'title' | 'titleFr'>,
  decision: 'hired' | 'rejected',
  req?: Partial<PayloadRequest>,
): Promise<void> {
  const locale = to.locale ?? defaultLocale
  const t = translator(locale)
  const title = titleIn(job, locale)
  await queueEmail(
    payload,
    {
      to: to.email,
      ...renderEmail({
        locale,
        subject: t('decisions.applicantSubject', { title }),
        name: to.fullName,
        paragraphs: [t(decision === 'hired' ? 'decisions.hiredBody' : 'decisions.rejectedBody', { title }), t('decisions.applicantOutro')],
        link: siteLink('/applications', locale),
      }),
    },
    req,
  )
}
