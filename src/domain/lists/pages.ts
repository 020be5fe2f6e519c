import type { DataFromCollectionSlug, PaginatedDocs, PayloadRequest, PopulateType, SelectType, Where } from 'payload'

import { facetCounts } from './facetCounts'
import { PAGE_SIZE } from './params'

/** One page of a back-office list, as its screen shows it. */
export type ListPage<T> = { docs: T[]; page: number; totalPages: number; totalDocs: number }

/** A list page and, beside its filter of one field (status, position type), how many records each value has. */
export type FacetedPage<T, V extends string> = ListPage<T> & { counts: Record<V, number> }

export const emptyPage = <T>(): ListPage<T> => ({ docs: [], page: 1, totalPages: 0, totalDocs: 0 })

export const noCounts = <V extends string>(values: readonly V[]) => Object.fromEntries(values.map((value) => [value, 0])) as Record<V, number>

/**
 * Page `page` of a list read by `run`; a page past the end (an old link, an address typed by hand)
 * shows the last one instead.
 */
export async function clampedPage<T>(page: number, run: (page: number) => Promise<PaginatedDocs<T>>): Promise<ListPage<T>> {
  let found = await run(page)
  if (found.docs.length === 0 && found.totalPages > 0 && page > found.totalPages) found = await run(found.totalPages)
  return { docs: found.docs, page: found.page ?? page, totalPages: found.totalPages, totalDocs: found.totalDocs }
}

type Listed = 'applications' | 'resumes' | 'job-postings' | 'professional-profiles' | 'credentials'

type FacetedList<C extends Listed, V extends string> = {
  collection: C
  /** Every filter but the facet's. */
  filters: Where[]
  /** The field whose values are counted, its values, and the one chosen (if any). */
  facet: { field: string; values: readonly V[]; chosen?: V }
  sort: readonly string[]
  page: number
  depth: number
  populate?: PopulateType
  /** The fields the screen shows (all when left out). */
  select?: SelectType
}

/**
 * A page of a back-office list read as `req`'s user (their read access decides what comes back:
 * overrideAccess false) and the count of each facet value under the other filters. Two statements
 * side by side: the counts grouped in one (facetCounts.ts), which also give the list's total, and
 * the page without Payload's own count. A page past the end (an old link) shows the last one.
 * Join fields (a record's status history) are the admin panel's: never read here.
 */
export async function facetedPage<C extends Listed, V extends string>(
  req: PayloadRequest,
  { collection, filters, facet, sort, page, depth, populate, select }: FacetedList<C, V>,
): Promise<FacetedPage<DataFromCollectionSlug<C>, V>> {
  // One of the listed collections (the generic only types the rows that come back). Payload types
  // `joins` per collection and finds none on resumes, so `false` is cast for the pair.
  const slug: Listed = collection
  const where: Where = { and: facet.chosen ? [...filters, { [facet.field]: { equals: facet.chosen } }] : filters }
  const read = (n: number) =>
    req.payload.find({
      collection: slug,
      where,
      sort: [...sort],
      page: n,
      limit: PAGE_SIZE,
      pagination: false,
      depth,
      populate,
      select,
      joins: false as never,
      req,
      user: req.user,
      overrideAccess: false,
    }) as Promise<PaginatedDocs<DataFromCollectionSlug<C>>>
  const [found, grouped] = await Promise.all([read(page), facetCounts(req, slug, { and: filters }, facet.field)])
  const counts = Object.fromEntries(facet.values.map((value) => [value, grouped.get(value) ?? 0])) as Record<V, number>
  const totalDocs = facet.chosen ? counts[facet.chosen] : [...grouped.values()].reduce((sum, n) => sum + n, 0)
  const totalPages = Math.ceil(totalDocs / PAGE_SIZE)
  const shown = totalPages > 0 && page > totalPages ? totalPages : page
  const docs = shown === page ? found.docs : (await read(shown)).docs
  return { docs, page: shown, totalPages, totalDocs, counts }
}
