import type { CollectionConfig } from 'payload'

import { nobodyField, staffOnly } from '@/access/roles'
import { pageBlocks } from '@/blocks'

import { readPublishedOrStaff } from './access'
import { computeFrenchVersion } from './hooks/frenchVersion'
import { revalidateDeletedPage, revalidatePage } from './hooks/revalidatePage'
import { serverUrl } from '@/lib/env'

import { DEFAULT_CONTENT_LOCALE, isContentLocale } from '@/domain/content/locales'
import { isPageSlug, pathForSlug } from '@/domain/content/paths'

/** Staff-only draft view in the language being edited, framed by the admin's live preview. */
const previewUrl = (slug: unknown, locale: unknown) => {
  const url = `${serverUrl()}/preview${pathForSlug(String(slug ?? ''))}`
  return isContentLocale(locale) && locale !== DEFAULT_CONTENT_LOCALE ? `${url}?locale=${locale}` : url
}

/*
 * Localization: the title, the blocks and the SEO fields (the plugin localizes its own) are
 * written per language; the slug is not (a page has one address, /fr/<slug> in French).
 * The `layout` field is localized as a whole rather than each text inside the blocks: a language
 * gets its own list of blocks, so the French page may be arranged differently (a longer heading,
 * one more FAQ), its rich text is its own, and a page without French blocks falls back to the
 * English page in one piece, never a mix of English and French sentences in one block.
 * Drafts, versions and scheduled publishing cover both languages.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'frenchVersion', 'updatedAt'],
    livePreview: { url: ({ data, locale }) => previewUrl(data?.slug, locale?.code) },
    preview: (doc, { locale }) => previewUrl(doc?.slug, locale),
  },
  access: { read: readPublishedOrStaff, create: staffOnly, update: staffOnly, delete: staffOnly, readVersions: staffOnly },
  versions: {
    drafts: { autosave: { interval: 800 }, schedulePublish: true },
    maxPerDoc: 50,
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120, localized: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 80,
      admin: { position: 'sidebar', description: { en: 'The page address: "home" for /, "about" for /about.', fr: 'L’adresse de la page : « home » pour /, « about » pour /about.' } },
      validate: (value: unknown) =>
        isPageSlug(value) ? true : 'Use lower-case letters, digits and single hyphens (e.g. medical-billing).',
    },
    {
      // Computed at every save (see computeFrenchVersion): staff see in the list which pages still
      // need translating, and can filter on it. Nobody can write it through any door.
      name: 'frenchVersion',
      type: 'select',
      label: { en: 'French version', fr: 'Version française' },
      options: [
        { value: 'missing', label: { en: 'Missing', fr: 'Manquante' } },
        { value: 'partial', label: { en: 'Partial', fr: 'Partielle' } },
        { value: 'present', label: { en: 'Present', fr: 'Présente' } },
      ],
      defaultValue: 'missing',
      access: { create: nobodyField, update: nobodyField },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: {
          en: 'Whether the page has its own French title and blocks (else French visitors read the English page).',
          fr: 'Indique si la page a son propre titre et ses propres blocs en français (sinon, les visiteurs lisent la page anglaise).',
        },
      },
      hooks: { beforeChange: [computeFrenchVersion] },
    },
    { name: 'layout', type: 'blocks', blocks: pageBlocks, required: true, minRows: 1, localized: true },
  ],
  hooks: { afterChange: [revalidatePage], afterDelete: [revalidateDeletedPage] },
}
