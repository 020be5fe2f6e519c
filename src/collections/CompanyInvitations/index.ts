import type { Access, CollectionConfig } from 'payload'

import { hiddenUnlessAdmin, isAdminUser, nobody, nobodyField } from '@/access/roles'
import { markedRequest } from '@/access/server'
import { ownedCompanyOf } from '@/domain/companies/membership'

const inviting = markedRequest('invitingToCompany')

/** Admins every invitation; a company's owner those of their company. */
const ownersInvitations: Access = async ({ req }) => {
  if (isAdminUser(req.user)) return true
  const company = await ownedCompanyOf(req)
  return company === null ? false : { company: { equals: company } }
}

/**
 * A colleague invited to a company by its owner (domain/companies/invitations.ts): written only by
 * the invitation flow, accepted with the emailed link (only its hash is kept), withdrawn by the owner.
 */
export const CompanyInvitations: CollectionConfig = {
  slug: 'company-invitations',
  labels: { singular: { en: 'Company invitation', fr: 'Invitation d’entreprise' }, plural: { en: 'Company invitations', fr: 'Invitations d’entreprise' } },
  admin: { group: 'Marketplace', useAsTitle: 'email', defaultColumns: ['email', 'company', 'expiresAt'], hidden: hiddenUnlessAdmin },
  access: { read: ownersInvitations, create: inviting, update: nobody, delete: ownersInvitations },
  fields: [
    { name: 'company', type: 'relationship', relationTo: 'facilities', required: true, index: true, access: { update: nobodyField } },
    { name: 'email', type: 'email', required: true, access: { update: nobodyField } },
    { name: 'invitedBy', type: 'relationship', relationTo: 'users', access: { create: inviting, update: nobodyField } },
    { name: 'tokenHash', type: 'text', index: true, hidden: true, access: { read: nobodyField, update: nobodyField } },
    { name: 'expiresAt', type: 'date', required: true, access: { update: nobodyField } },
  ],
  timestamps: true,
}
