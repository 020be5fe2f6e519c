import type { CollectionAfterChangeHook } from 'payload'

import { EMAIL_QUEUE } from '@/domain/email/queuedEmailAdapter'
import type { OwnershipInquiry } from '@/payload-types'

/** New inquiry → its emails are queued on the same transaction (see notifyInquiryTask). */
export const notifyInquiry: CollectionAfterChangeHook<OwnershipInquiry> = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  await req.payload.jobs.queue({ task: 'notifyInquiry', input: { inquiryId: doc.id }, queue: EMAIL_QUEUE, req })
  return doc
}
