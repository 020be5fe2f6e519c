import type { Access, FieldAccess } from 'payload'

import { hasRole, isAdminUser } from '@/access/roles'
import { companyOf } from '@/domain/companies/membership'

/** An employer creates their company once (their first posting does it for them); admins any. */
export const createCompany: Access = async ({ req }) =>
  isAdminUser(req.user) || (hasRole(req.user, 'employer') && (await companyOf(req)) === null)

/** The company's owner edits its page; admins any. Members manage postings, not the company's profile. */
export const updateCompany: Access = ({ req }) => {
  if (!req.user) return false
  return isAdminUser(req.user) ? true : { owner: { equals: req.user.id } }
}

/**
 * What only the company's own people know (who owns it, its tags and email templates): its members
 * and admins; never usable in a query by anyone else.
 */
export const membersRead: FieldAccess = async ({ req, doc }) => {
  if (isAdminUser(req.user)) return true
  return Boolean(doc && req.user) && (await companyOf(req)) === Number(doc!.id)
}
