/**
 * Graceful shutdown on SIGTERM (a deploy, a scale-down, `docker stop`): the instance
 *  1. answers /api/health and /api/ready with 503, so a balancer's health check takes it out of
 *     rotation, and tells each client it answers from now on to reconnect (Connection: close);
 *  2. keeps listening until the balancer has stopped sending (a health check answered 503 and no
 *     other request for QUIET_MS since), at most LISTEN_MS and a quarter of the deadline (the rest
 *     is for the requests in flight); then stops listening once the kernel holds no connection it
 *     has not taken (closing the listener resets those, a request perhaps already sent on them), and
 *     closes its idle connections: a balancer that no longer sends cannot be caught reusing one;
 *     one without health checks learns from the refused connection and retries elsewhere;
 *  3. stops the jobs queue from starting runs (a run in progress goes on);
 *  4. finishes the requests in flight and closes each connection as its response ends, and waits
 *     for the queue run in progress (an email mid-send), so no job is left marked as processing;
 *  5. closes the database pool and exits 0.
 * All of it shares one deadline, SHUTDOWN_TIMEOUT_MS (default 25 s: orchestrators kill after
 * 30 s by default, docker compose here waits 30 s); past it, open connections are cut, the jobs
 * still running are handed back to the queue (Payload never gives a job marked processing to another
 * runner: left so, each would be stranded, its email never sent) and the process exits. Another
 * instance runs them again; email sends are claimed, so none goes twice (docs/email.md).
 * It exits 1 when the stop lost something: a request cut at the deadline, or jobs it could not hand
 * back. A queue run merely busy at the deadline whose jobs were handed back lost nothing (another
 * instance runs them), so that stop is still clean: 0.
 */
import { acceptQueueLength } from './acceptQueue.mjs'

/** A balancer checking health every 2 s (deploy/Caddyfile) has stopped sending well within this. */
const LISTEN_MS = 5_000
/** This long after a failed health check, without another request: the balancer has taken the instance out. */
const QUIET_MS = 500
/** At most this long taking the connections the kernel still holds before stopping listening. */
const SETTLE_MS = 1_000
const HEALTH_CHECKS = new Set(['/api/health', '/api/ready'])

const DRAINING = Symbol.for('site.draining')
/** The ids of the jobs whose handler runs in this process (src/lib/payload/heldJobs.ts). */
const HELD_JOBS = Symbol.for('site.heldJobs')
const heldJobIds = () => [...(globalThis[HELD_JOBS] ?? [])]

/**
 * Kept referenced: once the listener is closed, these timers may be all that keeps the process
 * alive until the queue run has finished (it would otherwise exit 0 in the middle of it).
 * @param {number} ms
 */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Whether the instance is shutting down (also read by the app: src/lib/draining.ts). */
export const isDraining = () => globalThis[DRAINING] === true

/**
 * The payload instance Payload's getPayload() cached for this process, if it started one.
 * @returns {{ crons: Array<{ stop(): unknown, isBusy(): boolean }>, db?: { destroy?: () => Promise<void> } } | undefined}
 */
const cachedPayload = () => globalThis._payload?.get('default')?.payload ?? undefined

/**
 * Marks the jobs this process still runs as free to run again (those not completed meanwhile); how many.
 * @param {{ db?: { pool?: { query: (sql: string, values: unknown[]) => Promise<{ rowCount: number | null }> } } } | undefined} payload
 */
export async function returnHeldJobs(payload) {
  const ids = heldJobIds().map(Number).filter(Number.isInteger)
  if (!payload?.db?.pool || ids.length === 0) return 0
  const { rowCount } = await payload.db.pool.query(
    'UPDATE payload_jobs SET processing = false WHERE id = ANY($1::int[]) AND processing AND completed_at IS NULL',
    [ids],
  )
  return rowCount ?? 0
}

/**
 * @param {import('node:http').Server} server
 * @param {{ timeoutMs: number, log: (message: string) => void }} options
 */
