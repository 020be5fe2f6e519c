import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

import { isAdminUser } from '@/access/roles'
import { HttpError } from '@/lib/http'
import type { Credential } from '@/payload-types'

import { queueCheckEmail } from './emails'
import type { CredentialResult } from './options'
import { CHECKING, type CheckFacts } from './rules'

/**
 * Records an admin's check of a credential's file: verified, or rejected with the reason the
 * professional reads. A change of status emails the owner in their language, in the same
 * transaction (no email for a check that rolled back).
 */
export async function recordCredentialCheck(req: PayloadRequest, id: number, check: { result: CredentialResult; reason: string; file?: string }): Promise<Credential> {
  const admin = req.user
  if (!admin) throw new HttpError('credentials.signIn', 401)
  if (!isAdminUser(admin)) throw new HttpError('credentials.adminOnly', 403)
  const existing = await req.payload.findByID({ collection: 'credentials', id, depth: 0, user: admin, overrideAccess: false, req }).catch(() => null)
  if (!existing) throw new HttpError('credentials.notFound', 404)
  if (check.file && check.file !== existing.filename) throw new HttpError('credentials.fileChanged', 409)
  const facts: CheckFacts = { result: check.result, reason: check.reason, adminId: admin.id, at: new Date().toISOString() }
  const started = await initTransaction(req)
  try {
    const updated = await req.payload.update({ collection: 'credentials', id, data: {}, user: admin, overrideAccess: false, depth: 0, req, context: { [CHECKING]: facts } })
    const changed = existing.status !== updated.status || (updated.status === 'rejected' && existing.rejectionReason !== updated.rejectionReason)
    if (changed) await queueCheckEmail(req.payload, updated, req)
    if (started) await commitTransaction(req)
    return updated
  } catch (error) {
    if (started) await killTransaction(req)
    throw error
  }
}
