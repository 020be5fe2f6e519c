import type { CollectionConfig } from 'payload'

import { adminOnly, hiddenUnlessAdmin, nobody } from '@/access/roles'
import { markedRequest } from '@/access/server'
import { orPrivacySubject } from '@/domain/privacy/mark'

/**
 * The audit trail: every status change of a posting or an application, who made it (empty for the
 * system: payments, expiry) and when. Written only by the server; admins read it on each document.
 * The export of a person's data (src/domain/privacy/mark.ts) reads theirs: the moves they made and
 * the history of their applications.
 */
const readTrail = orPrivacySubject(adminOnly, ['changedBy', 'application.applicant'])

export const StatusChanges: CollectionConfig = {
  slug: 'status-changes',
  admin: {
    group: 'Marketplace',
    defaultColumns: ['jobPosting', 'application', 'from', 'to', 'changedBy', 'createdAt'],
    hidden: hiddenUnlessAdmin,
  },
  // Created only by recordStatusChange, which marks its request; no client can (the API cannot set context).
  access: { read: readTrail, create: markedRequest('recordingStatusChange'), update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'jobPosting', type: 'relationship', relationTo: 'job-postings', index: true },
    { name: 'application', type: 'relationship', relationTo: 'applications', index: true },
    { name: 'from', type: 'text' },
    { name: 'to', type: 'text', required: true },
    { name: 'changedBy', type: 'relationship', relationTo: 'users' },
  ],
  timestamps: true,
}
