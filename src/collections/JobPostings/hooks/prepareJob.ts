import type { CollectionBeforeChangeHook } from 'payload'

import { isAdminUser } from '@/access/roles'
import { activationDates } from '@/domain/jobs/lifecycle'
import { buildSearchText } from '@/domain/jobs/searchText'

/**
 * New postings belong to their creator and start as drafts; an admin's posting is free and goes
 * live at once. Keeps the search column and tags normalised on every write.
 */
export const prepareJob: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  const next = { ...data }
  if (operation === 'create') {
    if (req.user) next.createdBy = req.user.id
    if (isAdminUser(req.user)) {
      Object.assign(next, { status: 'active', paid: true }, await activationDates(req.payload, req))
    } else if (!next.status) {
      Object.assign(next, { status: 'draft', paid: false })
    }
  }
  if (Array.isArray(next.tags)) {
    next.tags = [...new Set((next.tags as string[]).map((t) => String(t).trim().toLowerCase()).filter(Boolean))]
  }
  next.searchText = buildSearchText({ ...originalDoc, ...next })
  return next
}
