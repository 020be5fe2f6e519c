import type { CollectionConfig, PayloadRequest } from 'payload'

import { s3Settings, signedDownloadUrl } from '@/domain/resumes/storage'
import type { Resume } from '@/payload-types'

type Handler = NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']>[number]

/**
 * Upload handler for `GET /api/resumes/file/:filename`. Payload runs it only after the collection's
 * read access has allowed the request; with S3 it redirects to a five-minute presigned link that
 * downloads as an attachment under the original file name. Locally it defers to Payload.
 */
export const presignedFileRoute: Handler = (req, { doc, params }) => {
  if (!s3Settings()) return
  // Admins pass the access check without a document; look theirs up by the stored name.
  const resume = doc && typeof doc === 'object' && 'filename' in doc ? (doc as unknown as Resume) : null
  return redirectToSigned(req, resume, params.filename)
}

async function redirectToSigned(req: PayloadRequest, known: Resume | null, filename: string): Promise<Response> {
  const resume =
    known ??
    (
      await req.payload.find({
        collection: 'resumes',
        where: { filename: { equals: filename } },
        limit: 1,
        depth: 0,
        user: req.user,
        overrideAccess: false,
        req,
      })
    ).docs[0]
  if (!resume) return new Response(null, { status: 404 })
  return Response.redirect((await signedDownloadUrl(resume)).url, 302)
}
