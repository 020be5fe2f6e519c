/** The Server-Timing metric the site's server names each response's request id with (scripts/server.mjs). */
const METRIC = 'request'

/**
 * The id of the latest page request, so an error screen can show which request failed: the
 * document's own (a failed first load) or the latest fetch (a client-side navigation's page data).
 * Read from Server-Timing, the one response header the browser hands to scripts; scripts, styles
 * and images loaded since are skipped. Null where the browser keeps no such timing.
 */
export function lastRequestId(): string | null {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return null
  const entries = [
    ...performance.getEntriesByType('navigation'),
    ...performance.getEntriesByType('resource').filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'fetch'),
  ] as PerformanceResourceTiming[]
  entries.sort((a, b) => b.responseEnd - a.responseEnd)
  for (const entry of entries) {
    const id = entry.serverTiming?.find((timing) => timing.name === METRIC)?.description
    if (id) return id
  }
  return null
}
