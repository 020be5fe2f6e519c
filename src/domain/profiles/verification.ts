import { commitTransaction, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

import { isAdminUser } from '@/access/roles'
import { HttpError } from '@/lib/http'
import type { ProfessionalProfile, User } from '@/payload-types'

import { queueLicenceEmail } from './emails'
import { EVIDENCE_MIME_TYPES, MAX_EVIDENCE_BYTES, evidenceType } from './evidenceStorage'
import type { LicenceResult } from './options'
import { RECORDING_LICENCE } from './rules'

/** A licence as it enters the verification queue: unverified, nothing checked, nothing kept. */
export const queuedForCheck = (now = new Date()) => ({
  licenceStatus: 'unverified' as const,
  verifiedOn: null,
  checkedAt: null,
  checkedBy: null,
  nextCheckAt: null,
  evidence: null,
  needsCheck: true,
  queuedAt: now.toISOString(),
})

export type LicenceCheck = {
  result: LicenceResult
  checkedAt: Date
  nextCheckAt: Date
  evidence?: { data: Buffer; name: string } | null
}

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: number }).id : (value as number | null | undefined))

/**
 * Records what an admin found in the college's register: the result, the date checked, the next
 * check, optionally a private evidence file; the licence leaves the queue. Employers see only a
 * `verified` result, as its date. When the status changes, the professional is emailed in their
 * language, in the same transaction (no email for a change that rolled back).
 */
export async function recordLicenceCheck(req: PayloadRequest, profileId: number, check: LicenceCheck): Promise<ProfessionalProfile> {
  const admin = req.user as User | null
  if (!isAdminUser(admin)) throw new HttpError('licences.adminOnly', 403)
  const profile = await req.payload
    .findByID({ collection: 'professional-profiles', id: profileId, depth: 0, user: admin, overrideAccess: false, req })
    .catch(() => null)
  if (!profile) throw new HttpError('licences.notFound', 404)
  if (!profile.licenseCollege || !profile.licenseNumber) throw new HttpError('licences.incomplete', 409)

  let evidenceFile: { data: Buffer; mimetype: string; name: string; size: number } | null = null
  if (check.evidence) {
    if (check.evidence.data.length > MAX_EVIDENCE_BYTES) throw new HttpError('licences.evidenceTooLarge', 413)
    const type = evidenceType(check.evidence.data)
    if (!type || !EVIDENCE_MIME_TYPES.includes(type)) throw new HttpError('licences.evidenceBadType', 400)
    const ext = type === 'application/pdf' ? 'pdf' : type === 'image/png' ? 'png' : 'jpg'
    // Server-made names: the admin's file name says nothing about where it is stored.
    evidenceFile = { data: check.evidence.data, mimetype: type, name: `licence-${profile.id}-${Date.now()}.${ext}`, size: check.evidence.data.length }
  }

  const started = await initTransaction(req)
  const context = { [RECORDING_LICENCE]: true }
  try {
    const previousEvidence = idOf(profile.evidence)
    const evidence = evidenceFile
      ? await req.payload.create({ collection: 'licence-evidence', data: {}, file: evidenceFile, user: admin, overrideAccess: false, depth: 0, req, context })
      : null
    const updated = await req.payload.update({
      collection: 'professional-profiles',
      id: profile.id,
      data: {
        licenceStatus: check.result,
        verifiedOn: check.result === 'verified' ? check.checkedAt.toISOString() : null,
        checkedAt: check.checkedAt.toISOString(),
        checkedBy: admin!.id,
        nextCheckAt: check.nextCheckAt.toISOString(),
        needsCheck: false,
        ...(evidence ? { evidence: evidence.id } : {}),
      },
      user: admin,
      overrideAccess: false,
      depth: 0,
      req,
      context,
    })
    // A new file replaces the old one, which is removed with it.
    if (evidence && previousEvidence) await req.payload.delete({ collection: 'licence-evidence', id: previousEvidence, user: admin, overrideAccess: false, req })
    if (profile.licenceStatus !== check.result) await queueLicenceEmail(req.payload, updated, req)
    if (started) await commitTransaction(req)
    return updated
  } catch (error) {
    if (started) await killTransaction(req)
    throw error
  }
}

/**
 * Puts back in the queue every checked licence whose next check date has come (the registration's
 * renewal): it keeps its result (and "verified on") until an admin records the new one.
 */
export async function queueDueRechecks(payload: Payload, now = new Date()): Promise<number> {
  const due = await payload.find({
    collection: 'professional-profiles',
    where: { and: [{ needsCheck: { not_equals: true } }, { nextCheckAt: { less_than_equal: now.toISOString() } }] },
    // A queue task: it runs as the server, on purpose.
    overrideAccess: true,
    depth: 0,
    pagination: false,
    select: { needsCheck: true },
  })
  for (const { id } of due.docs) {
    await payload.update({
      collection: 'professional-profiles',
      id,
      data: { needsCheck: true, queuedAt: now.toISOString() },
      overrideAccess: true,
      depth: 0,
      context: { licenceRecheck: true },
    })
  }
  return due.docs.length
}
