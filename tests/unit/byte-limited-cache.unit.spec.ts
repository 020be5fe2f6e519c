import { describe, expect, it } from 'vitest'

import { ByteLimitedCache, cacheEntryBytes } from '../../src/framework/byteLimitedCache.mjs'

describe('an in-process cache bounded in bytes', () => {
  const sized = (maxBytes: number) => new ByteLimitedCache(maxBytes, (value: string) => value.length)

  it('drops the least recently used entries once the budget is spent, whatever their number', () => {
    const cache = sized(3 * (100 + 2))
    for (const key of ['a', 'b', 'c']) cache.set(key, 'x'.repeat(100))
    cache.get('a') // a is now the most recently used
    cache.set('d', 'x'.repeat(100))
    expect([...cache.keys()]).toEqual(['c', 'a', 'd'])
    cache.set('e', 'x'.repeat(250))
    expect([...cache.keys()]).toEqual(['e'])
    expect(cache.bytes).toBe(252)
  })

  it('keeps nothing larger than the whole budget, and replacing an entry counts it once', () => {
    const cache = sized(100)
    cache.set('big', 'x'.repeat(200))
    expect(cache.get('big')).toBeUndefined()
    cache.set('k', 'x'.repeat(10))
    cache.set('k', 'x'.repeat(20))
    expect(cache.bytes).toBe(22)
  })

  it('keeps the order of use through removals at either end and in the middle', () => {
    const cache = sized(1000)
    for (const key of ['a', 'b', 'c', 'd', 'e']) cache.set(key, key)
    cache.delete('c')
    cache.get('a')
    cache.delete('e')
    cache.set('b', 'bb')
    expect([...cache.keys()]).toEqual(['d', 'a', 'b'])
    expect([...cache]).toEqual([['d', 'd'], ['a', 'a'], ['b', 'bb']])
    for (const key of ['d', 'a', 'b']) cache.delete(key)
    expect([...cache.keys()]).toEqual([])
    cache.set('f', 'f')
    expect([...cache.keys()]).toEqual(['f'])
    expect(cache.bytes).toBe(3)
  })

  it('measures a page entry by its HTML, RSC payload and segments', () => {
    const page = { value: { kind: 'APP_PAGE', html: 'h'.repeat(1000), rscData: Buffer.alloc(5000), segmentData: new Map([['/s', Buffer.alloc(300)]]) } }
    expect(cacheEntryBytes(page)).toBe(2000 + 5000 + 4 + 300 + 256)
  })
})
