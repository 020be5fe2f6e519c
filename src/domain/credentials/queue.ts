import type { PayloadRequest } from 'payload'

import { isAdminUser } from '@/access/roles'
import { emptyPage, facetedPage, noCounts, type FacetedPage } from '@/domain/lists/pages'
import { basicsState, compact, oneOf, parseBasics, type ListBasics, type ListSort, type ListState, type QueryValues } from '@/domain/lists/params'
import { basicsWhere } from '@/domain/lists/where'
import type { Credential } from '@/payload-types'

import { CREDENTIAL_STATUSES, type CredentialStatus } from './options'

/*
 * The admin dashboard's credential checks, read on the server as the admin: every credential, 25 a
 * page, by status (counted beside the filter), the days each was
 * submitted and a search of the owner's name and email. First come, first checked: oldest first
 * unless the admin picks another order.
 */

export const CREDENTIAL_QUEUE_SORT: ListSort = 'oldest'

export type CredentialQueueQuery = ListBasics & { status?: CredentialStatus }

export const parseCredentialQueueQuery = (values: QueryValues): CredentialQueueQuery => ({
  ...parseBasics(values, CREDENTIAL_QUEUE_SORT),
  status: oneOf(CREDENTIAL_STATUSES, values.status),
})

export const credentialQueueState = (query: CredentialQueueQuery): ListState => ({ ...basicsState(query, CREDENTIAL_QUEUE_SORT), ...compact({ status: query.status }) })

const SEARCHED = ['owner.fullName', 'owner.email'] as const

const SORT = { newest: ['-submittedAt', '-id'], oldest: ['submittedAt', 'id'], name: ['owner.fullName', 'id'] } as const

export type CredentialQueuePage = FacetedPage<Credential, CredentialStatus>

/** One page of the list, for admins only (anyone else gets none). */
export async function adminCredentialQueue(req: PayloadRequest, query: CredentialQueueQuery): Promise<CredentialQueuePage> {
  if (!isAdminUser(req.user)) return { ...emptyPage(), counts: noCounts(CREDENTIAL_STATUSES) }
  return facetedPage(req, {
    collection: 'credentials',
    filters: basicsWhere(query, 'submittedAt', SEARCHED),
    facet: { field: 'status', values: CREDENTIAL_STATUSES, chosen: query.status },
    sort: SORT[query.sort],
    page: query.page,
    depth: 1,
    populate: { users: { fullName: true, email: true } },
  })
}
