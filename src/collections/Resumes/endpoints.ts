import type { Endpoint, PayloadRequest } from 'payload'

import { claimGuestResumes } from '@/domain/resumes/claim'
import { guestKeyFrom } from '@/domain/resumes/guest'
import { MAX_UPLOAD_BODY_BYTES } from '@/domain/resumes/rules'
import { attachmentHeader, readDownloadLink, readLocalFile, s3Settings, signedDownloadUrl } from '@/domain/resumes/storage'
import { ResumeInputError, storeResume } from '@/domain/resumes/upload'
import { allowResumeUpload } from '@/domain/resumes/uploadLimit'
import { messages } from '@/i18n'
import { readFormData, textField } from '@/lib/formData'

import { keepsResumes } from './access'

const m = messages.resumes
const fail = (error: string, status: number) => Response.json({ error }, { status })

/** Who is asking: a signed-in person who keeps resumes, or a guest with a well-formed id. */
function uploaderError(req: PayloadRequest): Response | null {
  if (req.user) return keepsResumes(req.user) ? null : fail(messages.jobs.forbidden, 403)
  return guestKeyFrom(req) ? null : fail(m.guestInvalid, 401)
}

export const resumeEndpoints: Endpoint[] = [
  {
    // Multipart: file, categoryName, positionType. The only way a resume is created.
    path: '/upload',
    method: 'post',
    handler: async (req) => {
      const refused = uploaderError(req)
      if (refused) return refused
      if (!(await allowResumeUpload(req))) return fail(m.rateLimited, 429)
      const form = await readFormData(req as unknown as Request, MAX_UPLOAD_BODY_BYTES)
      if (form === 'too-large') return fail(m.tooLarge, 413)
      const file = form?.get('file')
      if (!form || !(file instanceof File)) return fail(m.missingFields, 400)
      try {
        const doc = await storeResume(req, {
          file: { data: Buffer.from(await file.arrayBuffer()), name: file.name },
          categoryName: textField(form, 'categoryName'),
          positionType: textField(form, 'positionType'),
        })
        return Response.json({ doc }, { status: 201 })
      } catch (error) {
        if (error instanceof ResumeInputError) return fail(error.message, error.status)
        req.payload.logger.error({ err: error, msg: 'Resume upload failed' })
        return fail(m.storageFailed, 500)
      }
    },
  },
  {
    // A short-lived link for a resume the caller may read (the collection's read access decides).
    path: '/:id/download-link',
    method: 'post',
    handler: async (req) => {
      const id = String(req.routeParams?.id ?? '')
      if (!/^\d+$/.test(id)) return fail(m.notFound, 404)
      const doc = await req.payload
        .findByID({ collection: 'resumes', id, depth: 0, user: req.user, overrideAccess: false, req })
        .catch(() => null)
      if (!doc) return fail(m.notFound, 404)
      return Response.json(await signedDownloadUrl(doc))
    },
  },
  {
    // Serves a locally stored resume for a link signed above; the signature is the authorization.
    path: '/:id/download',
    method: 'get',
    handler: async (req) => {
      const id = String(req.routeParams?.id ?? '')
      if (s3Settings() || !/^\d+$/.test(id)) return fail(m.notFound, 404)
      const url = new URL(req.url ?? '', 'http://localhost')
      const file = readDownloadLink(id, url.searchParams.get('expires'), url.searchParams.get('sig'))
      if (!file) return fail(m.linkExpired, 403)
      // A deleted resume's file is gone, so its link stops working too.
      const data = await readLocalFile(file.filename).catch(() => null)
      if (!data) return fail(m.notFound, 404)
      return new Response(new Uint8Array(data), {
        headers: {
          'Content-Type': file.mimeType,
          'Content-Length': String(data.length),
          'Content-Disposition': attachmentHeader(file.originalFilename),
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
        },
      })
    },
  },
  {
    // After sign-in on the guest's browser: the guest's resumes move into the account.
    path: '/claim',
    method: 'post',
    handler: async (req) => {
      if (!req.user) return fail(messages.jobs.signInRequired, 401)
      const key = guestKeyFrom(req)
      if (!key) return fail(m.guestInvalid, 400)
      if (!keepsResumes(req.user)) return Response.json({ moved: 0 })
      return Response.json({ moved: await claimGuestResumes(req, key) })
    },
  },
]
