import type { Access, FieldAccess, PayloadRequest } from 'payload'

export const ROLES = ['admin', 'editor', 'employer', 'professional'] as const
export type Role = (typeof ROLES)[number]
/** The roles a person may choose for themself when creating an account. */
export const SELF_SERVICE_ROLES = ['professional', 'employer'] as const satisfies readonly Role[]

/** Works on any user shape Payload hands us (request user, admin client user, JWT user). */
export const hasRole = (user: unknown, role: Role): boolean => {
  const roles = (user as { roles?: unknown } | null | undefined)?.roles
  return Array.isArray(roles) && roles.includes(role)
}

export const isAdminUser = (user: unknown) => hasRole(user, 'admin')
export const isStaffUser = (user: unknown) => hasRole(user, 'admin') || hasRole(user, 'editor')

export const adminOnly: Access = ({ req }) => isAdminUser(req.user)
export const adminOnlyField: FieldAccess = ({ req }) => isAdminUser(req.user)
export const anyone: Access = () => true
export const nobody: Access = () => false
/** No one through any door that checks access: a value fixed once created, or one never read back. */
export const nobodyField: FieldAccess = () => false

/** Admins see every document; a signed-in user sees their own user record only. */
export const adminOrSelf: Access = ({ req }) => {
  if (!req.user) return false
  if (isAdminUser(req.user)) return true
  return { id: { equals: req.user.id } }
}

/** Field access: admins, and the person whose user record it is. */
export const adminOrSelfField: FieldAccess = ({ req, doc }) =>
  isAdminUser(req.user) || (req.user != null && String(doc?.id) === String(req.user.id))

export const reqIsAdmin = ({ req }: { req: PayloadRequest }) => isAdminUser(req.user)

/** Admin panel `hidden` for the marketplace's collections: listed for admins only (editors see content). */
export const hiddenUnlessAdmin = ({ user }: { user: unknown }) => !isAdminUser(user)

/** Staff edit content: admins and editors. */
export const staffOnly: Access = ({ req }) => isStaffUser(req.user)

/** Admins, and people holding `role`. */
export const roleOrAdmin =
  (role: Role): Access =>
  ({ req }) =>
    isAdminUser(req.user) || hasRole(req.user, role)
