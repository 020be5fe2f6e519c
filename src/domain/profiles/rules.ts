import { hasRole, isAdminUser } from '@/access/roles'

/**
 * Who keeps a professional profile: professionals, accounts with no role yet (they become
 * professionals when they apply), and admins. Employers and editors do not.
 */
export const keepsProfile = (user: unknown) =>
  Boolean(user) && (isAdminUser(user) || hasRole(user, 'professional') || (!hasRole(user, 'employer') && !hasRole(user, 'editor')))

/** The context key of the one flow that writes verification results (the admin's recording endpoint). */
export const RECORDING_LICENCE = 'recordingLicence'
