import type { CollectionAfterChangeHook } from 'payload'

import { renderEmail } from '@/domain/email/templates'
import {
  currentRoleOptions,
  experienceOptions,
  investmentRangeOptions,
  timelineOptions,
} from '@/domain/inquiries/options'
import { messages } from '@/i18n'
import { labelOf } from '@/lib/options'
import type { OwnershipInquiry } from '@/payload-types'

const m = messages.inquiry

/** New inquiry → the staff inbox gets the details, the inquirer a confirmation (both queued). */
export const notifyInquiry: CollectionAfterChangeHook<OwnershipInquiry> = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req, overrideAccess: false })
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
  await req.payload.sendEmail({ to: settings.inquiryInbox, replyTo: doc.email, ...staff })
  await req.payload.sendEmail({ to: doc.email, ...confirmation })
  return doc
}
