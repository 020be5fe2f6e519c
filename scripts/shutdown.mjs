/**
 * Graceful shutdown on SIGTERM (a deploy, a scale-down, `docker stop`): the instance
 *  1. answers /api/ready with 503 and stops listening, so the load balancer sends new requests
 *     elsewhere (a refused connection is retried on another instance by nginx, Caddy and most others);
 *  2. stops the jobs queue from starting runs (a run in progress goes on);
 *  3. finishes the requests in flight, telling each keep-alive client to close (Connection: close),
 *     and waits for the queue run in progress (an email mid-send), so no job is left marked as processing;
 *  4. closes the database pool and exits 0.
 * Steps 2 and 3 share one deadline, SHUTDOWN_TIMEOUT_MS (default 25 s: orchestrators kill after
 * 30 s by default, docker compose here waits 30 s); past it, open connections are cut and the
 * process exits, and a job cut short is run again (email sends are claimed, so none goes twice).
 */
const DRAINING = Symbol.for('site.draining')

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
 * @param {import('node:http').Server} server
 * @param {{ timeoutMs: number, log: (message: string) => void }} options
 */
export function shutdownOn(server, { timeoutMs, log }) {
  let started = false
  const stop = async (signal) => {
    if (started) return
    started = true
    globalThis[DRAINING] = true
    const deadline = Date.now() + timeoutMs
    log(`${signal}: no new connections; finishing requests in flight (up to ${timeoutMs} ms)`)
    // No queue run starts from now on (jobs queued meanwhile wait in the database for another instance).
    const payload = cachedPayload()
    const crons = payload ? [...payload.crons] : []
    await Promise.all(crons.map((cron) => cron.stop()))
    const closed = new Promise((resolve) => server.close(resolve))
    server.closeIdleConnections()
    const finished = await Promise.race([closed.then(() => true), sleep(timeoutMs).then(() => false)])
    if (!finished) {
      log('requests still open at the deadline: closing their connections')
      server.closeAllConnections()
    }
    while (crons.some((cron) => cron.isBusy()) && Date.now() < deadline) await sleep(100)
    if (crons.some((cron) => cron.isBusy())) log('a queue run was still going at the deadline: its jobs will run again')
    await payload?.db?.destroy?.().catch(() => {})
    log('stopped')
    process.exit(0)
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))
}
