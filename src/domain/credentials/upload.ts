import { randomUUID } from 'node:crypto'

import type { PayloadRequest } from 'payload'
import sharp from 'sharp'

import { cleanFilename } from '@/domain/resumes/rules'
import { HttpError } from '@/lib/http'
import type { Credential } from '@/payload-types'

import { dayToDate } from './days'
import { CREDENTIAL_LIMITS } from './options'
import { REPLACING, UPLOADING, keepsCredentials } from './rules'
import { credentialUploadSchema } from './schema'
import { credentialFileType, extensionOf } from './storage'

export type SentFile = { data: Buffer; name: string }

/** An image whose size can be read (the upload measures it): a damaged one is refused like any other bad file. */
const readableImage = (data: Buffer) =>
  sharp(data)
    .metadata()
    .then((meta) => Boolean(meta.width && meta.height), () => false)

/** The file as it will be stored: PDF, PNG or JPEG by its bytes, at most 5 MB, under a server-made name. */
async function checkedFile(file: SentFile | null) {
  if (!file || file.data.length === 0) throw new HttpError('credentials.fileRequired', 400)
  if (file.data.length > CREDENTIAL_LIMITS.file) throw new HttpError('credentials.fileTooLarge', 413)
  const mimetype = credentialFileType(file.data)
  if (!mimetype || (mimetype !== 'application/pdf' && !(await readableImage(file.data)))) throw new HttpError('credentials.fileBadType', 400)
  return {
    upload: { data: file.data, mimetype, name: `${Date.now()}-${randomUUID()}.${extensionOf(mimetype)}`, size: file.data.length },
    facts: { originalFilename: cleanFilename(file.name), fileSize: file.data.length },
  }
}

function checkKeeper(req: PayloadRequest) {
  if (!req.user) throw new HttpError('credentials.signIn', 401)
  if (!keepsCredentials(req.user)) throw new HttpError('credentials.notForRole', 403)
}

/**
 * Stores one credential for the signed-in professional: its text by the shared schema (an expiry
 * in the past is refused), its file by content. Nothing is stored when anything is refused; Payload
 * removes a file whose row could not be written.
 */
export async function storeCredential(req: PayloadRequest, fields: Record<string, string>, file: SentFile | null): Promise<Credential> {
  checkKeeper(req)
  const input = credentialUploadSchema.parse(fields)
  const { upload, facts } = await checkedFile(file)
  return req.payload.create({
    collection: 'credentials',
    data: { kind: input.kind, expiresOn: dayToDate(input.expiresOn).toISOString(), issuer: input.issuer || null, notes: input.notes || null },
    file: upload,
    user: req.user,
    overrideAccess: false,
    depth: 0,
    req,
    context: { [UPLOADING]: facts },
  })
}

/** A new file for the owner's credential (a renewed certificate): back to pending; the old file goes. */
export async function replaceCredentialFile(req: PayloadRequest, id: number, file: SentFile | null): Promise<Credential> {
  checkKeeper(req)
  const existing = await req.payload.findByID({ collection: 'credentials', id, depth: 0, user: req.user, overrideAccess: false, req }).catch(() => null)
  if (!existing || !req.user || existing.owner !== req.user.id) throw new HttpError('credentials.notFound', 404)
  const { upload, facts } = await checkedFile(file)
  return req.payload.update({
    collection: 'credentials',
    id,
    data: {},
    file: upload,
    user: req.user,
    overrideAccess: false,
    depth: 0,
    req,
    context: { [REPLACING]: facts },
  })
}
