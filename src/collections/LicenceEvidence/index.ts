import type { CollectionConfig } from 'payload'

import { adminOnly, hiddenUnlessAdmin, nobody, nobodyField } from '@/access/roles'
import { markedRequest } from '@/access/server'
import { EVIDENCE_MIME_TYPES, evidenceDir } from '@/domain/profiles/evidenceStorage'
import { RECORDING_LICENCE } from '@/domain/profiles/rules'

/**
 * Private evidence of licence checks (a register page saved as PDF or a screenshot): admins only,
 * stored like resumes (a private folder, or the bucket under its own prefix) and never served
 * without the read access check. Files arrive only with a recorded check (the recording endpoint).
 */
export const LicenceEvidence: CollectionConfig = {
  slug: 'licence-evidence',
  labels: { singular: { en: 'Licence evidence', fr: 'Preuve de permis' }, plural: { en: 'Licence evidence', fr: 'Preuves de permis' } },
  admin: { group: 'Marketplace', useAsTitle: 'filename', hidden: hiddenUnlessAdmin },
  access: {
    read: adminOnly,
    create: ({ req }) => adminOnly({ req }) && markedRequest(RECORDING_LICENCE)({ req }),
    update: nobody,
    delete: adminOnly,
  },
  upload: {
    staticDir: evidenceDir(),
    mimeTypes: EVIDENCE_MIME_TYPES,
    pasteURL: false,
    crop: false,
    focalPoint: false,
    // A download, never rendered by the browser, never cached.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Content-Disposition', 'attachment')
      headers.set('Cache-Control', 'private, no-store')
      headers.set('X-Content-Type-Options', 'nosniff')
      return headers
    },
  },
  fields: [
    { name: 'mimeType', type: 'text', access: { update: nobodyField } },
    { name: 'filesize', type: 'number', access: { update: nobodyField } },
    { name: 'width', type: 'number', access: { update: nobodyField } },
    { name: 'height', type: 'number', access: { update: nobodyField } },
  ],
  timestamps: true,
}
