import { keepsProfile } from '@/domain/profiles/rules'

import type { CredentialResult } from './options'

/** Who keeps credentials: the people who keep a professional profile (never employers or editors). */
export const keepsCredentials = keepsProfile

/**
 * Context keys of the flows that write what no client may (the API cannot set context): the upload,
 * a new file, an admin's check. Each carries what the collection's hook writes.
 */
export const UPLOADING = 'credentialUpload'
export const REPLACING = 'credentialFile'
export const CHECKING = 'credentialCheck'

/** What the upload and replacement flows pass along: the file's name as sent and its size. */
export type FileFacts = { originalFilename: string; fileSize: number }
/** What the check flow passes along. */
export type CheckFacts = { result: CredentialResult; reason: string; adminId: number; at: string }
