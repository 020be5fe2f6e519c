import type { CollectionSlug, Where } from 'payload'

import { privacyOf } from '../mark'
import type { PrivacyContext } from '../types'

export const idOf = (value: unknown): number | null => {
  const raw = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  return typeof raw === 'number' ? raw : raw ? Number(raw) : null
}

/** A page of a read: the most a REST request's read by someone who is not an admin gets (src/access/restSurface.ts). */
const PAGE = 100

/**
 * Every document of `collection` matching `where`, read with access on as the requester, the call
 * marked as the export of the person's data (`privacyOf`): each collection read here lets that
 * mark reach the person's records alone, besides what the requester reads anyway. Page by page, in
 * a stable order: a REST request's reads are bounded to a page, and the export is every record.
 */
export async function allDocs<T = Record<string, unknown>>(
  { req, subject }: PrivacyContext,
  collection: CollectionSlug,
  where: Where,
  sort = 'createdAt',
): Promise<T[]> {
  const docs: T[] = []
  for (let page = 1; ; page++) {
    const found = await req.payload.find({
      collection,
      where,
      sort: [sort, 'id'],
      depth: 0,
      limit: PAGE,
      page,
      context: privacyOf(subject.id),
      user: req.user,
      overrideAccess: false,
      req,
    })
    docs.push(...(found.docs as T[]))
    if (!found.hasNextPage) return docs
  }
}

/** Every document whose `field` is one of `ids`, as allDocs reads them (no ids: nothing read). */
export const allDocsIn = <T = Record<string, unknown>>(ctx: PrivacyContext, collection: CollectionSlug, field: string, ids: number[]): Promise<T[]> =>
  ids.length ? allDocs<T>(ctx, collection, { [field]: { in: ids } }) : Promise.resolve([])

/** A document as exported: without the owner link that merely points back at the person. */
export const without = (doc: object, ...keys: string[]) =>
  Object.fromEntries(Object.entries(doc).filter(([key]) => !keys.includes(key)))
