import type { CollectionConfig } from 'payload'

import { fixedFileFields, privateUpload } from '../privateUpload'

import { hiddenUnlessAdmin, nobodyField } from '@/access/roles'
import { serverOnlyWrites } from '@/access/server'
import { RESUME_MIME_TYPES } from '@/domain/resumes/detect'
import { RESUME_POSITION_TYPES } from '@/domain/resumes/options'
import { MAX_CATEGORY_LENGTH } from '@/domain/resumes/rules'
import { resumesDir } from '@/domain/resumes/storage'
import { adminOptions } from '@/i18n/enums'

import { createResumes, deleteResumes, manageResumes, readResumes } from './access'
import { resumeEndpoints } from './endpoints'
import { presignedFileRoute } from './fileRoute'
import { keepFile, keepSentResumes, prepareResume } from './hooks'

/** Private resume files. Never served without the read access check. */
export const Resumes: CollectionConfig = {
  slug: 'resumes',
  admin: {
    group: 'Marketplace',
    useAsTitle: 'categoryName',
    defaultColumns: ['categoryName', 'originalFilename', 'positionType', 'owner', 'uploadedAt'],
    hidden: hiddenUnlessAdmin,
  },
  access: { read: readResumes, create: createResumes, update: manageResumes, delete: deleteResumes },
  defaultSort: '-uploadedAt',
  // The admin's Resume Management list by position type, newest first, and the count of each type.
  indexes: [{ fields: ['positionType', 'uploadedAt'] }],
  endpoints: resumeEndpoints,
  upload: {
    staticDir: resumesDir(),
    mimeTypes: RESUME_MIME_TYPES,
    ...privateUpload,
    // With S3, Payload's file route answers (after the access check) with our presigned link, which
    // carries the attachment header and original name; the plugin's own link would not.
    handlers: [presignedFileRoute],
  },
  hooks: { beforeOperation: [keepFile], beforeChange: [prepareResume], beforeDelete: [keepSentResumes] },
  fields: [
    { name: 'owner', type: 'relationship', relationTo: 'users', index: true, access: serverOnlyWrites },
    // SHA-256 of the guest's browser id: matched by access rules, never read back by anyone.
    { name: 'guestKey', type: 'text', index: true, access: { read: nobodyField, ...serverOnlyWrites }, admin: { hidden: true } },
    { name: 'categoryName', type: 'text', required: true, maxLength: MAX_CATEGORY_LENGTH },
    { name: 'positionType', type: 'select', required: true, options: adminOptions('resumePositionType', RESUME_POSITION_TYPES) },
    { name: 'originalFilename', type: 'text', required: true, maxLength: 200, access: serverOnlyWrites },
    { name: 'fileSize', type: 'number', required: true, min: 0, access: serverOnlyWrites },
    { name: 'status', type: 'select', defaultValue: 'active', options: adminOptions('resumeStatus', ['active']), access: serverOnlyWrites },
    { name: 'uploadedAt', type: 'date', index: true, access: serverOnlyWrites, admin: { readOnly: true } },
    ...fixedFileFields,
  ],
  timestamps: true,
}
