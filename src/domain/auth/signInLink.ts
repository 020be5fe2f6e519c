import type { QueryValues } from '@/domain/lists/params'

/**
 * The sign-in page's address that comes back to `path` with the screen's own query (a tab, a search,
 * a page), so a link shared or bookmarked while signed out still opens what it named.
 */
export function signInAndBack(path: string, values: QueryValues = {}): string {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(values)) for (const one of Array.isArray(value) ? value : value ? [value] : []) query.append(name, one)
  return `/auth?${new URLSearchParams({ next: query.size ? `${path}?${query}` : path })}`
}
