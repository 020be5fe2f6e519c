import type { GlobalConfig } from 'payload'

import { staffOnly } from '@/access/roles'
import { linkArray } from '@/fields/link'

import { revalidateChrome } from './revalidateChrome'

export const Footer: GlobalConfig = {
  slug: 'footer',
  admin: { group: 'Site' },
  access: { read: () => true, update: staffOnly },
  fields: [
    {
      name: 'columns',
      type: 'array',
      maxRows: 5,
      fields: [{ name: 'heading', type: 'text', required: true, maxLength: 60 }, linkArray('links', { maxRows: 10 })],
    },
    { name: 'tagline', type: 'textarea', maxLength: 300 },
  ],
  hooks: { afterChange: [revalidateChrome] },
}
