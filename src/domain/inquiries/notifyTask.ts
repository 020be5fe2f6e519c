import type { TaskConfig } from 'payload'

import { queueOnce, taskJobKey } from '@/domain/email/deliveryClaims'
import { queueEmail } from '@/domain/email/queueEmail'
import { renderEmail } from '@/domain/email/templates'
import { enumLabel, type EnumKind } from '@/i18n/enums'
import { defaultLocale, localeOf } from '@/i18n/locale'
import { translator } from '@/i18n/translator'

/** The staff inbox reads English. */
const STAFF_LOCALE = defaultLocale

/**
 * Queued with a new inquiry (on its transaction): the staff inbox gets the details (in English),
 * the inquirer a confirmation in the language of the page they sent it from (the inquiry's
 * `language`). It runs as the server because the inbox address is an admin-only setting that the
 * person sending the inquiry may not read.
 */
export const notifyInquiryTask: TaskConfig<'notifyInquiry'> = {
  slug: 'notifyInquiry',
  label: 'Notify a new ownership inquiry',
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 5_000 } },
  inputSchema: [{ name: 'inquiryId', type: 'number', required: true }],
  outputSchema: [],
  handler: async ({ input, job, req }) => {
    const { payload } = req
    const doc = await payload.findByID({ collection: 'ownership-inquiries', id: input.inquiryId, depth: 0, overrideAccess: true, req })
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req })

    const staffT = translator(STAFF_LOCALE)
    const line = (label: string, value: string | null | undefined) => staffT('email.detailLine', { label, value: value || '—' })
    const choice = (kind: EnumKind, value: string | null | undefined) => enumLabel(STAFF_LOCALE, kind, value)
    const details = [
      line(staffT('inquiry.fullName'), doc.fullName),
      line(staffT('inquiry.email'), doc.email),
      line(staffT('inquiry.phone'), doc.phone),
      line(staffT('inquiry.currentRole'), choice('currentRole', doc.currentRole)),
      line(staffT('inquiry.experience'), choice('inquiryExperience', doc.experience)),
      line(staffT('inquiry.location'), doc.location),
      line(staffT('inquiry.investmentRange'), choice('investmentRange', doc.investmentRange)),
      line(staffT('inquiry.timeline'), choice('timeline', doc.timeline)),
      line(staffT('inquiry.message'), doc.message),
    ]
    const staff = renderEmail({
      locale: STAFF_LOCALE,
      subject: staffT('inquiry.staffSubject', { name: doc.fullName }),
      paragraphs: [staffT('inquiry.staffIntro'), ...details],
    })

    const locale = localeOf(doc.language)
    const t = translator(locale)
    const confirmation = renderEmail({
      locale,
      subject: t('inquiry.confirmSubject'),
      name: doc.fullName,
      paragraphs: [t('inquiry.confirmBody')],
    })
    // Once per job, however many queue runners run it (deliveryClaims.ts).
    await queueOnce(payload, taskJobKey(job), async (tx) => {
      await queueEmail(payload, { to: settings.inquiryInbox, replyTo: doc.email, ...staff }, tx)
      await queueEmail(payload, { to: doc.email, ...confirmation }, tx)
    })
    return { output: {} }
  },
}
