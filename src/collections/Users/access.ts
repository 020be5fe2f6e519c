import type { Access, FieldAccess } from 'payload'

import { adminOnly, adminOnlyField, adminOrSelf, anyone, isStaffUser } from '@/access/roles'
import { markedRequest } from '@/access/server'
import { orPrivacySubject } from '@/domain/privacy/mark'

export const usersAccess = {
  /** Anyone may create an account; roles and verification are guarded by hooks and field access. */
  create: anyone,
  read: adminOrSelf,
  update: adminOrSelf,
  /** Admins; and the erasure of an account's data, marked with it (closing it, the retention schedule), on that account alone. */
  delete: orPrivacySubject(adminOnly, 'id'),
  unlock: adminOnly,
  /** The admin panel is for staff only: admins everything, editors content. */
  admin: ({ req }: { req: { user: unknown } }) => isStaffUser(req.user),
} satisfies Record<string, Access | ((args: { req: { user: unknown } }) => boolean)>

/**
 * Roles are set by admins. The one other writer is the apply flow, which grants an applicant the
 * professional role and marks its request; no client can (the API cannot set context).
 */
const grantingProfessional = markedRequest('grantingProfessionalRole')

export const rolesFieldAccess: { create: FieldAccess; update: FieldAccess } = {
  create: adminOnlyField,
  update: (args) => adminOnlyField(args) || grantingProfessional(args),
}
