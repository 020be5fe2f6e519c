import type { JoinField } from 'payload'

import { adminOnlyField } from '@/access/roles'

/** A document's audit trail: its status changes, newest first, for admins only. */
export const historyField = (on: 'jobPosting' | 'application'): JoinField => ({
  name: 'history',
  type: 'join',
  collection: 'status-changes',
  on,
  defaultSort: '-createdAt',
  defaultLimit: 50,
  access: { read: adminOnlyField },
  admin: { allowCreate: false, defaultColumns: ['from', 'to', 'changedBy', 'createdAt'] },
})
