/**
 * Next's cache (rendered pages, `unstable_cache` data), set in next.config.mjs for every start.
 *
 * - With REDIS_URL: every instance reads and writes one cache in Redis, and expiring a tag on one
 *   instance removes the entries for all of them (@fortedigital/nextjs-cache-handler).
 * - Without: Next's own cache (memory, and files under .next for pages), as on one machine, with
 *   one change: entries that come from what people type (a Find Work search, a posting's page,
 *   cached data) stay in memory only, where Next's size limit bounds them; written to disk they
 *   would grow without limit with every new search.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { Redis } from 'ioredis'
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

import { withLocalCopies } from './cacheMirror.mjs'
import { siteMetrics } from './metrics.mjs'
import { withTagIndex } from './cacheTagIndex.mjs'

const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule

/** Keys of entries made per search or per posting (see src/domain/jobs/viewKey.ts and the job page). */
const PER_REQUEST_PAGE = /\/find-work\/view\/|\/jobs\/\d/

class LocalCache {
  constructor(context) {
    this.disk = new FileSystemCache(context)
    this.memory = new FileSystemCache({ ...context, flushToDisk: false })
  }

  storeFor(key, kind) {
    return kind === 'FETCH' || PER_REQUEST_PAGE.test(key) ? this.memory : this.disk
  }

  get(key, context) {
    const store = this.storeFor(key, context?.kind)
    // Never on disk: a miss (every new search, every posting first asked) need not try to open a
    // file that cannot exist, and throw, before the render.
    if (store === this.memory && !FileSystemCache.memoryCache?.has(key)) return null
    return store.get(key, context)
  }

  set(key, data, context) {
    return this.storeFor(key, data?.kind ?? context?.kind).set(key, data, context)
  }

  revalidateTag(...args) {
    // The tags manifest and the memory store are shared by both stores.
    return this.disk.revalidateTag(...args)
  }

  resetRequestCache() {}
}

/** Resolves once the client is connected; rejects after `ms` (or at once when `waitOnlyIfStarting` and it is not starting). */
function connected(client, ms, { waitOnlyIfStarting = false } = {}) {
  if (client.status === 'ready') return Promise.resolve()
  if (waitOnlyIfStarting && !['wait', 'connecting', 'connect'].includes(client.status)) {
    return Promise.reject(new Error(`Redis is ${client.status}`))
  }
  return new Promise((resolve, reject) => {
    const done = (error) => {
      clearTimeout(timer)
      client.off('ready', onReady)
      if (error) reject(error)
      else resolve()
    }
    const onReady = () => done()
    const timer = setTimeout(() => done(new Error(`Redis not ready within ${ms} ms (${client.status})`)), ms)
    client.on('ready', onReady)
  })
}

function sharedCache(url) {
  const client = (globalThis.__siteCacheClient ??= new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000 }).on('error', (error) => {
    console.error('[cache] Redis:', error.message)
  }))
  const redis = createRedisHandler({ client: ioredisAdapter(client), keyPrefix: 'next-cache:', timeoutMs: 2_000 })
  // The handler refuses every command until the connection is up. A new instance's first reads and
  // writes wait for it to come up (a miss while Redis is down stays a miss, without the wait).
  const starting = (fn) => async (...args) => {
    await connected(client, 2_000, { waitOnlyIfStarting: true })
    return fn(...args)
  }
  const shared = withLocalCopies(withTagIndex(redis, client, { keyPrefix: 'next-cache:' }), client, { keyPrefix: 'next-cache:' })
  CacheHandler.onCreation(() => ({ handlers: [{ ...shared, get: starting(shared.get), set: starting(shared.set) }] }))
  /**
   * Expiry goes to Redis directly, after waiting for the connection: through CacheHandler, a
   * handler's failure is dropped silently (Promise.allSettled), so an instance's first expiry,
   * made before its connection was up, was lost and every instance kept serving the old copy.
   * A failure now reaches the caller (src/framework/expire.ts logs it).
   */
  expireShared = async (tags) => {
    await connected(client, 5_000)
    for (const tag of typeof tags === 'string' ? [tags] : tags) await shared.revalidateTag(tag)
  }
  return class SharedCache extends CacheHandler {
    revalidateTag(tags) {
      return expireShared(tags)
    }
  }
}

/**
 * Expires tags in the shared cache without a Next request (src/framework/expire.ts uses it in a
 * process that has served none yet); undefined without REDIS_URL.
 * @type {((tags: string | string[]) => Promise<void>) | undefined}
 */
export let expireShared

/** Counts each read of the cache as a hit or a miss (next_cache_requests_total, see metrics.mjs). */
function countingReads(Cache) {
  return class extends Cache {
    async get(...args) {
      const entry = await super.get(...args)
      siteMetrics().cacheRequests.inc({ result: entry ? 'hit' : 'miss' })
      return entry
    }
  }
}

const url = process.env.REDIS_URL
export default countingReads(url && process.env.NEXT_PHASE !== 'phase-production-build' ? sharedCache(url) : LocalCache)
