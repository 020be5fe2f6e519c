import type { PostingEvent } from '@/domain/analytics/events'

/** Where the browser reports what it showed (src/app/api/analytics/events/route.ts). */
const ENDPOINT = '/api/analytics/events'

/**
 * Sends posting events without holding the page: `sendBeacon` queues them even as the page is
 * left, as plain text (no preflight); a browser without it posts with `keepalive`. Never throws.
 */
export function report(events: PostingEvent[]): void {
  if (events.length === 0 || typeof navigator === 'undefined') return
  const body = JSON.stringify({ events })
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(ENDPOINT, body)) return
    void fetch(ENDPOINT, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => {})
  } catch {
    // Counting must never break the page.
  }
}

/** The Apply button was pressed on this posting. */
export const reportApplyClick = (posting: number) => report([{ type: 'applyClick', posting }])
