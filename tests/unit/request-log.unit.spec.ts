import { createHash, createHmac } from 'node:crypto'
import { mkdtempSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { requestIdFrom } from '../../scripts/requestId.mjs'
import { requestObserver } from '../../scripts/requestLog.mjs'
import { siteMetrics } from '../../src/framework/metrics.mjs'

const SECRET = 'unit-secret-0123456789abcdef0123456789'
const PASSWORD = 'demo-Password-2024'

/** A session cookie as Payload signs it (HS256 with the first 32 hex digits of SHA-256 of the secret). */
function sessionToken(id: number, secret = SECRET) {
  const key = createHash('sha256').update(secret).digest('hex').slice(0, 32)
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ id, collection: 'users', exp: Math.floor(Date.now() / 1000) + 600 })}`
  return `${unsigned}.${createHmac('sha256', key).update(unsigned).digest('base64url')}`
}

describe('request ids', () => {
  it("takes a trusted proxy's well-formed id, and makes one otherwise", () => {
    expect(requestIdFrom('0f9c2a4e-proxy-id', true)).toBe('0f9c2a4e-proxy-id')
    expect(requestIdFrom('0f9c2a4e-proxy-id', false)).not.toBe('0f9c2a4e-proxy-id')
    for (const bad of ['short', 'x'.repeat(200), 'id with spaces', '"}\n{"injected":1', undefined]) {
      expect(requestIdFrom(bad, true)).toMatch(/^[0-9a-f-]{36}$/)
    }
  })
})

describe('request log and duration histogram', () => {
  const logFile = path.join(mkdtempSync(path.join(tmpdir(), 'request-log-')), 'requests.log')
  let server: Server
  let base: string

  beforeAll(async () => {
    process.env.REQUEST_LOG = logFile
    process.env.PAYLOAD_SECRET = SECRET
    const observe = requestObserver({ dev: false })
    server = createServer((req, res) => {
      const id = requestIdFrom(req.headers['x-request-id'], true)
      res.setHeader('X-Request-Id', id)
      observe(req, res, id)
      // As Next records the route it matched (src/framework/routePattern.mjs).
      Object.assign(req, { [Symbol.for('NextInternalRequestMeta')]: { match: { definition: { pathname: '/[locale]/jobs/[id]' } } } })
      req.resume().on('end', () => res.writeHead(req.method === 'POST' ? 401 : 200).end('ok'))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => {
    server.close()
    delete process.env.REQUEST_LOG
  })

  it('writes one line per request with the route pattern, status, duration and signed-in user, and nothing secret', async () => {
    const series = 'http_request_duration_seconds_count{method="POST",route="/[locale]/jobs/[id]",status_class="4xx"} '
    const count = async () =>
      Number((await siteMetrics().registry.getSingleMetricAsString('http_request_duration_seconds')).split('\n').find((l) => l.startsWith(series))?.slice(series.length) ?? 0)
    const before = await count()
    const token = sessionToken(42)
    const res = await fetch(`${base}/jobs/12?token=verify-secret-token`, {
      method: 'POST',
      headers: { 'X-Request-Id': 'req-from-proxy-1', cookie: `payload-token=${token}; other=1`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'someone@example.com', password: PASSWORD }),
    })
    expect(res.headers.get('x-request-id')).toBe('req-from-proxy-1')
    await res.text()
    // A forged cookie (another secret) names no user.
    await fetch(`${base}/jobs/13`, { headers: { cookie: `payload-token=${sessionToken(7, 'another-secret-0123456789abcdef')}` } }).then((r) => r.text())
    await new Promise((resolve) => setTimeout(resolve, 50))

    expect(await count()).toBe(before + 1)
    const text = readFileSync(logFile, 'utf8')
    const lines = text.trim().split('\n').map((line) => JSON.parse(line))
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatchObject({ level: 'info', msg: 'request', reqId: 'req-from-proxy-1', method: 'POST', route: '/[locale]/jobs/[id]', status: 401, userId: 42 })
    expect(typeof lines[0].ms).toBe('number')
    expect(lines[1]).toMatchObject({ method: 'GET', status: 200 })
    expect(lines[1].userId).toBeUndefined()
    for (const secret of [PASSWORD, token, 'verify-secret-token', 'someone@example.com', '/jobs/12']) expect(text).not.toContain(secret)
  })
})
