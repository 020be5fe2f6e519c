import type { CollectionBeforeDeleteHook } from 'payload'

import { isAdminUser } from '@/access/roles'
import { PRIVACY_REQUESTERS, recordPrivacyRequest, type PrivacyRequester } from '@/domain/privacy/audit'
import { emailLocaleOf } from '@/domain/email/language'
import { queueEmail } from '@/domain/email/queueEmail'
import { accountClosedEmail } from '@/domain/privacy/emails'
import { DELETION_CONTEXT, erasePersonalData } from '@/domain/privacy/erase'
import { subjectOf } from '@/domain/privacy/subject'

const isRequester = (value: unknown): value is PrivacyRequester => PRIVACY_REQUESTERS.includes(value as PrivacyRequester)

/**
 * Deleting an account, by any door (closing it on /account, an admin's request by mail, the admin
 * panel, the retention schedule), removes or anonymises everything personal it left, as the
 * registry says (src/domain/privacy/registry.ts), in the same transaction, and records the deletion
 * in the privacy trail (who asked, not who the person was). Unless the schedule removed it, the
 * person is told at the address they had, in their language; the email is queued in the same
 * transaction, so it goes only if the deletion holds.
 */
export const removePersonalData: CollectionBeforeDeleteHook = async ({ id, req }) => {
  // No such account: Payload answers its own 404 once the hook returns (it reads the row after the hooks).
  const subject = await subjectOf(req, Number(id)).catch(() => null)
  if (!subject) return
  await erasePersonalData(req, subject)
  const asked = (req.context as Record<string, unknown>)[DELETION_CONTEXT]
  const requestedBy: PrivacyRequester = isRequester(asked) ? asked : isAdminUser(req.user) ? 'admin' : 'retention'
  await recordPrivacyRequest(req, { action: 'deletion', requestedBy, account: subject.id })
  if (requestedBy !== 'retention') {
    await queueEmail(req.payload, { to: subject.email, ...accountClosedEmail(subject, emailLocaleOf(subject), requestedBy) }, req)
  }
}
