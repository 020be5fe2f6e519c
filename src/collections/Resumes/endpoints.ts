import type { Endpoint, PayloadRequest } from 'payload'

import { claimGuestResumes } from '@/domain/resumes/claim'
import { guestKeyFrom } from '@/domain/resumes/guest'
import { MAX_UPLOAD_BODY_BYTES } from '@/domain/resumes/rules'
import { attachmentHeader, readDownloadLink, readLocalFile, s3Settings, signedDownloadUrl } from '@/domain/resumes/storage'
import { storeResume } from '@/domain/resumes/upload'
import { allowResumeUpload } from '@/domain/resumes/uploadLimit'
import { readFormData, textField } from '@/lib/formData'
import { HttpError, endpoint, routeId } from '@/lib/http'

import { keepsResumes } from './access'

/** Who is asking: a signed-in person who keeps resumes, or a guest with a well-formed id. */
function checkUploader(req: PayloadRequest): void {
  if (req.user) {
    if (!keepsResumes(req.user)) throw new HttpError('jobs.forbidden', 403)
  } else if (!guestKeyFrom(req)) throw new HttpError('resumes.guestInvalid', 401)
}

export const resumeEndpoints: Endpoint[] = [
  {
    // Multipart: file, categoryName, positionType. The only way a resume is created.
    path: '/upload',
    method: 'post',
    handler: endpoint({ failure: { message: 'resumes.storageFailed' } }, async (req) => {
      checkUploader(req)
      if (!(await allowResumeUpload(req))) throw new HttpError('resumes.rateLimited', 429)
      const form = await readFormData(req as unknown as Request, MAX_UPLOAD_BODY_BYTES)
      if (form === 'too-large') throw new HttpError('resumes.tooLarge', 413)
      const file = form?.get('file')
      if (!form || !(file instanceof File)) throw new HttpError('resumes.missingFields', 400)
      const doc = await storeResume(req, {
        file: { data: Buffer.from(await file.arrayBuffer()), name: file.name },
        categoryName: textField(form, 'categoryName'),
        positionType: textField(form, 'positionType'),
      })
      return Response.json({ doc }, { status: 201 })
    }),
  },
  {
    // A short-lived link for a resume the caller may read (the collection's read access decides).
    path: '/:id/download-link',
    method: 'post',
    handler: endpoint(async (req) => {
      const id = routeId(req, 'resumes.notFound')
      const doc = await req.payload
        .findByID({ collection: 'resumes', id, depth: 0, user: req.user, overrideAccess: false, req })
        .catch(() => null)
      if (!doc) throw new HttpError('resumes.notFound', 404)
      return signedDownloadUrl(doc)
    }),
  },
  {
    // Serves a locally stored resume for a link signed above; the signature is the authorization.
    path: '/:id/download',
    method: 'get',
    handler: endpoint(async (req) => {
      const id = routeId(req, 'resumes.notFound')
      if (s3Settings()) throw new HttpError('resumes.notFound', 404)
      const url = new URL(req.url ?? '', 'http://localhost')
      const file = readDownloadLink(String(id), url.searchParams.get('expires'), url.searchParams.get('sig'))
      if (!file) throw new HttpError('resumes.linkExpired', 403)
      // A deleted resume's file is gone, so its link stops working too.
      const data = await readLocalFile(file.filename).catch(() => null)
      if (!data) throw new HttpError('resumes.notFound', 404)
      return new Response(new Uint8Array(data), {
        headers: {
          'Content-Type': file.mimeType,
          'Content-Length': String(data.length),
          'Content-Disposition': attachmentHeader(file.originalFilename),
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
        },
      })
    }),
  },
  {
    // After sign-in on the guest's browser: the guest's resumes move into the account.
    path: '/claim',
    method: 'post',
    handler: endpoint(async (req) => {
      if (!req.user) throw new HttpError('jobs.signInRequired', 401)
      const key = guestKeyFrom(req)
      if (!key) throw new HttpError('resumes.guestInvalid', 400)
      if (!keepsResumes(req.user)) return { moved: 0 }
      return { moved: await claimGuestResumes(req, key) }
    }),
  },
]
