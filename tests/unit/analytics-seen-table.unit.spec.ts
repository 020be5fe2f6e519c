import { describe, expect, it } from 'vitest'

import { eventKey } from '@/domain/analytics/events'
import { SeenTable } from '@/domain/analytics/seenTable'

const WINDOW = 30 * 60 * 1000
const view = (posting: number) => eventKey({ type: 'view', posting })

describe('the events seen in this process', () => {
  it('says first once per visitor and event within the window, and again after it', () => {
    const table = new SeenTable(64 * 1024)
    const at = Date.UTC(2026, 10, 27, 12)
    expect(table.firstSeen('mark-a', [view(1), eventKey({ type: 'impression', posting: 1 }), view(2)], at, WINDOW)).toEqual([true, true, true])
    expect(table.firstSeen('mark-a', [view(1), view(3)], at + WINDOW - 1000, WINDOW)).toEqual([false, true])
    expect(table.firstSeen('mark-b', [view(1)], at + 1000, WINDOW)).toEqual([true])
    expect(table.firstSeen('mark-a', [view(1)], at + WINDOW + 1000, WINDOW)).toEqual([true])
  })

  it('tells apart every event of many visitors (no event taken for another)', () => {
    const table = new SeenTable(4 * 1024 * 1024)
    const at = Date.now()
    let first = 0
    for (let visitor = 0; visitor < 5_000; visitor++) {
      const keys = Array.from({ length: 20 }, (_, i) => eventKey({ type: 'impression', posting: 100_000 + i }))
      first += table.firstSeen(`visitor-${visitor}`, keys, at, WINDOW).filter(Boolean).length
    }
    expect(first).toBe(100_000)
    expect(table.capacity).toBe(262_144)
  })

  it('stays within its size: past it, the entries that expire first make room', () => {
    const table = new SeenTable(8 * 12) // one bucket of eight
    expect(table.capacity).toBe(8)
    const at = Date.UTC(2026, 10, 27, 12)
    for (let i = 0; i < 8; i++) expect(table.firstSeen('mark', [view(i)], at + i * 60_000, WINDOW)).toEqual([true])
    // A ninth event takes the place of the first (the one expiring first); the others are still known.
    expect(table.firstSeen('mark', [view(8)], at + 8 * 60_000, WINDOW)).toEqual([true])
    expect(table.firstSeen('mark', [view(7), view(1)], at + 9 * 60_000, WINDOW)).toEqual([false, false])
    expect(table.firstSeen('mark', [view(0)], at + 9 * 60_000, WINDOW)).toEqual([true])
  })
})
