import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { expireAfterCommit } from '@/lib/cache/expire'

import { pageTag, pathForSlug } from '@/domain/content/paths'

/** French pages live under /fr at the same path. */
const frenchPath = (path: string) => (path === '/' ? '/fr' : `/fr${path}`)

/** What to expire for a page: its data in every language, and its English and French paths. */
const expiry = (slugs: string[]) => ({
  tags: slugs.map(pageTag),
  paths: [...slugs.map(pathForSlug).flatMap((path) => [path, frenchPath(path)]), '/sitemap.xml'],
})

/**
 * Publishing (or unpublishing) a page refreshes its static copies in both languages and the
 * sitemap; drafts change nothing. A save in either language publishes the page as a whole.
 */
export const revalidatePage: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const slugs = new Set<string>()
  if (doc._status === 'published') slugs.add(doc.slug)
  if (previousDoc?._status === 'published' && (previousDoc.slug !== doc.slug || doc._status !== 'published')) {
    slugs.add(previousDoc.slug)
  }
  if (slugs.size > 0) await expireAfterCommit(req, expiry([...slugs]))
  return doc
}

export const revalidateDeletedPage: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await expireAfterCommit(req, expiry([doc.slug]))
  return doc
}
