import type { PayloadRequest } from 'payload'

import type { ProfessionalProfile } from '@/payload-types'

const idOf = (value: unknown) => Number(value && typeof value === 'object' ? (value as { id: unknown }).id : value)

/**
 * The professional profiles of the people on a page of applications, by account id, read as the
 * viewer: the collection shares a profile with the employers the person applied to and with admins.
 * A person without a profile (or one the viewer may not read) has no entry.
 */
export async function applicantProfiles(req: PayloadRequest, applicants: unknown[]): Promise<Record<number, ProfessionalProfile>> {
  const ids = [...new Set(applicants.filter((a) => a !== null && a !== undefined).map(idOf))].filter(Number.isInteger)
  if (ids.length === 0) return {}
  const { docs } = await req.payload.find({
    collection: 'professional-profiles',
    where: { user: { in: ids } },
    depth: 0,
    limit: ids.length,
    req,
    user: req.user,
    overrideAccess: false,
  })
  return Object.fromEntries(docs.map((profile) => [idOf(profile.user), profile]))
}
