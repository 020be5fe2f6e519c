import { eq } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { accountContact, type AccountContact } from '@/domain/email/language'
import { renderEmail } from '@/domain/email/templates'
import { queueEmail } from '@/domain/email/queueEmail'
import { localeOf, type Locale } from '@/i18n/locale'
import { database } from '@/lib/payload/sql'
import { translator, type Translator } from '@/i18n/translator'
import { facilities } from '@/payload-generated-schema'
import type { JobPosting } from '@/payload-types'

import { titleIn } from './frenchText'

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: number }).id : (value as number | null | undefined))

/**
 * Who hears about a posting: the member who created it, or, once they have left the company, the
 * company's owner.
 */
async function owner(payload: Payload, job: JobPosting, req?: Partial<PayloadRequest>): Promise<AccountContact | null> {
  let id = idOf(job.createdBy)
  const company = idOf(job.facility)
  if (!id && company) {
    const [row] = await (await database(payload, req)).select({ owner: facilities.owner }).from(facilities).where(eq(facilities.id, company))
    id = row?.owner == null ? null : Number(row.owner)
  }
  if (!id) return null
  // Server-side lookup of the owner's address for a notification; nothing is returned to a client.
  return accountContact(payload, id, req)
}

/** An email to a posting's owner, written once the owner's language is known. */
export type OwnerEmail = (t: Translator, locale: Locale) => { subject: string; paragraphs: string[] }

/** The language an account reads its email in (chosen on the account; English until then). */
const emailLocale = (user: AccountContact) => localeOf(user.preferredLanguage)

/** Emails the posting's owner in their own language, inside the caller's transaction. */
export async function notifyOwner(payload: Payload, job: JobPosting, email: OwnerEmail, req?: Partial<PayloadRequest>): Promise<void> {
  const user = await owner(payload, job, req)
  if (!user) return
  const locale = emailLocale(user)
  const content = { ...email(translator(locale), locale), name: user.fullName, locale }
  await queueEmail(payload, { to: user.email, ...renderEmail(content) }, req)
}

export const emails = {
  receipt:
    (job: JobPosting, cents: number): OwnerEmail =>
    (t, locale) => ({
      subject: t('jobEmails.receiptSubject', { title: titleIn(job, locale) }),
      paragraphs: [t('jobEmails.receiptBody', { title: titleIn(job, locale), amount: cents / 100 })],
    }),
  paymentFailed:
    (job: JobPosting): OwnerEmail =>
    (t, locale) => ({
      subject: t('jobEmails.paymentFailedSubject', { title: titleIn(job, locale) }),
      paragraphs: [t('jobEmails.paymentFailedBody', { title: titleIn(job, locale) })],
    }),
  approved:
    (job: JobPosting): OwnerEmail =>
    (t, locale) => ({
      subject: t('jobEmails.approvedSubject', { title: titleIn(job, locale) }),
      paragraphs: [t('jobEmails.approvedBody', { title: titleIn(job, locale), until: new Date(job.validThrough ?? Date.now()) })],
    }),
  rejected:
    (job: JobPosting, reason: string): OwnerEmail =>
    (t, locale) => ({
      subject: t('jobEmails.rejectedSubject', { title: titleIn(job, locale) }),
      paragraphs: [t('jobEmails.rejectedBody', { title: titleIn(job, locale), reason })],
    }),
}
