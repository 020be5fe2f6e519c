/**
 * The HTTP server in front of Next (`npm run serve`, `npm start`, `npm run dev`): it decides the
 * client's address from the socket and TRUSTED_PROXY_HOPS, then hands the request to Next.
 * Route handlers cannot see the socket, and X-Forwarded-For alone is whatever the client wrote.
 * It also sets the Content-Security-Policy, which needs the finished body of static pages (see csp.mjs),
 * and keeps shared caches in front from holding pages the site may expire at any moment (cacheControl.mjs).
 * Every request gets an id (X-Request-Id, requestId.mjs), a log line and a duration sample (requestLog.mjs).
 */
import { createServer } from 'node:http'
import path from 'node:path'

import { releaseAbortReasonFrames } from '../src/framework/abortReasons.mjs'
import { CLIENT_ADDRESS_HEADER, clientAddressFrom } from './clientAddress.mjs'
import { applyCacheControl } from './cacheControl.mjs'
import { applyContentSecurityPolicy } from '../src/framework/csp.mjs'
import { analyticsIntake } from '../src/framework/analyticsIntake.mjs'
import { requestIdFrom } from './requestId.mjs'
import { requestObserver } from './requestLog.mjs'
import { shutdownOn } from './shutdown.mjs'

// Before Next loads: every render's abort reason must not keep the render alive (see abortReasons.mjs).
releaseAbortReasonFrames()

const dev = process.argv[2] === 'dev'
const port = Number(process.env.PORT ?? 3000)
const hops = Number(process.env.TRUSTED_PROXY_HOPS ?? 0)
if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
  console.error(`TRUSTED_PROXY_HOPS must be a whole number from 0 to 10 (got "${process.env.TRUSTED_PROXY_HOPS}").`)
  process.exit(1)
}
const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 25_000)
if (!Number.isInteger(shutdownTimeoutMs) || shutdownTimeoutMs < 0) {
  console.error(`SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds (got "${process.env.SHUTDOWN_TIMEOUT_MS}").`)
  process.exit(1)
}
process.env.NODE_ENV ??= dev ? 'development' : 'production'
// Tells the app that the address header comes from here (see src/lib/clientAddress.ts).
process.env.CLIENT_ADDRESS_FROM_SERVER = '1'

const { default: next } = await import('next')
const app = next({ dev, dir: path.resolve(import.meta.dirname, '..'), hostname: 'localhost', port })
const handle = app.getRequestHandler()
await app.prepare()
const observe = requestObserver({ dev })

const server = createServer((req, res) => {
  const forwarded = req.headers['x-forwarded-for']
  req.headers[CLIENT_ADDRESS_HEADER] = clientAddressFrom(req.socket.remoteAddress, Array.isArray(forwarded) ? forwarded.join(',') : forwarded, hops)
  // Analytics reports come with nearly every page view: answered first, without Next's routing and
  // without a request id, log line or duration sample (one per page view would double the log).
  if (analyticsIntake(req, res)) return
  const requestId = requestIdFrom(req.headers['x-request-id'], hops > 0)
  // The app reads it from the request (error reports); the client and the proxy from the response.
  req.headers['x-request-id'] = requestId
  res.setHeader('X-Request-Id', requestId)
  // The same id where the browser lets scripts read it: the error screen shows it (components/site/requestId.ts).
  res.setHeader('Server-Timing', `request;desc="${requestId}"`)
  observe(req, res, requestId)
  applyCacheControl(res)
  applyContentSecurityPolicy(req, res, { dev })
  handle(req, res)
})
// Behind a load balancer, keep idle connections open longer than it does (60 s is the common default).
server.keepAliveTimeout = 65_000
server.listen(port, () => {
  console.log(`[server] ${dev ? 'development' : 'production'} server on http://localhost:${port} (trusted proxy hops: ${hops})`)
})

// In development nothing is worth waiting for (the browser's hot-reload socket would hold the wait).
shutdownOn(server, { timeoutMs: dev ? 0 : shutdownTimeoutMs, log: (message) => console.log(`[server] ${message}`) })
