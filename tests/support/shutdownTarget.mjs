/**
 * A stand-in for the site's server in tests/int/graceful-shutdown.int.spec.ts: scripts/shutdown.mjs
 * around a handler taking 150 ms (a page render), with a queue run in progress (Payload's cron, as
 * getPayload() caches it) that ends 800 ms after SIGTERM. Prints `port N` once listening.
 */
import { createServer } from 'node:http'

import { isDraining, shutdownOn } from '../../scripts/shutdown.mjs'

const name = process.env.TARGET_NAME ?? 'target'
let jobEndsAt = Number.POSITIVE_INFINITY
process.once('SIGTERM', () => {
  jobEndsAt = Date.now() + 800
})
globalThis._payload = new Map([
  [
    'default',
    {
      payload: {
        crons: [{ stop: () => undefined, isBusy: () => Date.now() < jobEndsAt }],
        db: { destroy: async () => console.log('pool closed') },
      },
    },
  ],
])

const server = createServer((req, res) => {
  if (isDraining()) res.setHeader('Connection', 'close')
  setTimeout(() => res.end(name), 150)
})
server.keepAliveTimeout = 65_000
server.listen(0, '127.0.0.1', () => console.log(`port ${server.address().port}`))
shutdownOn(server, { timeoutMs: 5_000, log: (message) => console.log(message) })
