import type { Payload, PayloadRequest } from 'payload'

import { afterCommit } from '@/lib/payload/afterCommit'

/** The part of Next's cache this module uses (the running server's, whatever handler backs it). */
type NextCache = { revalidateTag(tags: string[], durations?: unknown): Promise<void> }

/** Next's prefix for the tags it gives every cached page by its path. */
const PATH_TAG = '_N_T_'

const pathTags = (path: string) => {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path
  return trimmed === '/' ? [`${PATH_TAG}/`, `${PATH_TAG}/index`] : [`${PATH_TAG}${trimmed}`]
}

/**
 * Expires cached pages and data at once, on every instance: the entries go through Next's cache
 * handler (Redis when REDIS_URL is set), so the next request anywhere renders them afresh. Unlike
 * `revalidateTag`, this works outside a request too (queue tasks, webhooks), and nobody is served
 * the old copy once more: a hidden company must not be shown "one last time".
 * Outside a Next server (CLI, seeds, tests) there is no cache and nothing to do.
 */
export async function expireCache(payload: Payload, what: { tags?: string[]; paths?: string[]; layout?: boolean }): Promise<void> {
  const cache = (globalThis as { __incrementalCache?: NextCache }).__incrementalCache
  if (!cache) return
  const tags = [...(what.tags ?? []), ...(what.paths ?? []).flatMap(pathTags), ...(what.layout ? [`${PATH_TAG}/layout`] : [])]
  if (tags.length === 0) return
  try {
    await cache.revalidateTag(tags)
  } catch (error) {
    payload.logger.error({ err: error, msg: `Could not expire cached pages (${tags.join(', ')})` })
  }
}

/** `expireCache` once the request's transaction has committed (see afterCommit). */
export const expireAfterCommit = (req: PayloadRequest, what: Parameters<typeof expireCache>[1]) =>
  afterCommit(req, () => expireCache(req.payload, what))
