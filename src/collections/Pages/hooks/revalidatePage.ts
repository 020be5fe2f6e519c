import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { expireAfterCommit } from '@/framework/expire'

import { pageTag, pathForSlug } from '@/domain/content/paths'
import { locales } from '@/i18n/locale'

/** A page's rendered copies are stored under its route, `/[locale]/<path>`, one per language. */
const renderedPaths = (path: string) => locales.map((locale) => (path === '/' ? `/${locale}` : `/${locale}${path}`))

/** What to expire for a page: its data in every language, and its copies in both languages. */
const expiry = (slugs: string[]) => ({
  tags: slugs.map(pageTag),
  paths: slugs.map(pathForSlug).flatMap(renderedPaths),
})

/**
 * Publishing (or unpublishing) a page refreshes its static copies in both languages (the sitemap
 * is read afresh on every request); drafts change nothing. A save in either language publishes the page as a whole.
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
