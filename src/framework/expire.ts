import { pathToFileURL } from 'node:url'

import type { PayloadRequest } from 'payload'

import { afterCommit } from './afterCommit'

/** The part of Next's cache (or of its handler) this module uses. */
type TagExpirer = { revalidateTag(tags: string[], durations?: unknown): Promise<void> }

/** Next's prefix for the tags it gives every cached page by its path. */
const PATH_TAG = '_N_T_'

/** How long after a commit the same tags expire once more (see expireAfterCommit). */
const SECOND_EXPIRY_MS = 5_000

const pathTags = (path: string) => {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path
  return trimmed === '/' ? [`${PATH_TAG}/`, `${PATH_TAG}/index`] : [`${PATH_TAG}${trimmed}`]
}

/** The cache Next handed to the request being served, if any. */
const requestCache = () => (globalThis as { __incrementalCache?: TagExpirer }).__incrementalCache

/**
 * Where entries expire. Next hands its cache to the request it serves; a process that has served
 * none yet (a fresh instance whose queue runs first, or an instance serving no traffic) expires
 * through the shared cache handler itself when REDIS_URL is set (next.config.mjs names it), since
 * other instances' entries live there. Without Redis, such a process has cached nothing to expire.
 */
async function expirer(cache = requestCache()): Promise<TagExpirer | undefined> {
  if (cache) return cache
  const handler = process.env.SITE_CACHE_HANDLER
  if (!process.env.REDIS_URL || !handler) return undefined
  const { expireShared } = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ pathToFileURL(handler).href)) as {
    expireShared?: (tags: string[]) => Promise<void>
  }
  return expireShared && { revalidateTag: expireShared }
}

/**
 * Expires cached pages and data at once, on every instance, once the request's transaction has
 * committed (see afterCommit): the entries go through Next's cache handler (Redis when REDIS_URL is
 * set), so the next request anywhere renders them afresh. Unlike `revalidateTag`, this works outside
 * a request too (queue tasks, webhooks), and nobody is served the old copy once more: a hidden
 * company must not be shown "one last time". Outside a Next server (CLI, seeds) there is no cache
 * and nothing to do.
 * The same tags expire once more a few seconds later: a page that began rendering before the
 * commit, from the old rows, and was stored after the first expiry would otherwise stay until it
 * is refreshed on its own; this also retries an expiry that failed. Both go through the cache of
 * the request that committed (or, outside a request, the shared handler), never a later request's:
 * in tests, a later test's.
 */
export const expireAfterCommit = (req: PayloadRequest, what: { tags?: string[]; paths?: string[]; layout?: boolean }) =>
  afterCommit(req, async () => {
    const tags = [...(what.tags ?? []), ...(what.paths ?? []).flatMap(pathTags), ...(what.layout ? [`${PATH_TAG}/layout`] : [])]
    if (tags.length === 0) return
    const cache = requestCache()
    const expire = async () => {
      try {
        await (await expirer(cache))?.revalidateTag(tags)
      } catch (error) {
        req.payload.logger.error({ err: error, msg: `Could not expire cached pages (${tags.join(', ')})` })
      }
    }
    await expire()
    setTimeout(() => void expire(), SECOND_EXPIRY_MS).unref()
  })
