/**
 * Several production servers of the site (scripts/run.mjs serve) over one database and one Redis,
 * as a deployment with more than one instance runs: same DATABASE_URL, REDIS_URL and PAYLOAD_SECRET,
 * each on its own port with its own SERVER_URL. Logs go to tests/.artifacts/instances/.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

const root = path.resolve(import.meta.dirname, '../..')

export type Instance = { name: string; port: number; url: string; logFile: string; child: ChildProcess }

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer()
    srv.once('error', () => resolve(false))
    srv.listen(port, () => srv.close(() => resolve(true)))
  })
}

/** `count` free ports from `from` upwards. */
export async function freePorts(from: number, count: number): Promise<number[]> {
  const ports: number[] = []
  for (let port = from; port < from + 200 && ports.length < count; port++) if (await portFree(port)) ports.push(port)
  if (ports.length < count) throw new Error(`fewer than ${count} free ports in ${from}-${from + 199}`)
  return ports
}

export function logTail(instance: Instance, lines = 40): string {
  try {
    return readFileSync(instance.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
  } catch {
    return '(no log)'
  }
}

async function waitForHealth(instance: Instance, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null || instance.child.signalCode !== null) break
    try {
      const res = await fetch(`${instance.url}/api/health`, { signal: AbortSignal.timeout(5000) })
      await res.arrayBuffer()
      if (res.status === 200) return
    } catch {
      // not listening yet
    }
    await sleep(500)
  }
  throw new Error(`${instance.name} was not healthy within ${timeoutMs / 1000} s:\n${logTail(instance)}`)
}

function launch(name: string, port: number, env: Record<string, string>, dir: string): Instance {
  const logFile = path.join(dir, `${name}-${port}.log`)
  const log = createWriteStream(logFile)
  const url = `http://localhost:${port}`
  const child = spawn(process.execPath, [path.join(root, 'scripts/run.mjs'), 'serve'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, NODE_ENV: 'production', PORT: String(port), SERVER_URL: url },
  })
  child.stdout!.pipe(log)
  child.stderr!.pipe(log)
  return { name, port, url, logFile, child }
}

/**
 * Starts one instance per port with `env` (the shared settings), each in its own process group,
 * and waits until each answers /api/health. The first starts alone, so it runs the migrations
 * without the others racing it. On failure, whatever started is stopped.
 */
export async function startInstances(ports: number[], env: Record<string, string>, timeoutMs = 180_000): Promise<Instance[]> {
  const dir = path.join(root, 'tests/.artifacts/instances')
  mkdirSync(dir, { recursive: true })
  const names = ports.map((_, i) => `instance-${String.fromCharCode(97 + i)}`)
  const instances = [launch(names[0], ports[0], env, dir)]
  try {
    await waitForHealth(instances[0], timeoutMs)
    instances.push(...ports.slice(1).map((port, i) => launch(names[i + 1], port, env, dir)))
    await Promise.all(instances.slice(1).map((instance) => waitForHealth(instance, timeoutMs)))
  } catch (error) {
    await stopInstances(instances)
    throw error
  }
  return instances
}

/** SIGTERM to each instance's process group, SIGKILL after 10 s. */
export async function stopInstances(instances: Instance[]): Promise<void> {
  await Promise.all(
    instances.map(async ({ child }) => {
      const signal = (s: NodeJS.Signals) => {
        try {
          process.kill(-child.pid!, s)
        } catch {
          // already gone
        }
      }
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        signal('SIGTERM')
        await Promise.race([exited, sleep(10_000)])
      }
      signal('SIGKILL')
    }),
  )
}
