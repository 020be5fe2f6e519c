import type { Access, FieldAccess, PayloadRequest } from 'payload'

export const ROLES = ['admin', 'editor', 'employer', 'professional'] as const
export type Role = (typeof ROLES)[number]
/** The roles a person may choose for themself when creating an account. */
export const SELF_SERVICE_ROLES = ['professional', 'employer'] as const satisfies readonly Role[]

type MaybeUser = { roles?: readonly string[] | null } | null | undefined

export const hasRole = (user: MaybeUser, role: Role): boolean =>
  Boolean(user?.roles?.includes(role))

export const isAdminUser = (user: MaybeUser) => hasRole(user, 'admin')
export const isStaffUser = (user: MaybeUser) => hasRole(user, 'admin') || hasRole(user, 'editor')

export const adminOnly: Access = ({ req }) => isAdminUser(req.user)
export const adminOnlyField: FieldAccess = ({ req }) => isAdminUser(req.user)
export const anyone: Access = () => true
export const nobody: Access = () => false

/** Admins see every document; a signed-in user sees their own user record only. */
export const adminOrSelf: Access = ({ req }) => {
  if (!req.user) return false
  if (isAdminUser(req.user)) return true
  return { id: { equals: req.user.id } }
}

export const reqIsAdmin = ({ req }: { req: PayloadRequest }) => isAdminUser(req.user)
