import type { CollectionConfig } from 'payload'

import { isAdminUser } from '@/access/roles'
import { RESUME_MIME_TYPES } from '@/domain/resumes/detect'
import { resumePositionOptions } from '@/domain/resumes/options'
import { MAX_CATEGORY_LENGTH } from '@/domain/resumes/rules'
import { resumesDir } from '@/domain/resumes/storage'

import { createResumes, manageResumes, never, readResumes } from './access'
import { resumeEndpoints } from './endpoints'
import { presignedFileRoute } from './fileRoute'
import { keepFile, prepareResume } from './hooks'

const serverSet = { create: never, update: never }

/** Private resume files. Never served without the read access check. */
export const Resumes: CollectionConfig = {
  slug: 'resumes',
  admin: {
    group: 'Marketplace',
    useAsTitle: 'categoryName',
    defaultColumns: ['categoryName', 'originalFilename', 'positionType', 'owner', 'uploadedAt'],
    hidden: ({ user }) => !isAdminUser(user),
  },
  access: { read: readResumes, create: createResumes, update: manageResumes, delete: manageResumes },
  defaultSort: '-uploadedAt',
  endpoints: resumeEndpoints,
  upload: {
    staticDir: resumesDir(),
    mimeTypes: RESUME_MIME_TYPES,
    pasteURL: false,
    crop: false,
    focalPoint: false,
    // With S3, Payload's file route answers (after the access check) with our presigned link, which
    // carries the attachment header and original name; the plugin's own link would not.
    handlers: [presignedFileRoute],
    // Even through Payload's own file route, a resume is a download, never rendered by the browser.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Content-Disposition', 'attachment')
      headers.set('Cache-Control', 'private, no-store')
      headers.set('X-Content-Type-Options', 'nosniff')
      return headers
    },
  },
  hooks: { beforeOperation: [keepFile], beforeChange: [prepareResume] },
  fields: [
    { name: 'owner', type: 'relationship', relationTo: 'users', index: true, access: serverSet },
    // SHA-256 of the guest's browser id: matched by access rules, never read back by anyone.
    { name: 'guestKey', type: 'text', index: true, access: { read: never, ...serverSet }, admin: { hidden: true } },
    { name: 'categoryName', type: 'text', required: true, maxLength: MAX_CATEGORY_LENGTH },
    { name: 'positionType', type: 'select', required: true, options: resumePositionOptions },
    { name: 'originalFilename', type: 'text', required: true, maxLength: 200, access: serverSet },
    { name: 'fileSize', type: 'number', required: true, min: 0, access: serverSet },
    { name: 'status', type: 'select', defaultValue: 'active', options: [{ label: 'Active', value: 'active' }], access: serverSet },
    { name: 'uploadedAt', type: 'date', index: true, access: serverSet, admin: { readOnly: true } },
    // Payload's own file fields (merged with its base upload fields): set by the upload, never by a
    // client afterwards, so the served Content-Type and the size always describe the stored file.
    { name: 'mimeType', type: 'text', access: { update: never } },
    { name: 'filesize', type: 'number', access: { update: never } },
    { name: 'width', type: 'number', access: { update: never } },
    { name: 'height', type: 'number', access: { update: never } },
  ],
  timestamps: true,
}
