import type { JobQuery } from '@/domain/jobs/query'

/** Find Work's state as query parameters (the state lives in the URL). */
function listParams(state: JobQuery): URLSearchParams {
  const params = new URLSearchParams()
  if (state.q) params.set('q', state.q)
  for (const chip of state.chips) params.append('chip', chip)
  if (state.page > 1) params.set('page', String(state.page))
  if (state.job) params.set('job', String(state.job))
  return params
}

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
export const cameFromSearch = (list: JobQuery) => Boolean(list.q || list.chips.length || list.page > 1)
