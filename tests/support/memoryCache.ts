import { afterEach, beforeEach } from 'vitest'

type Entry = { value: unknown; tags: string[] }

/**
 * Next's data cache as the server hands it to cached readers, in memory, for each test of the file:
 * entries with their tags, expired by tag. `expired` lists every tag expired during the test.
 */
export function memoryCacheForEachTest() {
  const cache = { entries: new Map<string, Entry>(), expired: [] as string[] }
  beforeEach(() => {
    cache.entries = new Map()
    cache.expired = []
    ;(globalThis as { __incrementalCache?: unknown }).__incrementalCache = {
      generateSimpleCacheKey: async (key: string) => key,
      get: async (key: string) => (cache.entries.has(key) ? { value: cache.entries.get(key)!.value, isStale: false } : null),
      set: async (key: string, value: unknown, ctx: { tags?: string[] }) => void cache.entries.set(key, { value, tags: ctx.tags ?? [] }),
      revalidateTag: async (tags: string[]) => {
        cache.expired.push(...tags)
        for (const [key, entry] of cache.entries) if (entry.tags.some((t) => tags.includes(t))) cache.entries.delete(key)
      },
    }
  })
  afterEach(() => {
    delete (globalThis as { __incrementalCache?: unknown }).__incrementalCache
  })
  return cache
}
