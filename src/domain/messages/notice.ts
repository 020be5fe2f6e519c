import { eq } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { accountLocale, siteLink } from '@/domain/email/language'
import { queueEmail } from '@/domain/email/queueEmail'
import { renderEmail } from '@/domain/email/templates'
import { titleIn } from '@/domain/jobs/frenchText'
import { translator } from '@/i18n/translator'
import { database, rowId } from '@/lib/payload/sql'
import { job_postings } from '@/payload-generated-schema'
import type { ApplicationMessage } from '@/payload-types'

import { employerForApplicant } from './employerName'
import { threadFacts } from './thread'

const idOf = (value: unknown) => Number(value && typeof value === 'object' ? (value as { id: unknown }).id : value)

/**
 * What an email about an application says of its posting (the title, the company as the applicant
 * may know it, where the team's copy goes and in whose language): message, interview and status
 * emails. Read as the server in the caller's transaction, since the posting may have been archived
 * and left the reader's lists by now; null when it is gone.
 */
export async function noticePosting(req: PayloadRequest, jobId: unknown) {
  const id = rowId(jobId)
  if (id === null) return null
  const j = job_postings
  const [job] = await (await database(req.payload, req))
    .select({ title: j.title, titleFr: j.titleFr, company: j.company, paid: j.paid, confidential: j.confidential, contactEmail: j.contactEmail, createdBy: j.createdBy, facility: j.facility })
    .from(j)
    .where(eq(j.id, id))
  return job ?? null
}

/**
 * Tells the other side of a thread that a message came, with a link to the thread and never its
 * text (an inbox is not the place for it). The applicant's notice goes to their address in their
 * language and names the company only when they may know it (the posting names it, or the
 * application is past pending: the pipeline's status email does the same); the team's goes to the
 * posting's contact address in its creator's language, like the new-applicant notice.
 */
export async function queueMessageNotice(req: PayloadRequest, message: ApplicationMessage): Promise<void> {
  const thread = (await threadFacts(req, [message.application])).get(idOf(message.application))
  if (!thread) return
  const job = await noticePosting(req, thread.jobPosting)
  if (!job) return
  const anchor = `thread-${thread.application}`
  if (message.fromApplicant) {
    if (!job.contactEmail) return
    const locale = await accountLocale(req.payload, idOf(job.createdBy), req)
    const t = translator(locale)
    const title = titleIn(job, locale)
    const name = thread.applicantName || thread.applicantEmail || ''
    const link = `${siteLink('/employer', locale, { posting: String(thread.jobPosting) })}#${anchor}`
    const email = renderEmail({ locale, subject: t('threads.teamSubject', { name, title }), paragraphs: [t('threads.teamBody', { name, title })], link })
    return queueEmail(req.payload, { to: job.contactEmail, ...email }, req)
  }
  if (!thread.applicant || !thread.applicantEmail) return
  const locale = await accountLocale(req.payload, thread.applicant, req)
  const t = translator(locale)
  const title = titleIn(job, locale)
  const { company, companyStart } = employerForApplicant(t, job, thread.status)
  const email = renderEmail({
    locale,
    subject: t('threads.applicantSubject', { company, title }),
    name: thread.applicantName,
    paragraphs: [t('threads.applicantBody', { companyStart, title })],
    link: `${siteLink('/applications', locale)}#${anchor}`,
  })
  await queueEmail(req.payload, { to: thread.applicantEmail, ...email }, req)
}
