import type { PayloadRequest } from 'payload'

import { isAdminUser } from '@/access/roles'
import { emptyPage, facetedPage, noCounts, type FacetedPage } from '@/domain/lists/pages'
import { basicsState, compact, oneOf, parseBasics, type ListBasics, type ListSort, type ListState, type QueryValues } from '@/domain/lists/params'
import { basicsWhere } from '@/domain/lists/where'
import type { ProfessionalProfile } from '@/payload-types'

import { LICENCE_STATUSES, type LicenceStatus } from './options'

/*
 * The admin dashboard's licence verification queue, read on the server as the admin: every profile
 * waiting for a check (a new or changed licence, a re-check due), 25 a page, by the licence's status
 * as it stands (counted beside the filter), the days it joined the queue and a search of the
 * person's name and email and the licence number. First come, first checked: oldest first unless
 * the admin picks another order.
 */

export const QUEUE_SORT: ListSort = 'oldest'

export type LicenceQueueQuery = ListBasics & { status?: LicenceStatus }

export const parseLicenceQueueQuery = (values: QueryValues): LicenceQueueQuery => ({
  ...parseBasics(values, QUEUE_SORT),
  status: oneOf(LICENCE_STATUSES, values.status),
})

export const licenceQueueState = (query: LicenceQueueQuery): ListState => ({ ...basicsState(query, QUEUE_SORT), ...compact({ status: query.status }) })

const SEARCHED = ['user.fullName', 'user.email', 'licenseNumber'] as const

const SORT = { newest: ['-queuedAt', '-id'], oldest: ['queuedAt', 'id'], name: ['user.fullName', 'id'] } as const

export type LicenceQueuePage = FacetedPage<ProfessionalProfile, LicenceStatus>

/** One page of the queue, for admins only (anyone else gets none). */
export async function adminLicenceQueue(req: PayloadRequest, query: LicenceQueueQuery): Promise<LicenceQueuePage> {
  if (!isAdminUser(req.user)) return { ...emptyPage(), counts: noCounts(LICENCE_STATUSES) }
  return facetedPage(req, {
    collection: 'professional-profiles',
    filters: [{ needsCheck: { equals: true } }, ...basicsWhere(query, 'queuedAt', SEARCHED)],
    facet: { field: 'licenceStatus', values: LICENCE_STATUSES, chosen: query.status },
    sort: SORT[query.sort],
    page: query.page,
    depth: 1,
    populate: { users: { fullName: true, email: true } },
  })
}
