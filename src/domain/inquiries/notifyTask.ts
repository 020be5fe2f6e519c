import type { TaskConfig } from 'payload'

import { queueEmail } from '@/domain/email/queueEmail'
import { renderEmail } from '@/domain/email/templates'
import { messages } from '@/i18n'
import { labelOf } from '@/lib/options'

import { currentRoleOptions, experienceOptions, investmentRangeOptions, timelineOptions } from './options'

const m = messages.inquiry

/**
 * Queued with a new inquiry (on its transaction): the staff inbox gets the details, the inquirer a
 * confirmation. It runs as the server because the inbox address is an admin-only setting that the
 * person sending the inquiry may not read.
 */
export const notifyInquiryTask: TaskConfig<'notifyInquiry'> = {
  slug: 'notifyInquiry',
  label: 'Notify a new ownership inquiry',
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 5_000 } },
  inputSchema: [{ name: 'inquiryId', type: 'number', required: true }],
  outputSchema: [],
  handler: async ({ input, req }) => {
    const { payload } = req
    const doc = await payload.findByID({ collection: 'ownership-inquiries', id: input.inquiryId, depth: 0, overrideAccess: true, req })
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req })
    const details = [
      `${m.fullName}: ${doc.fullName}`,
      `${m.email}: ${doc.email}`,
      `${m.phone}: ${doc.phone ?? '—'}`,
      `${m.currentRole}: ${labelOf(currentRoleOptions, doc.currentRole) || '—'}`,
      `${m.experience}: ${labelOf(experienceOptions, doc.experience) || '—'}`,
      `${m.location}: ${doc.location ?? '—'}`,
      `${m.investmentRange}: ${labelOf(investmentRangeOptions, doc.investmentRange) || '—'}`,
      `${m.timeline}: ${labelOf(timelineOptions, doc.timeline) || '—'}`,
      `${m.message}: ${doc.message ?? '—'}`,
    ]
    const staff = renderEmail({ subject: m.staffSubject(doc.fullName), paragraphs: [m.staffIntro, ...details] })
    const confirmation = renderEmail({ subject: m.confirmSubject, name: doc.fullName, paragraphs: [m.confirmBody] })
    await queueEmail(payload, { to: settings.inquiryInbox, replyTo: doc.email, ...staff }, req)
    await queueEmail(payload, { to: doc.email, ...confirmation }, req)
    return { output: {} }
  },
}
