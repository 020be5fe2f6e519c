import { APIError, type CollectionAfterLoginHook, type CollectionBeforeOperationHook } from 'payload'

import { normalEmail } from '@/domain/auth/normalEmail'
import { allowPasswordAttempt, forgivePasswordAttempts } from '@/domain/auth/signInThrottle'
import { requestTranslator } from '@/i18n/requestLanguage'

/**
 * Sign-in attempts are counted per (email, network) and per network before the password is
 * checked, whether or not the account exists; a successful sign-in gives its attempt back. A
 * throttled caller gets one fixed answer, for unknown emails too, and the owner signing in from
 * any other network is not affected (Payload's own account lockout is off: anyone could trigger it).
 * Runs before Payload opens the sign-in transaction, so the counts stay even when the sign-in fails.
 */
export const throttleSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const email = normalEmail((args as { data?: { email?: unknown } }).data?.email)
  // Without an email Payload refuses the request before any password is checked.
  if (!email) return args
  if (!(await allowPasswordAttempt(req, email))) throw new APIError(requestTranslator(req)('auth.signInThrottled'), 429, null, true)
  return args
}

/** The right password was given: this network's failures for the account are forgotten. */
export const clearSignInFailures: CollectionAfterLoginHook = async ({ req, user }) => {
  await forgivePasswordAttempts(req, normalEmail(user.email) ?? '')
}
