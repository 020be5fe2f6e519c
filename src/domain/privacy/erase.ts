import type { Payload, PayloadRequest } from 'payload'

import { emailLocaleOf } from '@/domain/email/language'
import { queueEmail } from '@/domain/email/queueEmail'
import { withTransaction } from '@/lib/payload/transaction'
import type { User } from '@/payload-types'

import type { PrivacyRequester } from './audit'
import { accountClosedEmail } from './emails'
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
 * Deletes an account and everything personal it left (the users collection's beforeDelete hook runs
 * the registry and writes the audit row), then, for the person or an admin's request, tells the
 * person at the address they had, in their language — all in one transaction: if anything fails,
 * nothing is deleted and no email goes. Access was decided by the caller (the person's password, an
 * admin, the retention schedule); the account's row is deleted as the server.
 */
export async function deleteAccount(payload: Payload, accountId: number, requestedBy: PrivacyRequester, actor?: User | null): Promise<void> {
  await withTransaction(
    payload,
    async (req) => {
      const subject = await subjectOf(req, accountId)
      req.context = { ...req.context, [DELETION_CONTEXT]: requestedBy }
      await payload.delete({ collection: 'users', id: accountId, overrideAccess: true, req })
      if (requestedBy !== 'retention') {
        await queueEmail(payload, { to: subject.email, ...accountClosedEmail(subject, emailLocaleOf(subject), requestedBy) }, req)
      }
    },
    { user: actor ?? undefined },
  )
}
