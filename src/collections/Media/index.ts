import path from 'node:path'

import type { Access, CollectionConfig } from 'payload'

import { anyone, staffOnly } from '@/access/roles'
import { markedRequest } from '@/access/server'
import { COMPANY_LOGO } from '@/domain/companies/options'
import { MEDIA_DIR } from '@/lib/storageLayout.mjs'

/** Staff; and the company-logo flow, which stores and replaces an owner's logo (domain/companies/logo.ts). */
const staffOrLogo: Access = (args) => staffOnly(args) || markedRequest(COMPANY_LOGO)(args)

/** Public images for pages and companies' logos (never resumes). Sizes are made by sharp on upload. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: anyone, create: staffOrLogo, update: staffOnly, delete: staffOrLogo },
  upload: {
    staticDir: path.resolve(process.cwd(), MEDIA_DIR),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif'],
    filesRequiredOnCreate: true,
    imageSizes: [
      { name: 'thumbnail', width: 400 },
      { name: 'card', width: 768 },
      { name: 'hero', width: 1600 },
      { name: 'og', width: 1200, height: 630, position: 'centre' },
    ],
    formatOptions: { format: 'webp', options: { quality: 80 } },
    adminThumbnail: 'thumbnail',
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      maxLength: 200,
      admin: { description: { en: 'Describe the image for people who cannot see it.', fr: 'Décrivez l’image pour les personnes qui ne peuvent pas la voir.' } },
    },
  ],
}
