/**
 * Plumbing for the benchmarks: a throw-away PostgreSQL database, the production server started by
 * the site's own launcher on a free port, and cleanup that also runs on Ctrl-C.
 * Plain Node ESM (no TS loader), so it mirrors the few lines of tests/support it needs.
 */
import { spawn } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import autocannon from 'autocannon'
import pg from 'pg'

export const root = path.resolve(import.meta.dirname, '../..')
export const artifacts = path.join(root, 'tests/.artifacts/bench')

// ---------------------------------------------------------------------------------------------
// Database (same server and trust auth as tests/support/database.ts)

export const adminUrl = () => process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

function databaseUrl(name) {
  const url = new URL(adminUrl())
  url.pathname = `/${name}`
  return url.toString()
}

async function withAdminClient(fn) {
  const client = new pg.Client({ connectionString: adminUrl() })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

export async function createDatabase(name) {
  await withAdminClient((c) => c.query(`CREATE DATABASE "${name}"`))
  return databaseUrl(name)
}

export async function dropDatabase(name) {
  await withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
}

/** Drops `<prefix>_<ms timestamp>` databases left by runs that were killed before cleaning up. */
export async function dropStaleDatabases(prefix, olderThanMs = 6 * 60 * 60 * 1000) {
  await withAdminClient(async (c) => {
    const { rows } = await c.query('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${prefix}\\_%`])
    for (const { datname } of rows) {
      const stamp = Number(datname.slice(prefix.length + 1).split('_')[0])
      if (Number.isFinite(stamp) && Date.now() - stamp > olderThanMs) {
        await c.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`)
      }
    }
  })
}

/** Drops a bench's database, saying so (a failure is reported, not thrown: cleanup goes on). */
export const dropBenchDatabase = (name) =>
  dropDatabase(name).then(
    () => console.log(`[bench] dropped database ${name}`),
    (error) => console.error(`[bench] could not drop database ${name}:`, error.message),
  )

// ---------------------------------------------------------------------------------------------
// Lifecycle

/** A bench's cleanup, run once however often it is asked for (at the end, or on a signal). */
export function onlyOnce(fn) {
  let running
  return () => (running ??= fn())
}

/**
 * On Ctrl-C, SIGTERM or SIGHUP: says what it stops, runs `cleanup`, exits 130. `on`, not `once`: a
 * second signal (e.g. Ctrl-C reaching both `npm run bench` and this process) waits for the same
 * cleanup instead of killing the process half-way through it.
 * @returns {{ interrupted: boolean }} whether a signal came (read it to stop early)
 */
export function cleanUpOnSignals(what, cleanup) {
  const status = { interrupted: false }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, async () => {
      if (status.interrupted) return
      status.interrupted = true
      console.error(`\n[bench] ${signal}: ${what}…`)
      await cleanup()
      process.exit(130)
    })
  }
  return status
}

/** Runs a bench's `main`, then its cleanup, and exits: 130 after a signal, 1 when it failed, else 0. */
export async function runBench(main, cleanup, signals) {
  let exitCode = 0
  try {
    await main()
  } catch (error) {
    if (!signals.interrupted) console.error('[bench] failed:', error?.stack ?? error)
    exitCode = 1
  } finally {
    await cleanup()
  }
  process.exit(signals.interrupted ? 130 : exitCode)
}

/** Prints which build, Node and machine a run measures (after ensureBuild). */
export function describeRun(name, extra = '') {
  const buildId = readFileSync(path.join(root, '.next/BUILD_ID'), 'utf8').trim()
  const builtAt = statSync(path.join(root, '.next/BUILD_ID')).mtime.toISOString()
  console.log(`[bench] ${name}build ${buildId} (${builtAt}); Node ${process.version}${extra}`)
  console.log(`[bench] ${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`)
}

// ---------------------------------------------------------------------------------------------
// Build

/** Another `next build` in this checkout (e.g. the developer's) rewrites .next: wait for it to end. */
function otherBuildRunning() {
  if (process.platform !== 'linux') return false
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
      // `next build` renames its process "next-build (vX)"; its launcher keeps the arguments.
      const isBuild = cmd[0].startsWith('next-build') || (cmd.some((a) => /next(\.js)?$|next\/dist\/bin\/next$/.test(a)) && cmd.includes('build'))
      if (!isBuild) continue
      if (readlinkSync(`/proc/${pid}/cwd`) === root) return true
    } catch {
      // the process ended meanwhile, or is not ours to read
    }
  }
  return false
}

export async function ensureBuild() {
  if (otherBuildRunning()) {
    console.log('[bench] a `next build` is running in this checkout; waiting for it to finish…')
    while (otherBuildRunning()) await sleep(2000)
  }
  if (existsSync(path.join(root, '.next/BUILD_ID'))) return
  console.log('[bench] no production build in .next: running `npm run build`')
  const code = await new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
    child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)))
  })
  if (code !== 0 || !existsSync(path.join(root, '.next/BUILD_ID'))) throw new Error(`npm run build failed (exit ${code})`)
}

// ---------------------------------------------------------------------------------------------
// Server

function portFree(port) {
  return new Promise((resolve) => {
    const srv = net.createServer()
    srv.once('error', () => resolve(false))
    // No host: binds the dual-stack wildcard, as `next start` does.
    srv.listen(port, () => srv.close(() => resolve(true)))
  })
}

export async function freePort(from) {
  for (let port = from; port < from + 100; port++) if (await portFree(port)) return port
  throw new Error(`no free port in ${from}-${from + 99}`)
}

/** The environment the benchmarks run the site (and scripts against its database) with. */
export const serverEnv = ({ port, databaseUrl }) => ({
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  DATABASE_URL: databaseUrl,
  PAYLOAD_SECRET: 'bench-secret-0123456789abcdef0123456789',
  SERVER_URL: `http://localhost:${port}`,
  ADMIN_EMAIL: 'bench-admin@example.com',
  ADMIN_PASSWORD: 'Bench-Admin-Pass-71',
  SEED_DEMO: 'false',
  OUTBOX_DIR: path.join(root, 'tests/.artifacts/outbox'),
  // Written as in production (one line per request), to a file rather than the benchmark's output.
  REQUEST_LOG: path.join(root, 'tests/.artifacts/bench-requests.log'),
})

/**
 * Starts `node scripts/run.mjs serve` in its own process group, logging to `logFile`; `env` adds to
 * (or, with undefined values, removes from) serverEnv.
 * Returns { child, stop() }: stop() sends SIGTERM to the group, SIGKILL after 10 s.
 */
export function startServer({ port, databaseUrl, logFile, env = {} }) {
  mkdirSync(path.dirname(logFile), { recursive: true })
  const log = createWriteStream(logFile)
  const child = spawn(process.execPath, [path.join(root, 'scripts/run.mjs'), 'serve'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...serverEnv({ port, databaseUrl }), ...env },
  })
  child.stdout.pipe(log, { end: false })
  child.stderr.pipe(log, { end: false })
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))

  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal)
    } catch {
      // already gone
    }
  }
  let stopped
  const stop = () =>
    (stopped ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        signalGroup('SIGTERM')
        const done = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)])
        if (!done) signalGroup('SIGKILL')
      }
      // Whatever next start left in the group (it normally exits with its parent).
      signalGroup('SIGKILL')
      await Promise.race([exited, sleep(2000)])
      log.end()
    })())
  return { child, exited, stop }
}