export function shutdownOn(server, { timeoutMs, log }) {
  /** Responses not yet ended. */
  const open = new Set()
  let listening = true
  /** When the last request other than a health check came, and when a health check was first answered while draining. */
  const seen = { requestAt: 0, failedCheckAt: 0 }
  server.prependListener('request', (req, res) => {
    const check = HEALTH_CHECKS.has((req.url ?? '').split('?')[0])
    if (!check) seen.requestAt = Date.now()
    // While shutting down, a keep-alive client is told to reconnect (to another instance), and a
    // balancer's health check fails (the route answers 503).
    if (isDraining()) {
      res.setHeader('Connection', 'close')
      if (check) res.once('finish', () => (seen.failedCheckAt ||= Date.now()))
    }
    open.add(res)
    res.once('close', () => {
      open.delete(res)
      // Its connection is idle now (a response begun before the signal said nothing of closing).
      if (!listening) server.closeIdleConnections()
    })
  })
  let started = false
  const stop = async (signal) => {
    if (started) return
    started = true
    globalThis[DRAINING] = true
    for (const res of open) if (!res.headersSent) res.setHeader('Connection', 'close')
    const deadline = Date.now() + timeoutMs
    log(`${signal}: shutting down; finishing requests in flight (up to ${timeoutMs} ms)`)
    // No queue run starts from now on (jobs queued meanwhile wait in the database for another instance).
    const payload = cachedPayload()
    const crons = payload ? [...payload.crons] : []
    const cronsStopped = Promise.all(crons.map((cron) => cron.stop()))
    const { closed } = await stopListening(server, Math.min(LISTEN_MS, timeoutMs / 4), seen)
    listening = false
    server.closeIdleConnections()
    log('no longer listening')
    await cronsStopped
    const finished = await Promise.race([closed.then(() => true), sleep(Math.max(0, deadline - Date.now())).then(() => false)])
    let lost = false
    if (!finished) {
      // Only an unanswered request is lost (an upgraded socket, the dev server's hot reload, is no request).
      lost = open.size > 0
      log(lost ? `requests still open at the deadline (${open.size}): closing their connections` : 'closing the connections left at the deadline')
      server.closeAllConnections()
    }
    const running = () => crons.some((cron) => cron.isBusy()) || heldJobIds().length > 0
    while (running() && Date.now() < deadline) await sleep(100)
    if (running()) {
      try {
        const returned = await returnHeldJobs(payload)
        log(`a queue run was still going at the deadline: ${returned} job(s) handed back to the queue`)
      } catch (error) {
        log(`a queue run was still going at the deadline; could not hand its jobs back: ${error}`)
        lost = true
      }
    }
    await payload?.db?.destroy?.().catch(() => {})
    log(lost ? 'stopped, with work lost (exit code 1)' : 'stopped')
    process.exit(lost ? 1 : 0)
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))
}

/** Resolves after the event loop has been through its poll phase, where pending connections are accepted. */
const afterPoll = () => new Promise((resolve) => setImmediate(resolve))

/**
 * Stops listening once the balancer has stopped sending (or after `withinMs`) and the kernel holds no
 * connection the process has not accepted; `closed` resolves once the server has closed.
 * @param {import('node:http').Server} server
 * @param {number} withinMs
 * @param {{ requestAt: number, failedCheckAt: number }} seen
 */
async function stopListening(server, withinMs, seen) {
  const port = /** @type {import('node:net').AddressInfo | null} */ (server.address())?.port
  const until = Date.now() + withinMs
  const takenOut = () => seen.failedCheckAt > 0 && Date.now() - Math.max(seen.failedCheckAt, seen.requestAt) >= QUIET_MS
  while (Date.now() < until && !takenOut()) await sleep(50)
  // Connections still queued are accepted on the next turns of the loop (one a turn while it is busy).
  const settled = Date.now() + SETTLE_MS
  while (port !== undefined && Date.now() < settled && (acceptQueueLength(port) ?? 0) > 0) await afterPoll()
  return { closed: new Promise((resolve) => server.close(resolve)) }
}
