import type { PayloadRequest } from 'payload'

import { hasRole, isAdminUser } from '@/access/roles'
import type { User } from '@/payload-types'

/**
 * Applicants are professionals: the profile is created once (unique per user) with the
 * spec's placeholders, and the role is granted, through the one exception the roles field makes for
 * this flow (src/collections/Users/access.ts).
 */
export async function ensureProfessional(req: PayloadRequest, user: User): Promise<void> {
  const found = await req.payload.find({
    collection: 'professional-profiles',
    where: { user: { equals: user.id } },
    limit: 1,
    depth: 0,
    user,
    overrideAccess: false,
    req,
  })
  if (found.docs.length === 0) {
    await req.payload.create({
      collection: 'professional-profiles',
      data: { user: user.id, licenseNumber: 'pending', yearsExperience: 0, specializations: [] },
      user,
      overrideAccess: false,
      depth: 0,
      req,
    })
  }
  if (!hasRole(user, 'professional') && !isAdminUser(user)) {
    await req.payload.update({
      collection: 'users',
      id: user.id,
      data: { roles: [...(user.roles ?? []), 'professional'] },
      // The person updates their own account; the roles field lets this marked call add the role.
      context: { grantingProfessionalRole: true },
      user,
      overrideAccess: false,
      depth: 0,
      req,
    })
  }
}