export async function waitForHealth(baseUrl, server, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs
  let exit
  server.exited.then((e) => (exit = e))
  while (Date.now() < deadline) {
    if (exit) throw new Error(`server exited before it was healthy (code ${exit.code}, signal ${exit.signal})`)
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) })
      await res.arrayBuffer()
      if (res.status === 200) return
    } catch {
      // not listening yet
    }
    await sleep(500)
  }
  throw new Error(`GET ${baseUrl}/api/health was not 200 within ${timeoutMs / 1000} s`)
}

/** RSS of the node process running scripts/server.mjs (a child of run.mjs, the launcher). */
/**
 * CPU time the process has used so far, user and system, in ms (/proc/<pid>/stat fields 14 and 15,
 * in clock ticks of 10 ms): what a request costs the server, whatever else runs on the machine.
 */
export function processCpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

export function serverMemory(launcherPid) {
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (ppid !== launcherPid || !readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('scripts/server.mjs')) continue
      const status = readFileSync(`/proc/${pid}/status`, 'utf8')
      const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1])
      return { pid: Number(pid), rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 }
    } catch {
      // the process ended meanwhile
    }
  }
  throw new Error(`no scripts/server.mjs process under launcher ${launcherPid}`)
}

export function tail(file, lines = 40) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
  } catch {
    return '(no log)'
  }
}

