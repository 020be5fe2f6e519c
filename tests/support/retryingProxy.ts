import { Agent, createServer, request, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A load balancer for tests: round robin over upstreams, keeping connections alive, and a request
 * whose connection is refused, or reset before any answer came, is sent to the next upstream, as
 * Caddy (`lb_try_duration`) and nginx (`proxy_next_upstream error`) do. Nothing else is retried: an
 * upstream that drops a request it was serving shows as a 502. Each answer names its upstream in
 * `X-Upstream`. Headers pass as they came (the clients write X-Forwarded-For themselves, each
 * standing for a network of its own).
 */
type Upstream = { name: string; port: number }

export type RetryingProxy = {
  url: string
  server: Server
  /** Connections refused or reset, by upstream and error code, each retried on the next upstream. */
  retried: Record<string, number>
  close: () => Promise<void>
}

export async function startRetryingProxy(upstreams: Upstream[]): Promise<RetryingProxy> {
  const agent = new Agent({ keepAlive: true })
  // Each upstream twice, starting from the request's turn: a retry always goes to the next one.
  const attempts = upstreams.length * 2
  let next = 0
  const retried: Record<string, number> = {}
  const forward = (method: string, path: string, headers: IncomingHttpHeaders, body: Buffer, turn: number, attempt: number, res: ServerResponse) => {
    const upstream = upstreams[(turn + attempt) % upstreams.length]
    let answered = false
    const call = request({ host: '127.0.0.1', port: upstream.port, method, path, headers, agent }, (answer) => {
      answered = true
      const { connection: _connection, 'keep-alive': _keepAlive, ...passed } = answer.headers
      res.writeHead(answer.statusCode ?? 502, { ...passed, 'x-upstream': upstream.name })
      answer.pipe(res)
      answer.on('error', () => res.destroy())
    })
    call.on('error', (error: NodeJS.ErrnoException) => {
      const retry = !answered && (error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET' || error.code === 'EPIPE')
      if (retry) retried[`${upstream.name} ${error.code}`] = (retried[`${upstream.name} ${error.code}`] ?? 0) + 1
      if (retry && attempt + 1 < attempts) return forward(method, path, headers, body, turn, attempt + 1, res)
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
    retried,
    close: async () => {
      agent.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
