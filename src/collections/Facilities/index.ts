import type { CollectionConfig } from 'payload'

import { selectOptions } from '@/lib/options'

import { ownerOrAdmin } from '@/access/owner'
import { anyone, hiddenUnlessAdmin, roleOrAdmin } from '@/access/roles'
import { serverOnlyWrites } from '@/access/server'
import { facilityTypeOptions, provinceOptions } from '@/domain/jobs/options'

import { expireListsOnChange, expireListsOnDelete } from './hooks/expirePostingLists'

export const Facilities: CollectionConfig = {
  slug: 'facilities',
  admin: { group: 'Marketplace', useAsTitle: 'name', hidden: hiddenUnlessAdmin },
  access: {
    read: anyone,
    create: roleOrAdmin('employer'),
    update: ownerOrAdmin('owner'),
    delete: ownerOrAdmin('owner'),
  },
  hooks: { afterChange: [expireListsOnChange], afterDelete: [expireListsOnDelete] },
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
      access: serverOnlyWrites,
      hooks: { beforeChange: [({ req, operation, value }) => (operation === 'create' && req.user ? req.user.id : value)] },
    },
  ],
}
