import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

import { isAdminUser } from '@/access/roles'
import { HttpError } from '@/lib/http'
import { execute, sql } from '@/lib/payload/sql'
import { credentials as c } from '@/payload-generated-schema'
import type { Credential } from '@/payload-types'

import { dateToDay } from './days'
import { queueCheckEmail } from './emails'
import type { CredentialResult } from './options'
import { CHECKING, type CheckFacts } from './rules'

/** What the admin had open when they decided: the check holds only for that file and that expiry. */
type Seen = { file?: string; expiresOn?: string }

/**
 * The row as it stands now, locked until the check commits: an owner's new file or new expiry
 * arriving between the admin opening the credential and deciding waits, then is compared.
 */
async function lockedChanged(req: PayloadRequest, id: number, seen: Seen): Promise<boolean> {
  const [row] = await execute(req.payload, sql`SELECT ${c.filename}, ${c.expiresOn} FROM ${c} WHERE ${c.id} = ${id} FOR UPDATE`, req)
  if (!row) return true
  const day = row.expires_on ? dateToDay(row.expires_on as string | Date) : undefined
  return (seen.file !== undefined && seen.file !== row.filename) || (seen.expiresOn !== undefined && seen.expiresOn.slice(0, 10) !== day)
}

/**
 * Records an admin's check of a credential's file: verified, or rejected with the reason the
 * professional reads. The check names the file and expiry the admin saw; if the owner changed
 * either since, it is refused (409) rather than vouching for what nobody looked at. A change of
 * status emails the owner in their language, in the same transaction (no email for a check that
 * rolled back).
 */
export async function recordCredentialCheck(req: PayloadRequest, id: number, check: { result: CredentialResult; reason: string } & Seen): Promise<Credential> {
  const admin = req.user
  if (!admin) throw new HttpError('credentials.signIn', 401)
  if (!isAdminUser(admin)) throw new HttpError('credentials.adminOnly', 403)
  const existing = await req.payload.findByID({ collection: 'credentials', id, depth: 0, user: admin, overrideAccess: false, req }).catch(() => null)
  if (!existing) throw new HttpError('credentials.notFound', 404)
  const facts: CheckFacts = { result: check.result, reason: check.reason, adminId: admin.id, at: new Date().toISOString() }
  const started = await initTransaction(req)
  try {
    if (await lockedChanged(req, id, check)) throw new HttpError('credentials.fileChanged', 409)
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
