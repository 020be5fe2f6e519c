import type { DataFromCollectionSlug, PaginatedDocs, PayloadRequest, PopulateType, Where } from 'payload'

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

type Listed = 'applications' | 'resumes' | 'job-postings' | 'professional-profiles'

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
}

/**
 * A page of a back-office list read as `req`'s user (their read access decides what comes back:
 * overrideAccess false) and the count of each facet value under the other filters, asked side by
 * side. Join fields (a record's status history) are the admin panel's: never read here.
 */
export async function facetedPage<C extends Listed, V extends string>(
  req: PayloadRequest,
  { collection, filters, facet, sort, page, depth, populate }: FacetedList<C, V>,
): Promise<FacetedPage<DataFromCollectionSlug<C>, V>> {
  // One of the listed collections (the generic only types the rows that come back). Payload types
  // `joins` per collection and finds none on resumes, so `false` is cast for the pair.
  const slug: Listed = collection
  const asViewer = { req, user: req.user, overrideAccess: false } as const
  const where = (value: V | undefined): Where => ({ and: value ? [...filters, { [facet.field]: { equals: value } }] : filters })
  const [found, counts] = await Promise.all([
    clampedPage(
      page,
      (n) =>
        req.payload.find({ collection: slug, where: where(facet.chosen), sort: [...sort], page: n, limit: PAGE_SIZE, depth, populate, joins: false as never, ...asViewer }) as Promise<
          PaginatedDocs<DataFromCollectionSlug<C>>
        >,
    ),
    Promise.all(facet.values.map(async (value) => (await req.payload.count({ collection: slug, where: where(value), ...asViewer })).totalDocs)),
  ])
  return { ...found, counts: Object.fromEntries(facet.values.map((value, i) => [value, counts[i]])) as Record<V, number> }
}
