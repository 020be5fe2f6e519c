import type { CollectionConfig, Field } from 'payload'

import { nobodyField } from '@/access/roles'

type Upload = Exclude<CollectionConfig['upload'], boolean | undefined>

/**
 * What every private upload (resumes, licence evidence) shares: no fetching from a URL, no image
 * editing, and whatever serves the file (Payload's own file route included) answers with a
 * download that no browser renders or caches.
 */
export const privateUpload = {
  pasteURL: false,
  crop: false,
  focalPoint: false,
  modifyResponseHeaders: ({ headers }) => {
    headers.set('Content-Disposition', 'attachment')
    headers.set('Cache-Control', 'private, no-store')
    headers.set('X-Content-Type-Options', 'nosniff')
    return headers
  },
} satisfies Upload

/**
 * Payload's own file fields (merged with its base upload fields): set by the upload, never by a
 * client afterwards, so the served Content-Type and the size always describe the stored file.
 */
export const fixedFileFields: Field[] = [
  { name: 'mimeType', type: 'text', access: { update: nobodyField } },
  { name: 'filesize', type: 'number', access: { update: nobodyField } },
  { name: 'width', type: 'number', access: { update: nobodyField } },
  { name: 'height', type: 'number', access: { update: nobodyField } },
]
