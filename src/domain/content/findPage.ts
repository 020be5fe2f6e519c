import 'server-only'

import type { Payload } from 'payload'

import { HOME_SLUG, isPageSlug } from './paths'
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

/** Published page for everyone; with `draft` the latest draft, readable by staff only (access control on). */
export async function findPage(
  payload: Payload,
  slug: string,
  opts: { draft?: boolean; user?: User | null } = {},
): Promise<Page | null> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: slug } },
    draft: opts.draft ?? false,
    limit: 1,
    depth: 1,
    pagination: false,
    user: opts.user ?? undefined,
    overrideAccess: false,
  })
  return docs[0] ?? null
}
