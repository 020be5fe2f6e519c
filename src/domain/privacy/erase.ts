import type { Payload, PayloadRequest } from 'payload'

import { withTransaction } from '@/lib/payload/transaction'
import type { User } from '@/payload-types'

import type { PrivacyRequester } from './audit'
import { privacyOf } from './mark'
import { PERSONAL_DATA } from './registry'
import { subjectOf } from './subject'
import type { Subject } from './types'

/** Runs every registry entry's erasure for the person, in order, on the caller's transaction. */
export async function erasePersonalData(req: PayloadRequest, subject: Subject): Promise<void> {
  for (const entry of PERSONAL_DATA) await entry.erase?.({ req, subject })
}

/** How a deletion was asked for, carried to the users collection's beforeDelete hook (which records it). */
export const DELETION_CONTEXT = 'privacyRequestedBy'

/**
 * Deletes an account and everything personal it left, in one transaction (the users collection's
 * beforeDelete hook runs the registry, writes the audit row and queues the closing email): if
 * anything fails, nothing is deleted and no email goes. Access was decided by the caller (the
 * person's password, an admin, the retention schedule); the account's row is deleted with access
 * on, the call marked as the erasure of that account's data (src/domain/privacy/mark.ts): the users
 * collection lets such a call delete that account alone.
 */
export async function deleteAccount(payload: Payload, accountId: number, requestedBy: PrivacyRequester, actor?: User | null): Promise<void> {
  await withTransaction(
    payload,
    async (req) => {
      await subjectOf(req, accountId) // 404 when there is no such account (before any hook runs)
      req.context = { ...req.context, [DELETION_CONTEXT]: requestedBy }
      await payload.delete({ collection: 'users', id: accountId, context: privacyOf(accountId), user: req.user, overrideAccess: false, req })
    },
    { user: actor ?? undefined },
  )
}
