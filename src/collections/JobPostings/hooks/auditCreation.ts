import type { CollectionAfterChangeHook } from 'payload'

import { recordStatusChange } from '@/domain/audit/recordStatusChange'

/** The first entry of a posting's audit trail: its starting status and who created it. */
export const auditCreation: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation === 'create') await recordStatusChange(req.payload, { jobPosting: doc.id, from: null, to: doc.status }, req)
  return doc
}
