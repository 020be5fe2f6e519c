import type { Access, FieldAccess } from 'payload'

import { ownerOrAdminField } from '@/access/owner'
import { adminOnly, adminOnlyField, hasRole, isAdminUser } from '@/access/roles'
import { markedRequest, serverOnlyField } from '@/access/server'
import { applicantUserIds } from '@/domain/applications/scope'
import { orPrivacySubject, orPrivacySubjectField } from '@/domain/privacy/mark'
import { keepsProfile, RECORDING_LICENCE } from '@/domain/profiles/rules'

/**
 * A profile is read by its owner, admins, and employers who received an application from its owner
 * (scope.ts decides whose postings are the employer's). Nobody else, through any door.
 */
const readers: Access = async ({ req }) => {
  if (!req.user) return false
  if (isAdminUser(req.user)) return true
  const own = { user: { equals: req.user.id } }
  if (!hasRole(req.user, 'employer')) return own
  const applicants = await applicantUserIds(req)
  return applicants.length ? { or: [own, { user: { in: applicants } }] } : own
}

/** Besides them, the export or erasure of a person's data (src/domain/privacy/mark.ts) reads that person's profile. */
export const readProfiles: Access = orPrivacySubject(readers, 'user')

/** Admins remove profiles; the erasure of a person's data removes that person's. */
export const deleteProfiles: Access = orPrivacySubject(adminOnly, 'user')

export const createProfiles: Access = ({ req }) => keepsProfile(req.user)

/** Verification results: written only by the admin's recording endpoint (and the server's own hooks and tasks). */
export const verificationWrites = { create: serverOnlyField, update: markedRequest(RECORDING_LICENCE) as FieldAccess }

/** Where the licence stands: its owner and admins (employers see only "verified on"). */
export const ownerOrAdminRead = { read: ownerOrAdminField('user') }
/** Who checked it: admins only (the site's record, not the person's: the export leaves it out). */
export const adminRead = { read: adminOnlyField }
/** When it was checked, the evidence and the queue: admins only, and the export of the profile owner's data (src/domain/privacy/mark.ts). */
export const adminOrSubjectRead = { read: orPrivacySubjectField(adminOnlyField, 'user') }
