import { strToU8, zipSync, type Zippable } from 'fflate'
import type { PayloadRequest } from 'payload'

import { recordPrivacyRequest, type PrivacyRequester } from './audit'
import { privacyOf } from './mark'
import { PERSONAL_DATA } from './registry'
import { subjectOf } from './subject'
import type { ExportedFile, Subject } from './types'

const EXPORT_JSON = 'my-data.json'

/** Everything the registry holds about the person: one JSON document and the files that go with it. */
async function collectPersonalData(req: PayloadRequest, subject: Subject): Promise<{ data: Record<string, unknown>; files: ExportedFile[] }> {
  const data: Record<string, unknown> = { exportedAt: new Date().toISOString() }
  const files: ExportedFile[] = []
  for (const entry of PERSONAL_DATA) {
    if (!entry.export) continue
    const exported = await entry.export({ req, subject })
    data[entry.key] = exported.data
    files.push(...(exported.files ?? []))
  }
  return { data, files }
}

/** The export as a ZIP: `my-data.json` and each file at its path (a missing file is noted, not fatal). */
async function personalDataZip(req: PayloadRequest, subject: Subject): Promise<Uint8Array> {
  const { data, files } = await collectPersonalData(req, subject)
  const zip: Zippable = {}
  const missing: string[] = []
  for (const file of files) {
    const bytes = await file.read()
    // Resumes are already compressed (PDF, DOCX): stored as they are.
    if (bytes) zip[file.path] = [bytes, { level: 0 }]
    else missing.push(file.path)
  }
  if (missing.length) data.filesNotFound = missing
  zip[EXPORT_JSON] = strToU8(JSON.stringify(data, null, 2))
  return zipSync(zip)
}

/**
 * The answer to "download my data" (the person, or an admin for a request by mail): the ZIP as a
 * download, recorded in the privacy trail. Nothing is cached on the way. The request was allowed
 * for this account, so from here on it is marked as the export of its data (as the erasure's is,
 * erase.ts): its reads run with access on, and the collections let them reach this person's records.
 */
export async function exportResponse(req: PayloadRequest, accountId: number, requestedBy: PrivacyRequester): Promise<Response> {
  const subject = await subjectOf(req, accountId)
  req.context = { ...req.context, ...privacyOf(subject.id) }
  const zip = await personalDataZip(req, subject)
  await recordPrivacyRequest(req, { action: 'export', requestedBy, account: subject.id })
  const day = new Date().toISOString().slice(0, 10)
  const name = requestedBy === 'self' ? `my-data-${day}.zip` : `account-${subject.id}-data-${day}.zip`
  return new Response(new Blob([zip as Uint8Array<ArrayBuffer>]), {
    status: 200,
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Content-Length': String(zip.byteLength),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
