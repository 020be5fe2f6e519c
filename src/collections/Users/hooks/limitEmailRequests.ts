import type { CollectionBeforeOperationHook } from 'payload'

import { refuseOverEmailLimits } from '@/domain/auth/emailLimits'

/**
 * Payload's sign-up (create) and forgot-password operations, as people call them, within their email
 * limits (domain/auth/emailLimits.ts). A weak password is refused before (guardSelfService) and not
 * counted; trusted server calls are not limited. (The REST forgot-password is the site's own
 * endpoint, domain/auth/passwordReset.ts, which runs the same limits.)
 */
export const limitEmailRequests: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const { data, overrideAccess } = args as { data?: { email?: unknown }; overrideAccess?: boolean }
  const what = operation === 'create' ? 'signUp' : operation === 'forgotPassword' ? 'passwordReset' : null
  if (what && !overrideAccess) await refuseOverEmailLimits(req, what, data?.email)
  return args
}
