import type { PayloadRequest, Where } from 'payload'

import { isAdminUser } from '@/access/roles'
import { emptyPage, facetedPage, noCounts, type FacetedPage } from '@/domain/lists/pages'
import type { Application } from '@/payload-types'

import type { ApplicationQuery } from './listQuery'
import { literalText } from '@/domain/lists/where'

import { ADMIN_JOINED_SEARCH, APPLICATION_SORT, applicationFilters, type ApplicationList } from './listWhere'
import { APPLICATION_STATUSES, type ApplicationStatus } from './options'

/*
 * The applications lists of the back office, read on the server as the viewer: the employer
 * workspace's and the admin dashboard's. Each gives one page of 25 and the count of each status
 * under the other filters.
 */

export type ApplicationsPage = FacetedPage<Application, ApplicationStatus>

const nothing = (): ApplicationsPage => ({ ...emptyPage(), counts: noCounts(APPLICATION_STATUSES) })

/** What the admin's list shows of the posting, the account and the resume beside each application. */
const ADMIN_POPULATE = {
  'job-postings': { title: true, company: true, location: true, positionType: true, facility: true },
  users: { fullName: true, email: true },
  resumes: { categoryName: true },
} as const

/**
 * What the admin's list shows of each application (ApplicationsPanel.tsx and the status buttons'
 * rule): the cover letter, screening answers and pipeline fields stay out of its reads.
 */
const ADMIN_SELECT = { jobPosting: true, applicant: true, resume: true, status: true, appliedAt: true, createdAt: true, applicantName: true, applicantEmail: true } as const

/**
 * At most this many accounts or postings are matched by id. Payload counts a list filtered through
 * a join with a window over every match (about 250 ms at 100,000 applications, once for the page and
 * once per status); matched to ids first, the list and its counts read the applications table
 * alone. A broader match keeps the join (slower, the same rows).
 */
const MATCHED_BY_ID = 1000

/** The ids of `collection`'s records matching `where` as the admin reads them, or null beyond MATCHED_BY_ID. */
async function idsWhere(req: PayloadRequest, collection: 'users' | 'job-postings', where: Where): Promise<number[] | null> {
  const { docs } = await req.payload.find({
    collection,
    where,
    select: { updatedAt: true },
    limit: MATCHED_BY_ID + 1,
    pagination: false,
    depth: 0,
    req,
    user: req.user,
    overrideAccess: false,
  })
  return docs.length > MATCHED_BY_ID ? null : docs.map((doc) => doc.id)
}

/** Any of the fields contains the text (as the lists' search does). */
const anyContains = (fields: readonly string[], q: string): Where => ({ or: fields.map((field) => ({ [field]: { contains: literalText(q) } })) })

/** The admin list's search and company filter as conditions on the application's own columns, where the matches allow. */
async function adminFound(req: PayloadRequest, query: ApplicationQuery): Promise<{ search?: Where; company?: Where }> {
  const q = query.q
  const [accounts, postings, companyPostings] = await Promise.all([
    q ? idsWhere(req, 'users', anyContains(ADMIN_JOINED_SEARCH.users, q)) : null,
    q ? idsWhere(req, 'job-postings', anyContains(ADMIN_JOINED_SEARCH['job-postings'], q)) : null,
    query.company ? idsWhere(req, 'job-postings', { facility: { equals: query.company } }) : null,
  ])
  const found: { search?: Where; company?: Where } = {}
  if (q && accounts && postings) {
    const own = anyContains(['applicantName', 'applicantEmail'], q).or!
    const joined: Where[] = []
    if (accounts.length) joined.push({ applicant: { in: accounts } })
    if (postings.length) joined.push({ jobPosting: { in: postings } })
    found.search = { or: [...own, ...joined] }
  }
  if (companyPostings) found.company = companyPostings.length ? { jobPosting: { in: companyPostings } } : { id: { equals: 0 } }
  return found
}

const listApplications = async (req: PayloadRequest, query: ApplicationQuery, list: ApplicationList, scope: Where[]) =>
  facetedPage(req, {
    collection: 'applications',
    filters: [...scope, ...applicationFilters(query, list, list === 'admin' ? await adminFound(req, query) : undefined)],
    facet: { field: 'status', values: APPLICATION_STATUSES, chosen: query.status },
    sort: APPLICATION_SORT[query.sort],
    page: query.page,
    ...(list === 'admin' ? { depth: 1, populate: ADMIN_POPULATE, select: ADMIN_SELECT } : { depth: 0 }),
  })

/**
 * The workspace's applicants: those to `postings`, the postings its company's members manage
 * (scope.ts `ownJobIds`, the ids their read access grants), so an employer's own applications
 * elsewhere never show here.
 */
export const workspaceApplications = (req: PayloadRequest, query: ApplicationQuery, postings: number[]): Promise<ApplicationsPage> =>
  postings.length === 0 ? Promise.resolve(nothing()) : listApplications(req, query, 'workspace', [{ jobPosting: { in: postings } }])

/** The admin dashboard's Applications tab: every application, for admins only (anyone else gets none). */
export const adminApplications = (req: PayloadRequest, query: ApplicationQuery): Promise<ApplicationsPage> =>
  isAdminUser(req.user) ? listApplications(req, query, 'admin', []) : Promise.resolve(nothing())
