import type { CollectionConfig } from 'payload'

import { fixedFileFields, privateUpload } from '../privateUpload'

import { adminOnly, hiddenUnlessAdmin, nobody } from '@/access/roles'
import { markedRequest, orMarkedRecord } from '@/access/server'
import { EVIDENCE_MIME_TYPES, evidenceDir } from '@/domain/profiles/evidenceStorage'
import { evidenceBeingRemoved, RECORDING_LICENCE } from '@/domain/profiles/rules'

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
    // Admins; and the profile hooks' marked call removing evidence that no longer describes a licence, on that evidence alone.
    delete: orMarkedRecord(adminOnly, evidenceBeingRemoved),
  },
  upload: {
    staticDir: evidenceDir(),
    mimeTypes: EVIDENCE_MIME_TYPES,
    ...privateUpload,
  },
  fields: fixedFileFields,
  timestamps: true,
}
