import type { CollectionBeforeOperationHook } from 'payload'

import { isAdminUser } from '@/access/roles'
import { normalEmail } from '@/domain/auth/normalEmail'
import { requestTranslator } from '@/i18n/requestLanguage'
import { invalidFields } from '@/lib/payload/invalidFields'

/**
 * The address is the login and goes out with applications, so it changes only through the
 * change-email flow, which confirms the new address first. Admins (and trusted server calls) may
 * still set it; sending one's current address back unchanged (a whole-form save) is fine.
 */
export const refuseDirectEmailChange: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  const { data, overrideAccess } = args as { data?: Record<string, unknown>; overrideAccess?: boolean }
  if (operation !== 'update' || overrideAccess || !req.user || isAdminUser(req.user)) return args
  if (!data || !('email' in data) || normalEmail(data.email) === normalEmail(req.user.email)) return args
  throw invalidFields(req, { collection: 'users', errors: [{ path: 'email', message: requestTranslator(req)('auth.emailChangeDirect') }] })
}
