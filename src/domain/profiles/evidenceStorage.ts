import path from 'node:path'

import { resumesDir } from '@/domain/resumes/storage'
// Evidence files sit in the bucket under their own prefix when S3 is configured.
import { EVIDENCE_PREFIX } from '@/lib/storageLayout.mjs'


/**
 * The private folder for evidence files without a bucket: beside the resumes' folder (same private
 * parent, never under public/ or media/), not inside it, so no resume route can reach them.
 */
export const evidenceDir = () => path.join(path.dirname(resumesDir()), EVIDENCE_PREFIX)

/** What an admin may keep as evidence of a register check: a PDF or a screenshot, at most 5 MB. */
export const EVIDENCE_MIME_TYPES = ['application/pdf', 'image/png', 'image/jpeg']
export const MAX_EVIDENCE_BYTES = 5 * 1024 * 1024

/** The evidence's type by its first bytes (what the file is, whatever its name says), or null. */
export function evidenceType(data: Buffer): string | null {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf'
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png'
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg'
  return null
}
