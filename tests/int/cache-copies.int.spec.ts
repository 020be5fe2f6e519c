import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { cacheEntryBytes } from '../../src/framework/byteLimitedCache.mjs'
import { withLocalCopies } from '../../src/framework/cacheMirror.mjs'
import { withTagIndex } from '../../src/framework/cacheTagIndex.mjs'

/**
 * Two instances' caches over one Redis (a database of its own), as src/framework/cacheHandler.mjs builds
 * them: each keeps local copies and indexes tags, and an expiry on either must reach the other at
 * its next read.
 */
const url = (() => {
  const u = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379')
  u.pathname = '/7'
  return u.toString()
})()
const prefix = 'next-cache:'
let clients: Redis[] = []

function instance() {
  const client = new Redis(url, { maxRetriesPerRequest: 1 })
  clients.push(client)
  const redis = createRedisHandler({ client: ioredisAdapter(client), keyPrefix: prefix, timeoutMs: 2_000 })
  return { cache: withLocalCopies(withTagIndex(redis, client, { keyPrefix: prefix }), client, { keyPrefix: prefix, maxBytes: 2 * ENTRY_BYTES }), client }
}

const page = (html: string, tags: string[], lastModified = Date.now()) => ({
  lastModified,
  lifespan: { expireAt: Math.floor(Date.now() / 1000) + 3600 },
  tags,
  value: { kind: 'APP_ROUTE', status: 200, headers: {}, body: Buffer.from(html) },
})
const bodyOf = (entry: unknown) => (entry as { value?: { body?: Buffer } } | null)?.value?.body?.toString() ?? null

/** What one test page costs the local copies (its key and body are about the same length each time). */
const ENTRY_BYTES = cacheEntryBytes(page('job 1', [])) + '/jobs/1'.length * 2

let a: ReturnType<typeof instance>
let b: ReturnType<typeof instance>

beforeAll(async () => {
  a = instance()
  b = instance()
  await Promise.all([a.client.ping(), b.client.ping()])
})
beforeEach(async () => {
  await a.client.flushdb()
})
afterAll(async () => {
  await a.client.flushdb()
  await Promise.all(clients.map((c) => (c.status === 'ready' ? c.quit() : c.disconnect())))
  clients = []
})

describe('local copies of a shared cache', () => {
  it('serve a page again from the copy while Redis says it is current', async () => {
    await a.cache.set('/find-work/view/k1', page('v1', ['jobs:list']), {})
    expect(bodyOf(await b.cache.get('/find-work/view/k1', { implicitTags: [] }))).toBe('v1')
    // Proof the copy is used: the stored entry is replaced behind the handler's back, stamp kept.
    await b.client.set(`${prefix}/find-work/view/k1`, 'not json')
    expect(bodyOf(await b.cache.get('/find-work/view/k1', { implicitTags: [] }))).toBe('v1')
  })

  it('an expiry by tag on one instance reaches the other at its next read', async () => {
    await a.cache.set('/find-work/view/k2', page('old list', ['jobs:list']), {})
    expect(bodyOf(await b.cache.get('/find-work/view/k2', { implicitTags: [] }))).toBe('old list')
    await a.cache.revalidateTag('jobs:list')
    expect(await b.cache.get('/find-work/view/k2', { implicitTags: [] })).toBeNull()
  })

  it('expiring a tag removes exactly the entries stored with it, found through its index', async () => {
    await a.cache.set('/find-work/view/k3', page('list', ['jobs:list']), {})
    await a.cache.set('/jobs/7', page('job 7', ['jobs:7']), {})
    await a.cache.set('/jobs/8', page('job 8', ['jobs:list', 'jobs:8']), {})
    expect((await a.client.smembers(`${prefix}__tag__:jobs:list`)).sort()).toEqual(['/find-work/view/k3', '/jobs/8'])
    await b.cache.revalidateTag('jobs:list')
    expect(await a.client.exists(`${prefix}/find-work/view/k3`, `${prefix}/jobs/8`)).toBe(0)
    expect(await a.client.hexists(`${prefix}__sharedTags__`, '/jobs/8')).toBe(0)
    expect(await a.client.exists(`${prefix}__tag__:jobs:list`)).toBe(0)
    expect(bodyOf(await b.cache.get('/jobs/7', { implicitTags: [] }))).toBe('job 7')
    expect(await a.cache.get('/jobs/8', { implicitTags: [] })).toBeNull()
  })

  it('a path expiry (a published page) reaches the other instance', async () => {
    await a.cache.set('/pricing', page('old copy', ['_N_T_/pricing'], Date.now() - 1000), {})
    expect(bodyOf(await b.cache.get('/pricing', { implicitTags: ['_N_T_/pricing'] }))).toBe('old copy')
    await a.cache.revalidateTag('_N_T_/pricing')
    expect(await b.cache.get('/pricing', { implicitTags: ['_N_T_/pricing'] })).toBeNull()
  })

  it('a newer render stored by the other instance replaces the copy', async () => {
    await a.cache.set('/jobs/1', page('first', ['jobs:1'], Date.now() - 5000), {})
    expect(bodyOf(await b.cache.get('/jobs/1', { implicitTags: [] }))).toBe('first')
    await a.cache.set('/jobs/1', page('second', ['jobs:1']), {})
    expect(bodyOf(await b.cache.get('/jobs/1', { implicitTags: [] }))).toBe('second')
  })

  it('keeps its copies within their budget in bytes, and a read Redis does not answer fails (a miss for the cache)', async () => {
    for (const n of [1, 2, 3]) await a.cache.set(`/jobs/${n}`, page(`job ${n}`, []), {})
    for (const n of [1, 2, 3]) await b.cache.get(`/jobs/${n}`, { implicitTags: [] })
    await b.client.set(`${prefix}/jobs/1`, 'not json')
    // Copy 1 was dropped for 3 (room for two): the read goes to Redis, whose entry is now unreadable.
    await expect(b.cache.get('/jobs/1', { implicitTags: [] })).rejects.toThrow()
    b.client.disconnect()
    await expect(b.cache.get('/jobs/3', { implicitTags: [] })).rejects.toThrow()
  })
})
