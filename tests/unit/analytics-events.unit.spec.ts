import { describe, expect, it } from 'vitest'

import { MAX_EVENTS, parseEvents, periodStart, siteDay } from '@/domain/analytics/events'

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

  it('starts a period that many calendar days back, across a change of the clocks too', () => {
    // 23:24 in Toronto on 26 November; 29 × 24 hours earlier it is already 00:24 on 29 October (summer time).
    expect(periodStart(30, new Date('2026-11-27T04:24:00Z'))).toBe('2026-10-28')
    expect(periodStart(30, new Date('2026-11-27T05:30:00Z'))).toBe('2026-10-29')
    // Back over the spring change (8 March 2026) and over a year end.
    expect(periodStart(7, new Date('2026-03-10T03:30:00Z'))).toBe('2026-03-03')
    expect(periodStart(365, new Date('2027-01-01T12:00:00Z'))).toBe('2026-01-02')
    expect(periodStart(1, new Date('2026-11-27T04:24:00Z'))).toBe('2026-11-26')
  })
})
