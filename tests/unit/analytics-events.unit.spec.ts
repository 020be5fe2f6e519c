import { describe, expect, it } from 'vitest'

import { MAX_EVENTS, parseEvents, siteDay } from '@/domain/analytics/events'

describe('a browser’s report of posting events', () => {
  it('reads the events, each once', () => {
    const body = JSON.stringify({ events: [{ type: 'impression', posting: 3 }, { type: 'view', posting: 3 }, { type: 'impression', posting: 3 }, { type: 'applyClick', posting: 9 }] })
    expect(parseEvents(body)).toEqual([
      { type: 'impression', posting: 3 },
      { type: 'view', posting: 3 },
      { type: 'applyClick', posting: 9 },
    ])
  })

  it('refuses the whole report when any part is wrong or it is too large', () => {
    const ok = { type: 'view', posting: 1 }
    for (const body of ['', 'null', '[]', '{"events":{}}', JSON.stringify({ events: [ok, { type: 'View', posting: 1 }] }), JSON.stringify({ events: [ok, { type: 'view', posting: 1.5 }] }), JSON.stringify({ events: [ok, { type: 'view', posting: '1' }] }), JSON.stringify({ events: [ok, null] }), JSON.stringify({ events: Array(MAX_EVENTS + 1).fill(ok) })]) {
      expect(parseEvents(body), body.slice(0, 60)).toBeNull()
    }
    expect(parseEvents(JSON.stringify({ events: Array(MAX_EVENTS).fill(ok) }))).toHaveLength(1)
  })

  it('counts a day as the site’s calendar day in Ontario, not UTC', () => {
    expect(siteDay(new Date('2026-11-27T03:30:00Z'))).toBe('2026-11-26')
    expect(siteDay(new Date('2026-11-27T05:30:00Z'))).toBe('2026-11-27')
    expect(siteDay(new Date('2026-07-01T03:59:00Z'))).toBe('2026-06-30')
  })
})
