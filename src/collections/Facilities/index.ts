import type { Access, CollectionConfig } from 'payload'

import { selectOptions } from '@/lib/options'

import { hasRole, isAdminUser } from '@/access/roles'
import { facilityTypeOptions, provinceOptions } from '@/domain/jobs/options'

const ownerOrAdmin: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true
  return req.user ? { owner: { equals: req.user.id } } : false
}

export const Facilities: CollectionConfig = {
  slug: 'facilities',
  admin: { group: 'Marketplace', useAsTitle: 'name', hidden: ({ user }) => !isAdminUser(user) },
  access: {
    read: () => true,
    create: ({ req }) => isAdminUser(req.user) || hasRole(req.user, 'employer'),
    update: ownerOrAdmin,
    delete: ownerOrAdmin,
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'type', type: 'select', required: true, options: selectOptions(facilityTypeOptions) },
    { name: 'city', type: 'text', maxLength: 80 },
    { name: 'province', type: 'select', options: selectOptions(provinceOptions) },
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      access: { create: () => false, update: () => false },
      hooks: { beforeChange: [({ req, operation, value }) => (operation === 'create' && req.user ? req.user.id : value)] },
    },
  ],
}
