import type { PayloadRequest } from 'payload'

import { hasRole, isAdminUser } from '@/access/roles'

import { userCompany } from './membership'

/**
 * The company a new posting belongs to when it names none: its creating employer's, or, for their
 * first posting, a new one named as the posting's company (type "other"; its owner completes it on
 * /account/company). Admins' postings belong to no company unless they choose one. Made as the
 * employer (access on) on the request path; as the server for server code (seeds) that names a creator.
 */
export async function companyForPosting(req: PayloadRequest, creatorId: unknown, name: unknown): Promise<number | null> {
  if (creatorId == null || creatorId === '') return null
  const company = await userCompany(req, creatorId)
  if (company !== null) return company
  const self = Boolean(req.user) && String(req.user!.id) === String(creatorId)
  const creator = self
    ? req.user
    : await req.payload.findByID({ collection: 'users', id: String(creatorId), depth: 0, select: { roles: true }, overrideAccess: true, req }).catch(() => null)
  if (!creator || isAdminUser(creator) || !hasRole(creator, 'employer')) return null
  const data = { name: String(name ?? '').trim().slice(0, 120) || 'Company', type: 'other' as const }
  const created = self
    ? await req.payload.create({ collection: 'facilities', data, depth: 0, user: req.user, overrideAccess: false, req })
    : // Server code (a seed) creating a posting for an employer: the company is made for them, on purpose without access checks.
      await req.payload.create({ collection: 'facilities', data: { ...data, owner: Number(creatorId) }, depth: 0, overrideAccess: true, req })
  return created.id
}
