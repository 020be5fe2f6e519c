import type { PayloadRequest } from 'payload'

import { isAdminUser } from '@/access/roles'
import { emptyPage, facetedPage, noCounts, type FacetedPage } from '@/domain/lists/pages'
import { basicsState, compact, oneOf, parseBasics, type ListBasics, type ListState, type QueryValues } from '@/domain/lists/params'
import { basicsWhere } from '@/domain/lists/where'
import type { JobPosting } from '@/payload-types'

import { JOB_STATUSES, type JobStatus } from './options'

/*
 * The admin dashboard's Job Management tab, read on the server as the admin: every posting in
 * every state (archived ones too), 25 a page, narrowed by status (counted beside the filter),
 * creation days and a search of the title, company name and place; newest,
 * oldest or by title.
 */

export type JobListQuery = ListBasics & { status?: JobStatus }

export const parseJobListQuery = (values: QueryValues): JobListQuery => ({ ...parseBasics(values), status: oneOf(JOB_STATUSES, values.status) })

export const jobListState = (query: JobListQuery): ListState => ({ ...basicsState(query), ...compact({ status: query.status }) })

const SEARCHED = ['title', 'company', 'location'] as const

const SORT = { newest: ['-createdAt', '-id'], oldest: ['createdAt', 'id'], name: ['title', 'id'] } as const

export type JobsPage = FacetedPage<JobPosting, JobStatus>

/** One page of every posting, for admins only (anyone else gets none). */
export async function adminJobs(req: PayloadRequest, query: JobListQuery): Promise<JobsPage> {
  if (!isAdminUser(req.user)) return { ...emptyPage(), counts: noCounts(JOB_STATUSES) }
  return facetedPage(req, {
    collection: 'job-postings',
    filters: basicsWhere(query, 'createdAt', SEARCHED),
    facet: { field: 'status', values: JOB_STATUSES, chosen: query.status },
    sort: SORT[query.sort],
    page: query.page,
    depth: 0,
  })
}
