#!/usr/bin/env node
/**
 * `npm run bench`: the content benchmark, the job search benchmark, the job alert digest, the speed of the
 * cached public views, speed and memory under addresses asked for the first time, the back-office lists
 * and the restore drill at scale, each in its own
 * process (each starts and cleans up its own servers and database).
 * Each runs even when an earlier one could not take a measurement; Ctrl-C stops after the running
 * one has cleaned up.
 * Exits with the first non-zero exit code.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

const BENCHES = ['content.mjs', 'search.mjs', 'alerts.mjs', 'speed.mjs', 'cold.mjs', 'lists.mjs', 'restore.mjs']

let interrupted = false
let running
// Passed on to the running benchmark, which cleans up (it ignores repeats, e.g. Ctrl-C reaching
// both processes), then no further benchmark starts.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    interrupted = true
    running?.kill(signal)
  })
}

let exitCode = 0
for (const bench of BENCHES) {
  if (interrupted) break
  console.log(`\n[bench] ===== ${bench} =====`)
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(import.meta.dirname, bench)], { stdio: 'inherit' })
    running = child
    child.on('exit', (c, signal) => {
      running = undefined
      resolve(c ?? (signal ? 1 : 0))
    })
  })
  if (code !== 0 && exitCode === 0) exitCode = code
}
process.exit(interrupted ? 130 : exitCode)
