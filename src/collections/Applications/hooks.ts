import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { queueStatusEmail } from '@/domain/applications/emails'
import { recordStatusChange } from '@/domain/audit/recordStatusChange'
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
  // An application whose account was removed has nobody to tell; the status change still stands.
  const applicantId = idOf(doc.applicant)
  if (!applicantId) return doc
  // Server-side lookups for the email's recipient and job title; nothing is returned to the client.
  const [applicant, job] = await Promise.all([
    req.payload.findByID({ collection: 'users', id: applicantId, depth: 0, overrideAccess: true, req }),
    req.payload.findByID({ collection: 'job-postings', id: idOf(doc.jobPosting), depth: 0, overrideAccess: true, req }),
  ])
  await queueStatusEmail(req.payload, applicant, job.title, String(doc.status), req)
  return doc
}

/** The audit trail: the first status, then every change, with who made it (the request's user). */
export const auditStatus: CollectionAfterChangeHook<Application> = async ({ doc, operation, previousDoc, req }) => {
  const from = operation === 'create' ? null : previousDoc?.status
  if (operation === 'create' || from !== doc.status) {
    await recordStatusChange(req.payload, { application: doc.id, from, to: String(doc.status ?? 'pending') }, req)
  }
  return doc
}
