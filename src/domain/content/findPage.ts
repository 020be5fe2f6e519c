import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import { DEFAULT_CONTENT_LOCALE, type ContentLocale } from './locales'
import { HOME_SLUG, isPageSlug, pageTag, PAGES_TAG } from './paths'
import type { Page, User } from '@/payload-types'

/**
 * The URL segments of a content route → the page slug ("home" for /), or null if it cannot be a
 * page (so a path such as /%00 is a plain 404, never a query the database refuses).
 */
export function slugFromSegments(segments: string[] | undefined): string | null {
  if (!segments || segments.length === 0) return HOME_SLUG
  if (segments.length > 1 || segments[0] === HOME_SLUG || !isPageSlug(segments[0])) return null
  return segments[0]
}

async function query(payload: Payload, slug: string, locale: ContentLocale, draft: boolean, user: User | null): Promise<Page | null> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: slug } },
    // A text the page has no French for is read in English.
    locale,
    fallbackLocale: DEFAULT_CONTENT_LOCALE,
    draft,
    limit: 1,
    depth: 1,
    pagination: false,
    user: user ?? undefined,
    overrideAccess: false,
  })
  return docs[0] ?? null
}

/**
 * Published page for everyone, in `locale` (English where it has no French); with `draft` the
 * latest draft, readable by staff only (access control on).
 * Inside Next, the public read is cached per page and language under the page's tag, which every
 * page rendered from it carries too: publishing expires both languages at once (revalidatePage),
 * whatever path each language is served at.
 */
export async function findPage(
  payload: Payload,
  slug: string,
  locale: ContentLocale,
  opts: { draft?: boolean; user?: User | null } = {},
): Promise<Page | null> {
  const draft = opts.draft ?? false
  if (draft || opts.user || !process.env.NEXT_RUNTIME) return query(payload, slug, locale, draft, opts.user ?? null)
  return unstable_cache(() => query(payload, slug, locale, false, null), ['public-page', slug, locale], {
    tags: [PAGES_TAG, pageTag(slug)],
  })()
}
