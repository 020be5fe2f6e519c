import { createHmac, timingSafeEqual } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import { DeleteObjectCommand, GetObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'

import { env } from '@/lib/env'
import { S3_PREFIX } from '@/lib/storageLayout.mjs'

/** Signed resume links live five minutes. */
export const DOWNLOAD_TTL_SECONDS = 300

/** The private folder for resumes when no bucket is configured; never under public/ or media/. */
// The folder is configured at run time, so the bundler must not try to trace it.
export const resumesDir = () => path.resolve(/*turbopackIgnore: true*/ process.cwd(), env().RESUMES_DIR)

export type S3Settings = { bucket: string; config: S3ClientConfig }

export function s3Settings(): S3Settings | null {
  const e = env()
  if (!e.S3_BUCKET) return null
  return {
    bucket: e.S3_BUCKET,
    config: {
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
      credentials:
        e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
          : undefined,
    },
  }
}

let client: S3Client | undefined
const s3 = (settings: S3Settings) => (client ??= new S3Client(settings.config))
const objectKey = (filename: string) => `${S3_PREFIX}/${filename}`

/**
 * RFC 5987 value characters: encodeURIComponent leaves `'()*!` as they are, but `'` separates the
 * charset, language and value (browsers drop a `filename*` with a third one, as in "O'Brien") and
 * `()*` are not attr-chars either.
 */
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

/** `attachment` with the original name, ASCII fallback plus RFC 5987 UTF-8 form. */
export function attachmentHeader(originalFilename: string): string {
  const ascii = originalFilename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(originalFilename)}`
}

/** Removes a stored resume file (after a failed insert or a delete). Missing files are fine. */
export async function removeStoredFile(filename: string): Promise<void> {
  if (!filename || filename.includes('/') || filename.includes('\\')) return
  const settings = s3Settings()
  if (settings) {
    await s3(settings).send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(filename) }))
    return
  }
  await fs.rm(path.join(/*turbopackIgnore: true*/ resumesDir(), filename), { force: true })
}

type Stored = { id: number | string; filename?: string | null; originalFilename?: string | null; mimeType?: string | null }

/** What a local download link serves: the stored file, the name it downloads as, and its type. */
export type LinkedFile = { filename: string; originalFilename: string; mimeType: string }

const MAC_BYTES = 32
const mac = (id: string, expires: number, body: Buffer) =>
  createHmac('sha256', env().PAYLOAD_SECRET).update(`resume:${id}:${expires}:`).update(body).digest()

/**
 * A local link's `sig`: an HMAC followed by the file it names, so serving the link needs no database
 * read; the link itself is the permission, issued after the collection's read access allowed it.
 */
function linkToken(id: string, expires: number, file: LinkedFile): string {
  const body = Buffer.from(JSON.stringify([file.filename, file.originalFilename, file.mimeType]))
  return Buffer.concat([mac(id, expires, body), body]).toString('base64url')
}

/**
 * A short-lived download link for a resume the caller was already allowed to read: an S3 presigned
 * URL when a bucket is configured, else a link to this site signed with the server secret.
 */
export async function signedDownloadUrl(doc: Stored, now = Date.now()): Promise<{ url: string; expiresAt: string }> {
  const expires = Math.floor(now / 1000) + DOWNLOAD_TTL_SECONDS
  const expiresAt = new Date(expires * 1000).toISOString()
  const filename = String(doc.filename ?? '')
  const settings = s3Settings()
  if (settings) {
    const command = new GetObjectCommand({
      Bucket: settings.bucket,
      Key: objectKey(filename),
      ResponseContentDisposition: attachmentHeader(doc.originalFilename || filename),
      ResponseContentType: doc.mimeType || 'application/octet-stream',
    })
    // Signed as of `now` (whole seconds), so the link expires exactly at `expiresAt`.
    const signingDate = new Date(expires * 1000 - DOWNLOAD_TTL_SECONDS * 1000)
    return { url: await getSignedUrl(s3(settings), command, { expiresIn: DOWNLOAD_TTL_SECONDS, signingDate }), expiresAt }
  }
  const file = { filename, originalFilename: doc.originalFilename || filename, mimeType: doc.mimeType || 'application/octet-stream' }
  const query = new URLSearchParams({ expires: String(expires), sig: linkToken(String(doc.id), expires, file) })
  return { url: `/api/resumes/${doc.id}/download?${query}`, expiresAt }
}

/** The file a local download link names, if the link is genuine and unexpired; else null. */
export function readDownloadLink(id: string, expires: string | null, sig: string | null, now = Date.now()): LinkedFile | null {
  const at = Number(expires)
  if (!Number.isInteger(at) || !sig || at * 1000 < now) return null
  const raw = Buffer.from(sig, 'base64url')
  const body = raw.subarray(MAC_BYTES)
  if (body.length === 0 || !timingSafeEqual(raw.subarray(0, MAC_BYTES), mac(id, at, body))) return null
  const [filename, originalFilename, mimeType] = JSON.parse(body.toString('utf8')) as string[]
  return { filename, originalFilename, mimeType }
}

/** Reads a locally stored resume. */
export const readLocalFile = (filename: string) => fs.readFile(path.join(/*turbopackIgnore: true*/ resumesDir(), path.basename(filename)))

/** A stored resume's bytes, from the bucket or the private folder; null when the file is missing. */
export async function readStoredFile(filename: string): Promise<Uint8Array | null> {
  if (!filename || filename.includes('/') || filename.includes('\\')) return null
  const settings = s3Settings()
  try {
    if (!settings) return await readLocalFile(filename)
    const object = await s3(settings).send(new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(filename) }))
    return object.Body ? await object.Body.transformToByteArray() : null
  } catch {
    return null
  }
}
