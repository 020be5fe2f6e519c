import fs from 'node:fs/promises'
import path from 'node:path'

import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'

import { evidenceType } from '@/domain/profiles/evidenceStorage'
import { resumesDir, s3Settings } from '@/domain/resumes/storage'
import { CREDENTIALS_PREFIX } from '@/lib/storageLayout.mjs'

/**
 * The private folder for credential files without a bucket: beside the resumes' and the licence
 * evidence's folders (same private parent, never under public/ or media/), so neither route reaches them.
 */
export const credentialsDir = () => path.join(path.dirname(resumesDir()), CREDENTIALS_PREFIX)

export const CREDENTIAL_MIME_TYPES = ['application/pdf', 'image/png', 'image/jpeg']

/** A credential file's type by its first bytes (PDF, PNG or JPEG, as for licence evidence), or null. */
export const credentialFileType = (data: Buffer) => evidenceType(data)

export const extensionOf = (mime: string) => (mime === 'application/pdf' ? 'pdf' : mime === 'image/png' ? 'png' : 'jpg')

let client: S3Client | undefined

/** A stored credential file's bytes, from the bucket or the private folder; null when missing. */
export async function readCredentialFile(filename: string): Promise<Uint8Array | null> {
  if (!filename || filename !== path.basename(filename)) return null
  const settings = s3Settings()
  try {
    if (!settings) return await fs.readFile(path.join(/*turbopackIgnore: true*/ credentialsDir(), filename))
    client ??= new S3Client(settings.config)
    const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: `${CREDENTIALS_PREFIX}/${filename}` }))
    return object.Body ? await object.Body.transformToByteArray() : null
  } catch {
    return null
  }
}
