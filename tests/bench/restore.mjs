#!/usr/bin/env node
/**
 * The restore drill at scale: `npm run bench:restore`.
 *
 * Migrates a fresh database (the production server's start), seeds 100,000 postings
 * (search-seed.mjs, BENCH_RESTORE_ROWS to change), then times `npm run backup` into a new folder
 * and `npm run restore` into a second fresh database and resume folder, and prints the times, the
 * dump's size and whether every table's row count came back (restore.mjs checks each against the
 * manifest). Never fails on timing; exits 1 when a step fails. Both databases and the folders
 * are removed at the end, also on Ctrl-C.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { seedPostings } from './search-seed.mjs'
import {
  cleanUpOnSignals,
  createDatabase,
  describeRun,
  dropBenchDatabase,
  dropStaleDatabases,
  ensureBuild,
  fmt,
  freePort,
  onlyOnce,
  root,
  runBench,
  startServer,
  tail,
  waitForHealth,
  artifacts,
} from './support.mjs'

const ROWS = Number(process.env.BENCH_RESTORE_ROWS ?? 100_000)
const state = { server: undefined, databases: [], work: undefined }
const cleanup = onlyOnce(async () => {
  if (state.server) await state.server.stop()
  for (const name of state.databases) await dropBenchDatabase(name)
  if (state.work) rmSync(state.work, { recursive: true, force: true })
})
const signals = cleanUpOnSignals('dropping the databases', cleanup)

/** Runs one of the operator's scripts as `npm run` would; resolves with its output and seconds. */
function script(name, args, env) {
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', name), ...args], { cwd: root, env: { ...process.env, ...env } })
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (out += d))
    child.on('exit', (code) => (code === 0 ? resolve({ out: out.trim(), seconds: (Date.now() - started) / 1000 }) : reject(new Error(`${name} exited ${code}:\n${out}`))))
  })
}

async function main() {
  await ensureBuild()
  describeRun('restore drill: ')
  await dropStaleDatabases('hsm_bench_restore').catch(() => {})
  const source = `hsm_bench_restore_${Date.now()}`
  const target = `${source}_copy`
  const sourceUrl = await createDatabase(source)
  state.databases.push(source)
  const targetUrl = await createDatabase(target)
  state.databases.push(target)
  state.work = mkdtempSync(path.join(os.tmpdir(), 'bench-restore-'))

  // The server's start applies the migrations; then it is stopped, as a database to back up is.
  const port = await freePort(Number(process.env.BENCH_PORT ?? 3300))
  const logFile = path.join(artifacts, 'restore-server.log')
  state.server = startServer({ port, databaseUrl: sourceUrl, logFile })
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, state.server)
  } catch (error) {
    console.error(`[bench] server log (last lines):\n${tail(logFile)}`)
    throw error
  }
  await state.server.stop()
  state.server = undefined
  await seedPostings(sourceUrl, ROWS, async (_client, seeded) => {
    console.log(`[bench] seeded ${seeded.postings} postings in ${fmt(seeded.insertMs / 1000, 1)} s`)
  })

  const out = path.join(state.work, 'backup')
  const files = path.join(state.work, 'files')
  const backup = await script('backup.mjs', ['--out', out], { DATABASE_URL: sourceUrl, RESUMES_DIR: path.join(files, 'source', 'resumes') })
  const manifest = JSON.parse(readFileSync(path.join(out, 'manifest.json'), 'utf8'))
  const rows = Object.values(manifest.database.tables).reduce((n, c) => n + c, 0)
  console.log(`[bench] ${backup.out}`)
  const restore = await script('restore.mjs', ['--from', out], { DATABASE_URL: targetUrl, RESUMES_DIR: path.join(files, 'copy', 'resumes') })
  console.log(`[bench] ${restore.out}`)
  console.log(
    `[bench] restore drill at ${ROWS} postings: ${Object.keys(manifest.database.tables).length} tables, ${rows} rows, dump ` +
      `${fmt(manifest.database.bytes / 1024 / 1024, 1)} MB; backup ${fmt(backup.seconds, 1)} s, restore ${fmt(restore.seconds, 1)} s ` +
      '(restore checks every checksum first and every row count after)',
  )
}

await runBench(main, cleanup, signals)
