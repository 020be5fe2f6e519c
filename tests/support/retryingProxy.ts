import { Agent, createServer, request, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A load balancer for tests, no more lenient than the deployed ones: round robin over upstreams,
 * keeping connections alive. A request whose connection was refused (it never reached an instance)
 * is sent to the next upstream, as Caddy (`lb_try_duration`) and nginx (`proxy_next_upstream error`)
 * do; one reset before any answer came is sent again only when it is a GET (Caddy's default
 * `lb_retry_match`, nginx's `non_idempotent off`): a POST may have been acted on. Anything else shows
 * as a 502. Each answer names its upstream in `X-Upstream`. Headers pass as they came (the clients
 * write X-Forwarded-For themselves, each standing for a network of its own).
 * Like Caddy's `health_uri` (deploy/Caddyfile), it checks each upstream's /api/health every
 * HEALTH_INTERVAL_MS and sends nothing to one that failed its last check while another passes.
 * A request that may not be sent twice goes on a connection of its own: a connection reused just as
 * the upstream closes it would be reset after sending, and a shutting-down instance closes its idle
 * connections once it stops listening (the health check has taken it out of rotation by then).
 */
type Upstream = { name: string; port: number }

const RETRIED_AFTER_SENDING = new Set(['GET'])
const HEALTH_INTERVAL_MS = 250

export type RetryingProxy = {
  url: string
  server: Server
  /** Connection errors before any answer, by upstream, method, error code and whether the request went to the next upstream. */
  errors: Record<string, number>
  close: () => Promise<void>
}

export async function startRetryingProxy(upstreams: Upstream[]): Promise<RetryingProxy> {
  // Idle connections dropped before the instance drops them (65 s), as deploy/Caddyfile does.
  const agent = new Agent({ keepAlive: true, timeout: 55_000 })
  // Each upstream twice, starting from the request's turn: a retry always goes to the next one.
  const attempts = upstreams.length * 2
  let next = 0
  const errors: Record<string, number> = {}
  const healthy = new Map(upstreams.map((upstream) => [upstream.name, true]))
  const check = (upstream: Upstream) =>
    fetch(`http://127.0.0.1:${upstream.port}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (answer) => healthy.set(upstream.name, answer.ok),
      () => healthy.set(upstream.name, false),
    )
  let checking = true
  const checks = (async () => {
    while (checking) {
      await Promise.all(upstreams.map(check))
      await new Promise((resolve) => setTimeout(resolve, HEALTH_INTERVAL_MS))
    }
  })()
  /** The `turn`th upstream in rotation, passing over those that failed their check (all of them when none passes). */
  const pick = (turn: number) => {
    const inRotation = upstreams.filter((upstream) => healthy.get(upstream.name))
    const from = inRotation.length > 0 ? inRotation : upstreams
    return from[turn % from.length]
  }
  const forward = (method: string, path: string, headers: IncomingHttpHeaders, body: Buffer, turn: number, attempt: number, res: ServerResponse) => {
    const upstream = attempt === 0 ? pick(turn) : upstreams[(upstreams.indexOf(pick(turn)) + attempt) % upstreams.length]
    let answered = false
    const reusable = RETRIED_AFTER_SENDING.has(method)
    const call = request({ host: '127.0.0.1', port: upstream.port, method, path, headers, agent: reusable ? agent : false }, (answer) => {
      answered = true
      const { connection: _connection, 'keep-alive': _keepAlive, ...passed } = answer.headers
      res.writeHead(answer.statusCode ?? 502, { ...passed, 'x-upstream': upstream.name })
      answer.pipe(res)
      answer.on('error', () => res.destroy())
    })
    call.on('error', (error: NodeJS.ErrnoException) => {
      const reset = error.code === 'ECONNRESET' || error.code === 'EPIPE'
      const retry = !answered && attempt + 1 < attempts && (error.code === 'ECONNREFUSED' || (reset && reusable))
      if (!answered) {
        const key = `${upstream.name} ${method} ${error.code} ${retry ? 'retried' : 'not retried'}`
        errors[key] = (errors[key] ?? 0) + 1
      }
      if (retry) return forward(method, path, headers, body, turn, attempt + 1, res)
      if (!res.headersSent) res.writeHead(502, { 'x-proxy-error': `${upstream.name}: ${error.code ?? error.message}` }).end()
      else res.destroy()
    })
    call.end(body)
  }
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const { host: _host, connection: _connection, ...headers } = req.headers
      forward(req.method ?? 'GET', req.url ?? '/', headers, Buffer.concat(chunks), next++, 0, res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    errors,
    close: async () => {
      checking = false
      await checks
      agent.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
