import type { PayloadRequest } from 'payload'

import { isAdminUser } from '@/access/roles'
import { emptyPage, facetedPage, noCounts, type FacetedPage } from '@/domain/lists/pages'
import { basicsState, compact, oneOf, parseBasics, type ListBasics, type ListState, type QueryValues } from '@/domain/lists/params'
import { basicsWhere } from '@/domain/lists/where'
import type { Resume } from '@/payload-types'

import { RESUME_POSITION_TYPES, type ResumePositionType } from './options'

/*
 * The admin dashboard's Resume Management tab, read on the server as the admin: every resume, 25
 * a page, narrowed by position type (counted beside the filter), upload days and a search of the
 * resume's name, its file's name and its owner's name and email; newest, oldest or by name.
 */

export type ResumeQuery = ListBasics & { type?: ResumePositionType }

export const parseResumeQuery = (values: QueryValues): ResumeQuery => ({ ...parseBasics(values), type: oneOf(RESUME_POSITION_TYPES, values.type) })

export const resumeState = (query: ResumeQuery): ListState => ({ ...basicsState(query), ...compact({ type: query.type }) })

const SEARCHED = ['categoryName', 'originalFilename', 'owner.fullName', 'owner.email'] as const

const SORT = { newest: ['-uploadedAt', '-id'], oldest: ['uploadedAt', 'id'], name: ['categoryName', 'id'] } as const

export type ResumesPage = FacetedPage<Resume, ResumePositionType>

/** One page of every resume, for admins only (anyone else gets none). */
export async function adminResumes(req: PayloadRequest, query: ResumeQuery): Promise<ResumesPage> {
  if (!isAdminUser(req.user)) return { ...emptyPage(), counts: noCounts(RESUME_POSITION_TYPES) }
  return facetedPage(req, {
    collection: 'resumes',
    filters: basicsWhere(query, 'uploadedAt', SEARCHED),
    facet: { field: 'positionType', values: RESUME_POSITION_TYPES, chosen: query.type },
    sort: SORT[query.sort],
    page: query.page,
    depth: 1,
    populate: { users: { fullName: true, email: true } },
  })
}
