import type { CollectionConfig, Field, FieldAccess } from 'payload'

import { fixedFileFields, privateUpload } from '../privateUpload'

import { hiddenUnlessAdmin, nobodyField } from '@/access/roles'
import { markedRequest, serverOnlyWrites } from '@/access/server'
import { CREDENTIAL_KINDS, CREDENTIAL_LIMITS, CREDENTIAL_STATUSES } from '@/domain/credentials/options'
import { REPLACING } from '@/domain/credentials/rules'
import { CREDENTIAL_MIME_TYPES, credentialsDir } from '@/domain/credentials/storage'
import { adminOptions } from '@/i18n/enums'

import { adminReadField, createCredentials, deleteCredentials, readCredentials, updateCredentials } from './access'
import { credentialEndpoints } from './endpoints'
import { checkExpiry, keepFile, prepareCredential } from './hooks'

const label = (en: string, fr: string) => ({ en, fr })
const serverOnly = { ...serverOnlyWrites }
const adminOnlyRead = { read: adminReadField, ...serverOnlyWrites }

/** Payload's file fields describe the stored file: written by an upload, and by the replacement flow's new file only. */
const replacingFile: FieldAccess = ({ req }) => markedRequest(REPLACING)({ req })
const fileFields = [
  ...fixedFileFields,
  // Where the file is stored: the admin's check compares the name, so only an upload sets it.
  { name: 'filename', type: 'text' },
  { name: 'prefix', type: 'text' },
].map((field) => ({ ...field, access: { update: replacingFile } }) as Field)

/**
 * The credentials wallet (docs/credentials.md): a professional's liability insurance, injection/CPR
 * certificate, immunisations and police check, each a private file (stored and served like licence
 * evidence, only after the read access check) with an expiry day, checked by an admin. The owner
 * reads, changes and removes their own; admins read all and record checks; nobody else learns one
 * exists. Whether a credential counts on a day is one rule: src/domain/credentials/validity.ts.
 */
export const Credentials: CollectionConfig = {
  slug: 'credentials',
  labels: { singular: label('Credential', 'Attestation'), plural: label('Credentials', 'Attestations') },
  admin: {
    group: 'Marketplace',
    useAsTitle: 'originalFilename',
    defaultColumns: ['owner', 'kind', 'expiresOn', 'status', 'submittedAt'],
    hidden: hiddenUnlessAdmin,
  },
  access: { read: readCredentials, create: createCredentials, update: updateCredentials, delete: deleteCredentials },
  defaultSort: '-submittedAt',
  // The verification queue (by status, oldest first) and the validity rule (a person's kinds).
  indexes: [{ fields: ['status', 'submittedAt'] }, { fields: ['owner', 'kind'] }],
  endpoints: credentialEndpoints,
  upload: { staticDir: credentialsDir(), mimeTypes: CREDENTIAL_MIME_TYPES, ...privateUpload },
  hooks: { beforeOperation: [keepFile], beforeValidate: [checkExpiry], beforeChange: [prepareCredential] },
  fields: [
    { name: 'owner', label: label('Professional', 'Professionnel'), type: 'relationship', relationTo: 'users', index: true, access: serverOnly },
    // Fixed at upload: another kind is another credential.
    { name: 'kind', label: label('Kind', 'Type'), type: 'select', required: true, options: adminOptions('credentialKind', CREDENTIAL_KINDS), access: { update: nobodyField } },
    { name: 'issuer', label: label('Issuer', 'Émetteur'), type: 'text', maxLength: CREDENTIAL_LIMITS.issuer },
    { name: 'notes', label: label('Notes', 'Remarques'), type: 'text', maxLength: CREDENTIAL_LIMITS.notes },
    { name: 'expiresOn', label: label('Expires on', 'Expire le'), type: 'date', required: true, index: true },
    { name: 'originalFilename', label: label('File name', 'Nom du fichier'), type: 'text', maxLength: 200, access: serverOnly },
    { name: 'fileSize', type: 'number', min: 0, access: serverOnly },
    // When it (last) joined the verification queue: an upload, a new file or a new expiry.
    { name: 'submittedAt', label: label('Submitted', 'Soumis le'), type: 'date', access: serverOnly, admin: { readOnly: true } },
    {
      name: 'status',
      label: label('Status', 'Statut'),
      type: 'select',
      defaultValue: 'pending',
      options: adminOptions('credentialStatus', CREDENTIAL_STATUSES),
      access: serverOnly,
      admin: { readOnly: true },
    },
    { name: 'checkedAt', label: label('Checked on', 'Vérifiée le'), type: 'date', access: serverOnly, admin: { readOnly: true } },
    { name: 'checkedBy', label: label('Checked by', 'Vérifiée par'), type: 'relationship', relationTo: 'users', access: adminOnlyRead, admin: { readOnly: true } },
    // The professional reads why their file was refused.
    { name: 'rejectionReason', label: label('Reason', 'Motif'), type: 'text', maxLength: CREDENTIAL_LIMITS.reason, access: serverOnly, admin: { readOnly: true } },
    // The expiry each reminder was sent for: claimed once per expiry by the reminder task.
    { name: 'reminded30For', type: 'date', access: adminOnlyRead, admin: { readOnly: true } },
    { name: 'reminded7For', type: 'date', access: adminOnlyRead, admin: { readOnly: true } },
    ...fileFields,
  ],
  timestamps: true,
}
