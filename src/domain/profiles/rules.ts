import { hasRole, isAdminUser } from '@/access/roles'
import { recordMark } from '@/access/server'

/**
 * Who keeps a professional profile: professionals, accounts with no role yet (they become
 * professionals when they apply), and admins. Employers and editors do not.
 */
export const keepsProfile = (user: unknown) =>
  Boolean(user) && (isAdminUser(user) || hasRole(user, 'professional') || (!hasRole(user, 'employer') && !hasRole(user, 'editor')))

/** The context key of the one flow that writes verification results (the admin's recording endpoint). */
export const RECORDING_LICENCE = 'recordingLicence'

const removing = recordMark('profiles:removingEvidence')

/**
 * The context of the server's call removing the licence evidence `id` that no longer describes a
 * profile's licence (the licence changed, the profile was deleted): a new object each call. The
 * evidence's access lets such a call delete that evidence alone; the API cannot set context.
 */
export const removingEvidence = removing.mark

/** The evidence a request's call is marked as removing, if it is. */
export const evidenceBeingRemoved = removing.of
