import type { GlobalConfig } from 'payload'

import { staffOnly } from '@/access/roles'
import { linkArray } from '@/fields/link'

import { revalidateChrome } from './revalidateChrome'

export const Header: GlobalConfig = {
  slug: 'header',
  admin: { group: 'Site' },
  access: { read: () => true, update: staffOnly },
  fields: [
    linkArray('primaryLinks', { admin: { description: 'Links shown first in the header (e.g. Find Work).' }, maxRows: 6 }),
    linkArray('serviceLinks', { admin: { description: 'The Services menu.' }, maxRows: 8 }),
    linkArray('moreLinks', { admin: { description: 'The More menu.' }, maxRows: 6 }),
  ],
  hooks: { afterChange: [revalidateChrome] },
}
