import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { queueStatusEmail } from '@/domain/applications/emails'
import type { Application } from '@/payload-types'

/** New applications belong to the signed-in applicant and start pending. */
export const prepareApplication: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation !== 'create') return data
  return { ...data, applicant: req.user?.id, status: 'pending', appliedAt: new Date().toISOString() }
}

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: number }).id : (value as number))

/** The applicant hears about every status change, in the change's transaction. */
export const emailStatusChange: CollectionAfterChangeHook<Application> = async ({ doc, operation, previousDoc, req }) => {
  if (operation !== 'update' || !previousDoc || previousDoc.status === doc.status) return doc
  // Server-side lookups for the email's recipient and job title; nothing is returned to the client.
  const [applicant, job] = await Promise.all([
    req.payload.findByID({ collection: 'users', id: idOf(doc.applicant), depth: 0, overrideAccess: true, req }),
    req.payload.findByID({ collection: 'job-postings', id: idOf(doc.jobPosting), depth: 0, overrideAccess: true, req }),
  ])
  await queueStatusEmail(req.payload, applicant, job.title, String(doc.status), req)
  return doc
}
