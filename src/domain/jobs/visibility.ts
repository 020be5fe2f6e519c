import { isAdminUser } from '@/access/roles'

import { namesCompany } from './listing'

type JobLike = { paid?: boolean | null; confidential?: boolean | null; facility?: unknown; createdBy?: unknown }
/** A person with the company they belong to (`users.company`; on the server, read fresh per request: domain/companies/membership). */
type UserLike = { id?: unknown; company?: unknown } | null | undefined

const idOf = (value: unknown) => (value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value)
const present = (value: unknown) => value !== null && value !== undefined && value !== ''

/**
 * Whether `user` manages the posting: a member of its company (its `facility`), whoever created it;
 * for a posting with no company (an admin's own), the account that created it.
 */
export const managesPosting = (user: UserLike, job: JobLike) => {
  if (!user?.id) return false
  if (!present(idOf(job.facility))) return present(idOf(job.createdBy)) && String(idOf(job.createdBy)) === String(user.id)
  const company = idOf(user.company)
  return present(company) && String(idOf(job.facility)) === String(company)
}

/**
 * The fields the company and contact rules read. Every read of a posting keeps them, whatever the
 * caller selected (see the keepVisibilityFields hook), so the rules always decide from the stored row.
 */
export const VISIBILITY_FIELDS = ['paid', 'confidential', 'facility', 'createdBy'] as const

/**
 * The company is public when the posting is paid and not confidential; otherwise only admins and
 * the company's members read it. Applicants whose application moved past pending are added by the
 * field's read access (`companyRead`), which knows the request.
 */
export function canSeeCompany(user: UserLike, job: JobLike): boolean {
  if (namesCompany(job)) return true
  return isAdminUser(user) || managesPosting(user, job)
}

/** Who created a posting, its contact address and a rejection's reason: admins and the company's members. */
export const canSeeInternals = (user: UserLike, job: JobLike) => isAdminUser(user) || managesPosting(user, job)
