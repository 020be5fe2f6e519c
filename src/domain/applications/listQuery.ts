import { basicsState, compact, idParam, oneOf, parseBasics, type ListBasics, type ListState, type QueryValues } from '@/domain/lists/params'

import { APPLICATION_STATUSES, type ApplicationStatus } from './options'

/**
 * An applications list's state in its query string: the basics (page, search, days, order), the
 * status, the posting, and for admins the company (`facilities` id). Malformed values are dropped.
 */
export type ApplicationQuery = ListBasics & { status?: ApplicationStatus; posting?: number; company?: number }

export const parseApplicationQuery = (values: QueryValues): ApplicationQuery => ({
  ...parseBasics(values),
  status: oneOf(APPLICATION_STATUSES, values.status),
  posting: idParam(values.posting),
  company: idParam(values.company),
})

export const applicationState = (query: ApplicationQuery): ListState => ({
  ...basicsState(query),
  ...compact({ status: query.status, posting: query.posting, company: query.company }),
})
