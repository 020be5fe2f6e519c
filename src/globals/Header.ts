import type { GlobalConfig } from 'payload'

import { staffOnly } from '@/access/roles'
import { linkArray, localizedLinkFields } from '@/fields/link'

import { revalidateChrome } from './revalidateChrome'

export const Header: GlobalConfig = {
  slug: 'header',
  admin: { group: 'Site' },
  access: { read: () => true, update: staffOnly },
  // Localization: only the link labels. The menus (which links, in which order, to which address)
  // are one structure for both languages; French paths get their /fr prefix from the frontend.
  fields: [
    linkArray('primaryLinks', { admin: { description: { en: 'Links shown first in the header (e.g. Find Work).', fr: 'Liens affichés en premier dans l’en-tête (p. ex. Trouver du travail).' } }, maxRows: 6 }, localizedLinkFields),
    linkArray('serviceLinks', { admin: { description: { en: 'The Services menu.', fr: 'Le menu Services.' } }, maxRows: 8 }, localizedLinkFields),
    linkArray('moreLinks', { admin: { description: { en: 'The More menu.', fr: 'Le menu Plus.' } }, maxRows: 6 }, localizedLinkFields),
  ],
  hooks: { afterChange: [revalidateChrome] },
}
