import type { Access } from 'payload'

import { isAdminUser } from '@/access/roles'
import { companyOf } from '@/domain/companies/membership'
import { billingPeople } from '@/domain/receipts/parties'

/**
 * A company's receipts are read by its owner and the members given the billing right, and by admins;
 * never by the rest of its team or anyone else. Worked out from the database on each request.
 */
export const readReceipts: Access = async ({ req }) => {
  if (!req.user) return false
  if (isAdminUser(req.user)) return true
  const company = await companyOf(req)
  if (company === null) return false
  const people = await billingPeople(req.payload, company, req)
  return people.includes(Number(req.user.id)) ? { company: { equals: company } } : false
}
