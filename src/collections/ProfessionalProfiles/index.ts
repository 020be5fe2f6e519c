import type { CollectionConfig } from 'payload'

import { ownerField, ownerOrAdmin } from '@/access/owner'
import { adminOnly, hiddenUnlessAdmin, signedIn } from '@/access/roles'
import { provinceOptions } from '@/domain/jobs/options'
import { selectOptions } from '@/lib/options'

/** A professional's licence and experience, one per user. */
export const ProfessionalProfiles: CollectionConfig = {
  slug: 'professional-profiles',
  admin: { group: 'Marketplace', useAsTitle: 'licenseNumber', hidden: hiddenUnlessAdmin },
  access: { read: ownerOrAdmin('user'), create: signedIn, update: ownerOrAdmin('user'), delete: adminOnly },
  fields: [
    // People write their own profile; only admins choose whose.
    ownerField({ name: 'user', setBy: 'request', required: true, unique: true }),
    { name: 'licenseNumber', type: 'text', maxLength: 60 },
    { name: 'licenseType', type: 'text', maxLength: 80 },
    { name: 'licenseProvince', type: 'select', options: selectOptions(provinceOptions) },
    { name: 'specializations', type: 'text', hasMany: true, maxRows: 20, maxLength: 80 },
    { name: 'yearsExperience', type: 'number', min: 0, max: 70, defaultValue: 0 },
  ],
  timestamps: true,
}
