import type { Access, CollectionConfig } from 'payload'

import { isAdminUser } from '@/access/roles'
import { provinceOptions } from '@/domain/jobs/options'
import { selectOptions } from '@/lib/options'

const ownOrAdmin: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true
  return req.user ? { user: { equals: req.user.id } } : false
}

/** A professional's licence and experience (spec `healthcare_professionals`), one per user. */
export const ProfessionalProfiles: CollectionConfig = {
  slug: 'professional-profiles',
  admin: { group: 'Marketplace', useAsTitle: 'licenseNumber', hidden: ({ user }) => !isAdminUser(user) },
  access: { read: ownOrAdmin, create: ({ req }) => Boolean(req.user), update: ownOrAdmin, delete: ({ req }) => isAdminUser(req.user) },
  fields: [
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      unique: true,
      // People write their own profile; only admins choose whose.
      hooks: { beforeValidate: [({ req, value }) => (isAdminUser(req.user) && value ? value : req.user?.id)] },
      access: { update: ({ req }) => isAdminUser(req.user) },
    },
    { name: 'licenseNumber', type: 'text', maxLength: 60 },
    { name: 'licenseType', type: 'text', maxLength: 80 },
    { name: 'licenseProvince', type: 'select', options: selectOptions(provinceOptions) },
    { name: 'specializations', type: 'text', hasMany: true, maxRows: 20, maxLength: 80 },
    { name: 'yearsExperience', type: 'number', min: 0, max: 70, defaultValue: 0 },
  ],
  timestamps: true,
}
