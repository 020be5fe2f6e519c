import { spawn, type ChildProcess } from 'node:child_process'
import { Agent, createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

/**
 * SIGTERM under load loses no request: two instances (the shutdown of scripts/shutdown.mjs around a
 * 150 ms handler) behind this test's own proxy, which retries a refused or reset connection on the
 * other instance as Caddy (`lb_try_duration`) and nginx (`proxy_next_upstream`) do. Ten clients
 * send requests without pause; one instance is told to stop in the middle.
 */

type Target = { name: string; port: number; child: ChildProcess; output: string[]; exit: Promise<number | null> }

const children: ChildProcess[] = []
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
})

async function startTarget(name: string): Promise<Target> {
  const child = spawn(process.execPath, [path.resolve('tests/support/shutdownTarget.mjs')], {
    env: { ...process.env, TARGET_NAME: name },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.push(child)
  const output: string[] = []
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      for (const line of chunk.split('\n').filter(Boolean)) {
        output.push(line)
        const match = /^port (\d+)$/.exec(line)
        if (match) resolve(Number(match[1]))
      }
    })
    child.once('exit', () => reject(new Error(`${name} exited before listening`)))
  })
  return { name, port, child, output, exit }
}

/** Round robin over the instances, keeping connections alive; a failed connection is tried on the next. */
function startProxy(ports: number[]): Promise<Server> {
  const agent = new Agent({ keepAlive: true })
  let next = 0
  const forward = (attempt: number, res: import('node:http').ServerResponse) => {
    const port = ports[next++ % ports.length]
    const upstream = request({ port, host: '127.0.0.1', path: '/', agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502)
      answer.pipe(res)
    })
    upstream.on('error', () => (attempt < 4 ? forward(attempt + 1, res) : res.writeHead(502).end()))
    upstream.end()
  }
  const proxy = createServer((req, res) => req.resume().on('end', () => forward(0, res)))
  return new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => resolve(proxy)))
}

describe('graceful shutdown', () => {
  it('answers every request of ten busy clients while one of two instances stops, and exits 0 after its queue run', async () => {
    const [a, b] = await Promise.all([startTarget('a'), startTarget('b')])
    const proxy = await startProxy([a.port, b.port])
    const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/`

    const statuses: number[] = []
    const answeredBy = { a: 0, b: 0, aAfterTerm: 0 }
    let termAt = 0
    const until = Date.now() + 3_000
    const client = async () => {
      while (Date.now() < until) {
        const res = await fetch(url)
        const body = await res.text()
        statuses.push(res.status)
        if (body === 'a' || body === 'b') answeredBy[body]++
        if (body === 'a' && termAt) answeredBy.aAfterTerm++
      }
    }
    const load = Promise.all(Array.from({ length: 10 }, client))
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    termAt = Date.now()
    a.child.kill('SIGTERM')
    const code = await a.exit
    const stoppedAfterMs = Date.now() - termAt
    await load
    proxy.close()
    b.child.kill('SIGTERM')
    expect(await b.exit).toBe(0)

    // Counts low enough for a busy machine (unloaded: about 200 requests, 30 of them by the one stopped).
    expect(statuses.length).toBeGreaterThanOrEqual(30)
    expect(statuses.filter((status) => status !== 200)).toEqual([])
    expect(answeredBy.a).toBeGreaterThanOrEqual(3)
    expect(answeredBy.b).toBeGreaterThan(answeredBy.a)
    // The requests it held when told to stop were answered by it, not dropped.
    expect(answeredBy.aAfterTerm).toBeGreaterThan(0)
    expect(code).toBe(0)
    // It waited for the queue run (800 ms after SIGTERM), then closed the pool.
    expect(stoppedAfterMs).toBeGreaterThanOrEqual(800)
    expect(a.output.slice(-2)).toEqual(['pool closed', 'stopped'])
  }, 30_000)
})
