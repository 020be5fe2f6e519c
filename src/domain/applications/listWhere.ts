import type { Where } from 'payload'

import { basicsWhere } from '@/domain/lists/where'

import type { ApplicationQuery } from './listQuery'

/**
 * Who may search what: everyone who reads an application reads the applicant's name and email as
 * sent with it (`applicantName`, `applicantEmail`), so employers search those and never the person's
 * account, which they may not read. Admins also search the account as it is now, and the posting's
 * title and company.
 */
const SEARCHED = {
  workspace: ['applicantName', 'applicantEmail'],
  admin: ['applicantName', 'applicantEmail', 'applicant.fullName', 'applicant.email', 'jobPosting.title', 'jobPosting.company'],
} as const

export type ApplicationList = keyof typeof SEARCHED

/** The admin's search of the account and the posting, by their own fields (applicationList.ts matches them to ids). */
export const ADMIN_JOINED_SEARCH = { users: ['fullName', 'email'], 'job-postings': ['title', 'company'] } as const

/**
 * The list's filters but its status (the counts beside the status filter are taken under these).
 * `found`: the admin list's search and company filter as conditions on the application's own
 * columns (applicationList.ts matches the joined fields to ids first), in place of the joins.
 */
export function applicationFilters(query: ApplicationQuery, list: ApplicationList, found?: { search?: Where; company?: Where }): Where[] {
  const and: Where[] = []
  if (query.posting) and.push({ jobPosting: { equals: query.posting } })
  if (list === 'admin' && query.company) and.push(found?.company ?? { 'jobPosting.facility': { equals: query.company } })
  // The pipeline's fields: only their readers may filter by them (domain/pipeline/team.ts).
  if (query.rating) and.push({ rating: { greater_than_equal: query.rating } })
  if (query.tag) and.push({ tags: { equals: query.tag } })
  // Applications sent before screening questions (no finding) met every requirement there was.
  if (query.requirements === 'unmet') and.push({ meetsRequirements: { equals: false } })
  if (query.requirements === 'met') and.push({ or: [{ meetsRequirements: { equals: true } }, { meetsRequirements: { exists: false } }] })
  if (found?.search) return [...and, found.search, ...basicsWhere({ ...query, q: undefined }, 'appliedAt', SEARCHED[list])]
  return [...and, ...basicsWhere(query, 'appliedAt', SEARCHED[list])]
}

/** The order of each sort, ending on the id so that pages never overlap. */
export const APPLICATION_SORT = {
  newest: ['-appliedAt', '-id'],
  oldest: ['appliedAt', 'id'],
  name: ['applicantName', 'applicantEmail', 'id'],
} as const
