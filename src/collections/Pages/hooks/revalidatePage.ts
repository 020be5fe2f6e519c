import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { expireAfterCommit } from '@/lib/cache/expire'

import { pathForSlug } from '@/domain/content/paths'

/** Publishing (or unpublishing) a page refreshes its static copy and the sitemap; drafts change nothing. */
export const revalidatePage: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const paths = new Set<string>()
  if (doc._status === 'published') paths.add(pathForSlug(doc.slug))
  if (previousDoc?._status === 'published' && (previousDoc.slug !== doc.slug || doc._status !== 'published')) {
    paths.add(pathForSlug(previousDoc.slug))
  }
  if (paths.size > 0) await expireAfterCommit(req, { paths: [...paths, '/sitemap.xml'] })
  return doc
}

export const revalidateDeletedPage: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await expireAfterCommit(req, { paths: [pathForSlug(doc.slug), '/sitemap.xml'] })
  return doc
}
