import { FIND_WORK_BASES, jobQueryParams, parseJobSearchParams, type FindWorkBase, type JobQuery } from './query'

/**
 * Find Work is served from a cached page per search. The proxy rewrites `/find-work?…` (and
 * `/candidates?…`) to `VIEW_PATH/<key>`, where the key holds the base and the search in their
 * normal form (see parseJobQuery): URLs that mean the same search share one cached page, and the
 * page reads its state from its path, which a cached page can (it cannot read the query string).
 * Requests for VIEW_PATH itself are refused by the proxy; the address is internal. The key holds
 * no language: the page lives under its locale (`/fr-CA/find-work/view/<key>`), so each language
 * has its own cached page, and its search (publicSearch) is cached per language too.
 */
export { VIEW_PATH } from './viewPath'

export function viewKey(base: FindWorkBase, query: JobQuery): string {
  return Buffer.from(JSON.stringify([base, jobQueryParams(query).toString()]), 'utf8').toString('base64url')
}

/** The base and search a key holds, or null when it is not a key this module made. */
export function parseViewKey(key: string): { base: FindWorkBase; query: JobQuery } | null {
  try {
    const [base, search] = JSON.parse(Buffer.from(key, 'base64url').toString('utf8')) as unknown[]
    if (!FIND_WORK_BASES.includes(base as FindWorkBase) || typeof search !== 'string') return null
    const query = parseJobSearchParams(new URLSearchParams(search))
    // Only the normal form is a key: anything else would be a second cached copy of a search.
    return viewKey(base as FindWorkBase, query) === key ? { base: base as FindWorkBase, query } : null
  } catch {
    return null
  }
}