// ---------------------------------------------------------------------------------------------
// Measurements shared by the benchmarks

/** A figure for the printed tables ('n/a' when missing). */
export const fmt = (n, digits = 0) => (n == null || Number.isNaN(n) ? 'n/a' : Number(n).toFixed(digits))

/** ✓ or ✗ beside a figure: whether it meets its target (printed, never asserted). */
export const mark = (ok) => (ok == null ? '' : ok ? ' ✓' : ' ✗')

/** Prints rows under a header, columns aligned (the first to the left, the others to the right). */
export function table(header, body) {
  const widths = header.map((_, i) => Math.max(...[header, ...body].map((row) => String(row[i]).length)))
  const line = (row) => row.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join('  ')
  console.log(`${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`)
  for (const row of body) console.log(line(row))
}

/** Exact percentile (nearest rank) of sorted timings. */
export function percentile(sorted, p) {
  if (!sorted.length) return NaN
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

/**
 * autocannon on one URL; p50/p95/p97.5/max are exact over every response. `headers` go with every
 * request; `requests` (autocannon's) and `amount` replace the duration with a fixed sequence.
 * `track(instance | undefined)` lets the caller stop a running test on Ctrl-C.
 */
export async function loadTest(url, { connections = 10, duration = 10, headers, requests, amount, track = () => {} } = {}) {
  const timings = []
  const instance = autocannon({ url, connections, ...(amount ? { amount } : { duration }), ...(headers && { headers }), ...(requests && { requests }) })
  track(instance)
  instance.on('response', (_client, _status, _bytes, responseTime) => timings.push(responseTime))
  const result = await instance
  track(undefined)
  timings.sort((a, b) => a - b)
  return {
    p50: percentile(timings, 50),
    p95: percentile(timings, 95),
    p975: percentile(timings, 97.5),
    p99: result.latency.p99,
    max: timings.at(-1) ?? NaN,
    bytes: result.requests.total ? result.throughput.total / result.requests.total : NaN,
    rps: result.requests.average,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }
}

/**
 * Runs a bench script of the app's own code in a child node with `env` (the server's), in its own
 * process group so nothing it starts outlives it, keeping its output in `logFile`. Through `node
 * --import tsx` rather than `payload run`, which now and then exits 0 without running the script at
 * all (payloadcms/payload#17757); a run that ends without its `out` file is retried, twice.
 * `state.child` holds the running child for the signal handlers. Returns `out` parsed (null without one).
 */
export async function runAppScript({ label, nodeArgs, env, out, logFile, timeoutMs, state, signals }) {
  let output = ''
  for (let attempt = 1; attempt <= 3; attempt++) {
    if (out) rmSync(out, { force: true })
    const child = spawn(process.execPath, nodeArgs, {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...env, NODE_OPTIONS: '--no-deprecation' },
    })
    state.child = child
    output += `--- attempt ${attempt}\n`
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    const code = await Promise.race([
      new Promise((resolve) => child.once('exit', (c, signal) => resolve(c ?? signal))),
      sleep(timeoutMs).then(() => 'timeout'),
    ])
    state.child = undefined
    try {
      process.kill(-child.pid, 'SIGKILL') // whatever it left behind
    } catch {
      // already gone
    }
    writeFileSync(logFile, output)
    if (code === 0 && (!out || existsSync(out))) return out ? JSON.parse(readFileSync(out, 'utf8')) : null
    if (signals.interrupted) break
    console.error(`[bench] ${label} attempt ${attempt} ended with ${code}${code === 0 ? ' without output' : ''} (log: ${path.relative(root, logFile)})`)
  }
  throw new Error(`${label} failed:\n${output.trimEnd().split('\n').slice(-30).join('\n')}`)
}
