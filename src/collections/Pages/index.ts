import type { CollectionConfig } from 'payload'

import { staffOnly } from '@/access/roles'
import { pageBlocks } from '@/blocks'

import { readPublishedOrStaff } from './access'
import { revalidateDeletedPage, revalidatePage } from './hooks/revalidatePage'
import { serverUrl } from '@/lib/env'

import { isPageSlug, pathForSlug } from '@/domain/content/paths'

/** Staff-only draft view, framed by the admin's live preview. */
const previewUrl = (slug: unknown) => `${serverUrl()}/preview${pathForSlug(String(slug ?? ''))}`

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    livePreview: { url: ({ data }) => previewUrl(data?.slug) },
    preview: (doc) => previewUrl(doc?.slug),
  },
  access: { read: readPublishedOrStaff, create: staffOnly, update: staffOnly, delete: staffOnly, readVersions: staffOnly },
  versions: {
    drafts: { autosave: { interval: 800 }, schedulePublish: true },
    maxPerDoc: 50,
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 80,
      admin: { position: 'sidebar', description: 'The page address: "home" for /, "about" for /about.' },
      validate: (value: unknown) =>
        isPageSlug(value) ? true : 'Use lower-case letters, digits and single hyphens (e.g. medical-billing).',
    },
    { name: 'layout', type: 'blocks', blocks: pageBlocks, required: true, minRows: 1 },
  ],
  hooks: { afterChange: [revalidatePage], afterDelete: [revalidateDeletedPage] },
}
