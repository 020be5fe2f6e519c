import type { Access } from 'payload'

import { isStaffUser } from '@/access/roles'

/** Staff see drafts; everyone else sees published pages only. */
export const readPublishedOrStaff: Access = ({ req }) =>
  isStaffUser(req.user) ? true : { _status: { equals: 'published' } }
