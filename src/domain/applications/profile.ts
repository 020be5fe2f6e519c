import type { PayloadRequest } from 'payload'

import { hasRole, isAdminUser } from '@/access/roles'
import { HttpError } from '@/lib/http'
import type { User } from '@/payload-types'

/**
 * Applicants are professionals: the role is granted on the first application, through the one
 * exception the roles field makes for this flow (src/collections/Users/access.ts). The professional
 * profile is the person's own to write (/account/profile); nothing is made up for them here.
 */
export async function ensureProfessional(req: PayloadRequest, user: User): Promise<void> {
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

/**
 * A posting that requires a verified licence takes applications only from people whose licence we
 * verified: with no profile, they are told to complete it; with one not (yet) verified, to wait.
 */
export async function requireVerifiedLicence(req: PayloadRequest, user: User): Promise<void> {
  const found = await req.payload.find({
    collection: 'professional-profiles',
    where: { user: { equals: user.id } },
    limit: 1,
    depth: 0,
    // The owner's read of the status is decided from `user`, so it comes along.
    select: { user: true, licenceStatus: true },
    user,
    overrideAccess: false,
    req,
  })
  const profile = found.docs[0]
  if (!profile) throw new HttpError('profile.applyNeedsProfile', 409, 'profile.applyNeedsLicenceTitle')
  if (profile.licenceStatus !== 'verified') throw new HttpError('profile.applyNeedsVerified', 403, 'profile.applyNeedsLicenceTitle')
}
