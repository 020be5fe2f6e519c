/**
 * The browser's analytics reports (POST /api/analytics/events, docs/analytics.md) answered by the
 * site's server before Next, and before its request id, log line and duration sample: a report comes
 * with nearly every page view, and Next's routing of it cost a third of a cached page. The app hands
 * its handler over once it has started (lib/startServer.ts); until then, and for anything else, Next
 * answers as usual.
 */
import { siteMetrics } from './metrics.mjs'

const HANDLER = Symbol.for('hsm.analytics.receiveReport')
const PATH = '/api/analytics/events'
/** Read at most this much of a body (the handler refuses reports over 4 KB). */
const MAX_READ = 8 * 1024

/** Makes `receive({ headers, body }) => { status, error? }` (answered at once) the handler of reports (the app, once started). */
export function provideAnalyticsIntake(receive) {
  globalThis[HANDLER] = receive
}

/** Whether the server answers this request itself (then it has, or is about to). */
export function analyticsIntake(req, res) {
  const receive = globalThis[HANDLER]
  // With or without a query string: Next would route both to the same report.
  if (!receive || req.method !== 'POST' || !(req.url === PATH || req.url?.startsWith(`${PATH}?`))) return false
  const chunks = []
  let size = 0
  req.on('data', (chunk) => {
    size += chunk.length
    if (size <= MAX_READ) chunks.push(chunk)
  })
  req.on('end', () => {
    // The request's own headers, read as the handler reads a web request's (no copy: a report is answered in microseconds).
    const headers = {
      /** @param {string} name */
      get(name) {
        const key = name.toLowerCase()
        // A body cut at the limit is refused by the handler as too large.
        if (key === 'content-length' && size > MAX_READ) return String(size)
        const value = req.headers[key]
        return typeof value === 'string' ? value : null
      },
    }
    let answer
    try {
      answer = receive({ headers, body: Buffer.concat(chunks).toString('utf8') })
    } catch {
      answer = { status: 204 }
    }
    siteMetrics().analyticsReports.inc({ status: String(answer.status) })
    res.statusCode = answer.status
    if (answer.status !== 400) return void res.end()
    res.setHeader('Content-Type', 'application/json')
    res.end(JSON.stringify({ error: answer.error }))
  })
  return true
}
