import type { Access, FieldAccess, Where } from 'payload'

import { hasRole, isAdminUser } from '@/access/roles'
import { revealedJobIds } from '@/domain/applications/scope'
import { canSeeCompany, canSeeOwner } from '@/domain/jobs/visibility'

/**
 * Everyone reads live postings, and ended ones (so their page can say they ended); owners also read
 * their own in any state; admins read all. Find Work itself lists only active postings.
 */
export const PUBLIC_STATUSES = ['active', 'expired', 'closed']
export const readJobs: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true
  const active: Where = { status: { in: PUBLIC_STATUSES } }
  if (!req.user) return active
  return { or: [active, { createdBy: { equals: req.user.id } }] }
}

/** Owners edit their posting while it is a draft; admins always. Status never moves through here. */
export const updateJobs: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true
  if (!hasRole(req.user, 'employer')) return false
  const own: Where = { createdBy: { equals: req.user!.id } }
  const draft: Where = { status: { equals: 'draft' } }
  return { and: [own, draft] }
}

// Without a document (the admin panel asking for field permissions) only admins are allowed.
// Applicants whose application moved past pending also see it (looked up once per request).
export const companyRead: FieldAccess = async ({ req, doc }) => {
  if (!doc) return isAdminUser(req.user)
  if (canSeeCompany(req.user, doc)) return true
  return Boolean(req.user) && (await revealedJobIds(req)).includes(Number(doc.id))
}

/**
 * The owner account: the owner and admins, decided from the stored row. Asked without a document
 * (may it be queried?), signed-in people pass to guardPrivateOwnerQueries, which allows only their own id.
 */
export const ownerRead: FieldAccess = ({ req, doc }) => (doc ? canSeeOwner(req.user, doc) : Boolean(req.user))
