import type { CollectionBeforeDeleteHook } from 'payload'

import { isAdminUser } from '@/access/roles'
import { PRIVACY_REQUESTERS, recordPrivacyRequest, type PrivacyRequester } from '@/domain/privacy/audit'
import { DELETION_CONTEXT, erasePersonalData } from '@/domain/privacy/erase'
import { subjectOf } from '@/domain/privacy/subject'

const isRequester = (value: unknown): value is PrivacyRequester => PRIVACY_REQUESTERS.includes(value as PrivacyRequester)

/**
 * Deleting an account, by any door (closing it on /account, an admin's request by mail, the admin
 * panel, the retention schedule), removes or anonymises everything personal it left, as the
 * registry says (src/domain/privacy/registry.ts), in the same transaction, and records the deletion
 * in the privacy trail (who asked, not who the person was).
 */
export const removePersonalData: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const subject = await subjectOf(req, Number(id))
  await erasePersonalData(req, subject)
  const asked = (req.context as Record<string, unknown>)[DELETION_CONTEXT]
  const requestedBy: PrivacyRequester = isRequester(asked) ? asked : isAdminUser(req.user) ? 'admin' : 'retention'
  await recordPrivacyRequest(req, { action: 'deletion', requestedBy, account: subject.id })
}
