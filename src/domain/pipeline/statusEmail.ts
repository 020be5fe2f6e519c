import { eq } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import type { Recipient } from '@/domain/applications/emails'
import { isApplicationStatus } from '@/domain/applications/options'
import { siteLink } from '@/domain/email/language'
import { queueEmail } from '@/domain/email/queueEmail'
import { renderEmail } from '@/domain/email/templates'
import { titleIn } from '@/domain/jobs/frenchText'
import { namesCompany } from '@/domain/jobs/listing'
import { defaultLocale, languageOf } from '@/i18n/locale'
import { translator } from '@/i18n/translator'
import { database, rowId } from '@/lib/payload/sql'
import { facilities } from '@/payload-generated-schema'
import type { JobPosting } from '@/payload-types'

import { companyTemplate, fillTemplate, paragraphsOf } from './template'

/**
 * How a status change tells the applicant. The workspace's status changes say it on the request
 * (the "Email the applicant" box): the company's template, or no update email; changes made anywhere
 * else (the admin panel, the API) send the standard notice. A decision's notice (hired or rejected,
 * Ontario's 45-day answer) goes whatever was chosen.
 */
const STATUS_EMAIL = 'pipeline:statusEmail'
type StatusEmailChoice = 'standard' | 'company' | 'none'

/** Marks `req` (server code only: no client can set a request's context). */
export const chooseStatusEmail = (req: PayloadRequest, emailApplicant: boolean) => {
  ;(req.context as Record<string, unknown>)[STATUS_EMAIL] = emailApplicant ? 'company' : 'none'
}

export const statusEmailChoice = (req: PayloadRequest): StatusEmailChoice => {
  const value = (req.context as Record<string, unknown> | undefined)?.[STATUS_EMAIL]
  return value === 'company' || value === 'none' ? value : 'standard'
}

type Posting = Pick<JobPosting, 'title' | 'titleFr' | 'company' | 'paid' | 'confidential' | 'facility'>

/** The company's name and status email (its own words, each language), read as the server. */
async function companyForEmail(req: PayloadRequest, companyId: number) {
  const db = await database(req.payload, req)
  const f = facilities
  const [row] = await db
    .select({ name: f.name, subjectEn: f.statusEmail_subjectEn, bodyEn: f.statusEmail_bodyEn, subjectFr: f.statusEmail_subjectFr, bodyFr: f.statusEmail_bodyFr })
    .from(f)
    .where(eq(f.id, companyId))
  return row ? { name: row.name, statusEmail: { subjectEn: row.subjectEn, bodyEn: row.bodyEn, subjectFr: row.subjectFr, bodyFr: row.bodyFr } } : null
}

/**
 * The company's status email in the applicant's language. {company} names the company only when the
 * applicant may know it (the posting names it, or the application is past pending); else "the employer".
 */
export async function queueCompanyStatusEmail(req: PayloadRequest, to: Recipient, job: Posting, status: string): Promise<void> {
  const locale = to.locale ?? defaultLocale
  const t = translator(locale)
  const facility = rowId(job.facility)
  const company = facility === null ? null : await companyForEmail(req, facility)
  const template = companyTemplate(company?.statusEmail, languageOf(locale))
  const shown = namesCompany(job) || status !== 'pending'
  const values = {
    name: to.fullName || to.email,
    position: titleIn(job, locale),
    company: shown ? job.company || company?.name || t('pipeline.theEmployer') : t('pipeline.theEmployer'),
    status: isApplicationStatus(status) ? t(`applications.statusLabels.${status}`) : status,
  }
  await queueEmail(
    req.payload,
    {
      to: to.email,
      ...renderEmail({
        locale,
        subject: fillTemplate(template.subject, values).replace(/\s+/g, ' ').trim(),
        name: to.fullName,
        paragraphs: paragraphsOf(fillTemplate(template.body, values)),
        link: siteLink('/applications', locale),
      }),
    },
    req,
  )
}
