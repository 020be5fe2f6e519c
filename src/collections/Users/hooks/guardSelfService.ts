import type { CollectionBeforeChangeHook, CollectionBeforeOperationHook } from 'payload'

import { isAdminUser, SELF_SERVICE_ROLES } from '@/access/roles'
import { markedRequest } from '@/access/server'
import { passwordProblem } from '@/domain/auth/passwordPolicy'
import { requestTranslator } from '@/i18n/requestLanguage'
import { invalidFields } from '@/lib/payload/invalidFields'

const passwordChecked = markedRequest('passwordChecked')

/**
 * Runs before create, update and reset-password: enforces the password policy, keeps people who
 * are not admins from verifying an account themselves (on sign-up or later) or from setting a new
 * password without the reset link. Refusals are in the request's language.
 */
export const guardSelfService: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  const data = (args as { data?: Record<string, unknown> }).data
  if (!data) return args

  if (['create', 'update', 'resetPassword'].includes(operation) && 'password' in data) {
    const problem = passwordProblem(data.password)
    if (problem) {
      throw invalidFields(req, {
        collection: 'users',
        errors: [{ message: requestTranslator(req)(problem), path: 'password' }],
      })
    }
  }

  const trusted = (args as { overrideAccess?: boolean }).overrideAccess || isAdminUser(req.user)
  // A stolen session must not be enough to take the account over: a new password needs the emailed
  // reset link (proof of the mailbox), never a plain update.
  // (Changing it on /account checks the current password first and marks its request: changePassword.ts.)
  if (operation === 'update' && !trusted && !passwordChecked({ req }) && 'password' in data) {
    throw invalidFields(req, { collection: 'users', errors: [{ message: requestTranslator(req)('auth.passwordChangeByLink'), path: 'password' }] })
  }
  // Verification comes only from the emailed link (or an admin), on sign-up and on every later change.
  if (['create', 'update'].includes(operation) && !trusted) {
    delete data._verified
    delete data._verificationToken
  }
  return args
}

/** A new account without explicit roles (any self-service sign-up) gets the role its owner chose. */
export const assignSignupRole: CollectionBeforeChangeHook = ({ data, operation }) => {
  if (operation !== 'create' || (Array.isArray(data.roles) && data.roles.length > 0)) return data
  const chosen = SELF_SERVICE_ROLES.find((role) => role === data.accountType) ?? 'professional'
  return { ...data, roles: [chosen] }
}
