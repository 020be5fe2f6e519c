import type { GlobalConfig } from 'payload'

import { staffOnly } from '@/access/roles'
import { linkArray, localizedLinkFields } from '@/fields/link'

import { revalidateChrome } from './revalidateChrome'

export const Footer: GlobalConfig = {
  slug: 'footer',
  admin: { group: 'Site' },
  access: { read: () => true, update: staffOnly },
  // Localization: the words (column headings, link labels, tagline); the columns and their links
  // are one structure for both languages, as in the header.
  fields: [
    {
      name: 'columns',
      type: 'array',
      maxRows: 5,
      fields: [
        { name: 'heading', type: 'text', required: true, maxLength: 60, localized: true },
        linkArray('links', { maxRows: 10 }, localizedLinkFields),
      ],
    },
    { name: 'tagline', type: 'textarea', maxLength: 300, localized: true },
  ],
  hooks: { afterChange: [revalidateChrome] },
}
