import type { CollectionSlug, Where } from 'payload'

import type { PrivacyContext } from '../types'

export const idOf = (value: unknown): number | null => {
  const raw = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  return typeof raw === 'number' ? raw : raw ? Number(raw) : null
}

/** Every document of `collection` matching `where`, read as the server (see PrivacyContext). */
export async function allDocs<T = Record<string, unknown>>(
  { req }: PrivacyContext,
  collection: CollectionSlug,
  where: Where,
  sort = 'createdAt',
): Promise<T[]> {
  const { docs } = await req.payload.find({ collection, where, sort, depth: 0, pagination: false, overrideAccess: true, req })
  return docs as T[]
}

/** A document as exported: without the owner link that merely points back at the person. */
export const without = (doc: object, ...keys: string[]) =>
  Object.fromEntries(Object.entries(doc).filter(([key]) => !keys.includes(key)))
