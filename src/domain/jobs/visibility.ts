import { isAdminUser } from '@/access/roles'

type JobLike = { paid?: boolean | null; confidential?: boolean | null; createdBy?: unknown }
type UserLike = { id?: unknown } | null | undefined

const idOf = (value: unknown) => (value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value)

export const isOwner = (user: UserLike, job: JobLike) =>
  Boolean(user?.id) && String(idOf(job.createdBy)) === String(user!.id)

/**
 * The fields the company and contact rules read. Every read of a posting keeps them, whatever the
 * caller selected (see the keepVisibilityFields hook), so the rules always decide from the stored row.
 */
export const VISIBILITY_FIELDS = ['paid', 'confidential', 'createdBy'] as const

/**
 * The company is public when the posting is paid and not confidential; otherwise only admins and
 * the owner read it. Applicants whose application moved past pending are added by the field's read
 * access (`companyRead`), which knows the request.
 */
export function canSeeCompany(user: UserLike, job: JobLike): boolean {
  // A rule field missing from the document (never from a stored row) counts as private.
  if (job.paid === true && job.confidential !== undefined && !job.confidential) return true
  return isAdminUser(user) || isOwner(user, job)
}

/** Who owns a posting links a confidential posting to the owner's public ones: admins and the owner only. */
export const canSeeOwner = (user: UserLike, job: JobLike) => isAdminUser(user) || isOwner(user, job)
