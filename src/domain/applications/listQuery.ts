import { basicsState, compact, idParam, oneOf, parseBasics, textParam, type ListBasics, type ListState, type QueryValues } from '@/domain/lists/params'
import { MAX_TAG_LENGTH, RATINGS } from '@/domain/pipeline/options'

import { APPLICATION_STATUSES, type ApplicationStatus } from './options'

const REQUIREMENTS = ['met', 'unmet'] as const

/**
 * An applications list's state in its query string: the basics (page, search, days, order), the
 * status, the posting, the pipeline's least rating (`rating`, 1–5 stars), a tag and whether the screening
 * answers meet the posting's requirements (`requirements`: met, unmet), and for admins the company
 * (`facilities` id). Malformed values are dropped.
 */
export type ApplicationQuery = ListBasics & {
  status?: ApplicationStatus
  posting?: number
  company?: number
  rating?: number
  tag?: string
  requirements?: (typeof REQUIREMENTS)[number]
}

const RATING_VALUES = RATINGS.map(String)
const tagParam = (value: string | string[] | undefined) => {
  const tag = textParam(value)
  return tag && tag.length <= MAX_TAG_LENGTH ? tag : undefined
}

export const parseApplicationQuery = (values: QueryValues): ApplicationQuery => ({
  ...parseBasics(values),
  status: oneOf(APPLICATION_STATUSES, values.status),
  posting: idParam(values.posting),
  company: idParam(values.company),
  rating: RATING_VALUES.includes(String(values.rating)) ? Number(values.rating) : undefined,
  tag: tagParam(values.tag),
  requirements: oneOf(REQUIREMENTS, values.requirements),
})

export const applicationState = (query: ApplicationQuery): ListState => ({
  ...basicsState(query),
  ...compact({ status: query.status, posting: query.posting, company: query.company, rating: query.rating, tag: query.tag, requirements: query.requirements }),
})
