import type { Endpoint } from 'payload'

import { recordCredentialCheck } from '@/domain/credentials/check'
import { CREDENTIAL_LIMITS } from '@/domain/credentials/options'
import { credentialCheckSchema } from '@/domain/credentials/schema'
import { replaceCredentialFile, storeCredential, type SentFile } from '@/domain/credentials/upload'
import { allowResumeUpload } from '@/domain/resumes/uploadLimit'
import { readFormData, textField } from '@/lib/formData'
import { HttpError, endpoint, routeId } from '@/lib/http'

/** Room for the file and the form's few fields. */
const MAX_BODY = CREDENTIAL_LIMITS.file + 64 * 1024

/** The multipart body of an upload form, refused before it is buffered when it is far too large. */
async function readUpload(req: Parameters<typeof storeCredential>[0]) {
  if (!req.user) throw new HttpError('credentials.signIn', 401)
  // One budget for every way a file is stored (resumes, credentials).
  if (!(await allowResumeUpload(req))) throw new HttpError('credentials.rateLimited', 429)
  const form = await readFormData(req as unknown as Request, MAX_BODY)
  if (form === 'too-large') throw new HttpError('credentials.fileTooLarge', 413)
  if (!form) throw new HttpError('credentials.fileRequired', 400)
  const sent = form.get('file')
  const file: SentFile | null = sent instanceof File && sent.size > 0 ? { data: Buffer.from(await sent.arrayBuffer()), name: sent.name } : null
  return { form, file }
}

export const credentialEndpoints: Endpoint[] = [
  {
    // Multipart: kind, expiresOn (YYYY-MM-DD), issuer, notes, file. The only way a credential is created.
    path: '/upload',
    method: 'post',
    handler: endpoint({ failure: { message: 'credentials.unexpected' } }, async (req) => {
      const { form, file } = await readUpload(req)
      const fields = Object.fromEntries(['kind', 'expiresOn', 'issuer', 'notes'].map((name) => [name, textField(form, name)]))
      return Response.json({ doc: await storeCredential(req, fields, file) }, { status: 201 })
    }),
  },
  {
    // Multipart: file. The owner's new file for a credential (a renewed certificate); back to pending.
    path: '/:id/file',
    method: 'post',
    handler: endpoint({ failure: { message: 'credentials.unexpected' } }, async (req) => {
      const id = routeId(req, 'credentials.notFound')
      const { file } = await readUpload(req)
      return { doc: await replaceCredentialFile(req, id, file) }
    }),
  },
  {
    // JSON: { result: 'verified' | 'rejected', reason, file }. Admins record what the file shows.
    path: '/:id/check',
    method: 'post',
    handler: endpoint({ body: credentialCheckSchema, failure: { message: 'credentials.unexpected' } }, async (req, input) => {
      if (!req.user) throw new HttpError('credentials.signIn', 401)
      return { doc: await recordCredentialCheck(req, routeId(req, 'credentials.notFound'), input) }
    }),
  },
]
