import { hasFilters, jobQueryParams as listParams, type JobQuery } from '@/domain/jobs/query'

const withQuery = (path: string, params: URLSearchParams) => (params.size ? `${path}?${params}` : path)

/** A Find Work URL from the current state plus changes. */
export function findWorkUrl(basePath: string, state: JobQuery, change: Partial<JobQuery> = {}) {
  return withQuery(basePath, listParams({ ...state, ...change }))
}

/** The RSS feed of a search (its words, chips and page; never the opened posting), English path. */
const FEED_PATH = '/find-work/feed.xml'
export function feedUrl(state: JobQuery) {
  return withQuery(FEED_PATH, listParams({ ...state, job: null }))
}

/**
 * A posting's own page, carrying the list's search so its way back returns to the same results
 * (the page itself is canonical without them).
 */
export function jobPageUrl(id: number, list: JobQuery) {
  return withQuery(`/jobs/${id}`, listParams({ ...list, job: null }))
}

/** Back from a posting's page to the results it was opened from, at its own card. */
export function backToListUrl(id: number, list: JobQuery) {
  return `${findWorkUrl('/find-work', list, { job: null })}#${jobCardId(id)}`
}

export const jobCardId = (id: number) => `job-${id}`

/** Whether the posting's page was opened from a search (rather than from outside the list). */
export const cameFromSearch = (list: JobQuery) => Boolean(list.q || hasFilters(list) || list.sort || list.page > 1)
