import type { PayloadRequest, Where } from 'payload'

import { isAdminUser } from '@/access/roles'
import { emptyPage, facetedPage, noCounts, type FacetedPage } from '@/domain/lists/pages'
import type { Application } from '@/payload-types'

import type { ApplicationQuery } from './listQuery'
import { APPLICATION_SORT, applicationFilters, type ApplicationList } from './listWhere'
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

const listApplications = (req: PayloadRequest, query: ApplicationQuery, list: ApplicationList, scope: Where[]) =>
  facetedPage(req, {
    collection: 'applications',
    filters: [...scope, ...applicationFilters(query, list)],
    facet: { field: 'status', values: APPLICATION_STATUSES, chosen: query.status },
    sort: APPLICATION_SORT[query.sort],
    page: query.page,
    ...(list === 'admin' ? { depth: 1, populate: ADMIN_POPULATE } : { depth: 0 }),
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
