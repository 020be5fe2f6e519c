/**
 * A copy in this process of the Redis cache entries it read last, so a page served again costs one
 * small round trip instead of fetching and decoding the whole entry (a Find Work page is ~100 kB).
 *
 * A local copy is used only while Redis says it is still the current one, checked on every read in
 * one pipelined round trip: the entry is still listed (an expiry by tag, on any instance, unlists
 * it), its stamp (when it was rendered, written beside it) is the copy's, and none of its tags or
 * its path's tags was expired after it was rendered. So an expiry on any instance takes effect here
 * at the next read, exactly as without the copy.
 *
 * Key names follow @fortedigital/nextjs-cache-handler's redis-strings handler (its defaults for the
 * tag maps), which this wraps.
 */
import { ByteLimitedCache, cacheEntryBytes } from './byteLimitedCache.mjs'

const SHARED_TAGS = '__sharedTags__'
const REVALIDATED_TAGS = '__revalidated_tags__'
const STAMP = '__stamp__:'

/**
 * @param {{ name?: string, get: Function, set: Function, revalidateTag: Function, delete?: Function }} handler the redis-strings handler
 * @param {import('ioredis').Redis} client the connection it uses
 * @param {{ keyPrefix: string, maxBytes?: number }} options the copies' budget (default 24 MB)
 */
export function withLocalCopies(handler, client, { keyPrefix, maxBytes = 24 * 1024 * 1024 }) {
  const copies = new ByteLimitedCache(maxBytes, cacheEntryBytes)
  const stampKey = (key) => `${keyPrefix}${STAMP}${key}`

  /** True when Redis still holds this very entry and nothing it depends on has expired since. */
  async function stillCurrent(key, copy, implicitTags) {
    const tags = [...new Set([...(copy.tags ?? []), ...implicitTags])]
    const pipeline = client.pipeline().hexists(keyPrefix + SHARED_TAGS, key).get(stampKey(key))
    if (tags.length > 0) pipeline.hmget(keyPrefix + REVALIDATED_TAGS, ...tags)
    const [[listedError, listed], [stampError, stamp], expiries] = await pipeline.exec()
    if (listedError || stampError || expiries?.[0] || listed !== 1 || stamp !== String(copy.lastModified)) return false
    return !(expiries?.[1] ?? []).some((time) => time && Number.parseInt(time, 10) > copy.lastModified)
  }

  return {
    name: `${handler.name ?? 'redis'}+local-copies`,
    async get(key, meta) {
      const copy = copies.get(key)
      if (copy) {
        if (await stillCurrent(key, copy, meta?.implicitTags ?? [])) {
          copies.set(key, copy)
          return copy
        }
        copies.delete(key)
      }
      const value = await handler.get(key, meta)
      if (value) copies.set(key, value)
      return value
    },
    async set(key, value, ctx) {
      // The old stamp goes first: until the new one is written, no copy anywhere passes the check.
      await client.del(stampKey(key))
      await handler.set(key, value, ctx)
      const expireAt = value?.lifespan?.expireAt
      await (typeof expireAt === 'number'
        ? client.set(stampKey(key), String(value.lastModified), 'EXAT', expireAt)
        : client.set(stampKey(key), String(value.lastModified)))
      copies.set(key, value)
    },
    async revalidateTag(tag) {
      for (const [key, copy] of [...copies]) if (copy.tags?.includes(tag)) copies.delete(key)
      await handler.revalidateTag(tag)
    },
    async delete(key) {
      copies.delete(key)
      await client.del(stampKey(key))
      await handler.delete?.(key)
    },
  }
}
