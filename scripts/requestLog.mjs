/**
 * One JSON line per request (pino) and the request duration histogram, both written when the
 * response has finished (or the client went away). A line holds the route pattern, never the URL,
 * and no header or body: paths and queries carry tokens (verification links, signed downloads),
 * headers carry cookies, bodies carry passwords and resumes.
 */
import pino from 'pino'

import { siteMetrics } from '../src/framework/metrics.mjs'
import { routePattern } from '../src/framework/routePattern.mjs'
import { sessionUserReader } from './sessionUser.mjs'

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/**
 * Where the lines go: REQUEST_LOG unset is stdout in production and nowhere in development (Next
 * prints its own there), `off` is nowhere, anything else a file appended to (the end-to-end tests
 * keep theirs apart from the test output). Metrics are kept in every case.
 * @param {{ dev: boolean }} options
 */
export function requestObserver({ dev }) {
  const target = process.env.REQUEST_LOG || (dev ? 'off' : 'stdout')
  const logger =
    target === 'off'
      ? null
      : pino(
          { base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (level) => ({ level }) } },
          pino.destination(target === 'stdout' ? 1 : { dest: target, mkdir: true }),
        )
  const userOf = sessionUserReader(process.env.PAYLOAD_SECRET)
  const { requestDuration } = siteMetrics()

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} requestId
   */
  return (req, res, requestId) => {
    const started = process.hrtime.bigint()
    let done = false
    const finish = () => {
      if (done) return
      done = true
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      // A response cut short (the client left) never got its status out: 499, as nginx logs it.
      const status = res.writableFinished ? res.statusCode : 499
      const method = METHODS.has(req.method ?? '') ? /** @type {string} */ (req.method) : 'OTHER'
      const route = routePattern(req, status)
      requestDuration.observe({ method, route, status_class: `${Math.floor(status / 100)}xx` }, seconds)
      logger?.info({
        reqId: requestId,
        method,
        route,
        status,
        ms: Math.round(seconds * 10_000) / 10,
        userId: userOf(req.headers.cookie),
      }, 'request')
    }
    res.once('finish', finish)
    res.once('close', finish)
  }
}
