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
    return this.storeFor(key, context?.kind).get(key, context)
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

function sharedCache(url) {
  CacheHandler.onCreation(() => {
    globalThis.__siteCacheClient ??= new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000 }).on('error', (error) => {
      console.error('[cache] Redis:', error.message)
    })
    return { handlers: [createRedisHandler({ client: ioredisAdapter(globalThis.__siteCacheClient), keyPrefix: 'next-cache:', timeoutMs: 2_000 })] }
  })
  return CacheHandler
}

const url = process.env.REDIS_URL
export default url && process.env.NEXT_PHASE !== 'phase-production-build' ? sharedCache(url) : LocalCache
