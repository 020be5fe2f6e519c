/**
 * Helper of tests/bench/alerts.mjs, run by it with tsx and server-code.mjs (so the app's own modules load with their
 * `@/` imports) against the benchmark database:
 *   migrate             boots Payload once (its start-up migrations create the schema), then exits;
 *   run <out.json>      one full digest pass (src/domain/alerts/digest.ts `runDigest`) at BENCH_NOW,
 *                       then a second pass a minute later (nothing is due, nothing new: it must send
 *                       nothing), and writes the timings and the memory of the first to out.json.
 * Started with JOBS_AUTORUN=false: the emails are only queued, never sent.
 */
import { writeFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'

import config from '@payload-config'
import { getPayload } from 'payload'

import { runDigest } from '@/domain/alerts/digest'

// Should the loop drain on a promise that never settles, say so (exit 1, not 0).
process.exitCode = 1

const [mode, out] = process.argv.slice(2)
if (mode !== 'migrate' && !(mode === 'run' && out)) throw new Error('usage: alerts-run.ts migrate | run <out.json>')

const payload = await getPayload({ config })

if (mode === 'run') {
  const now = new Date(process.env.BENCH_NOW ?? Date.now())
  const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10
  global.gc?.()
  const before = process.memoryUsage()
  let peakRss = before.rss
  let peakHeap = before.heapUsed
  const sample = () => {
    const m = process.memoryUsage()
    peakRss = Math.max(peakRss, m.rss)
    peakHeap = Math.max(peakHeap, m.heapUsed)
  }
  const timer = setInterval(sample, 25)
  const started = performance.now()
  const first = await runDigest(payload, { now })
  const firstMs = performance.now() - started
  clearInterval(timer)
  sample()
  // What the pass left behind once garbage is collected (a leak would show here).
  global.gc?.()
  const retained = process.memoryUsage()

  const again = performance.now()
  const second = await runDigest(payload, { now: new Date(now.getTime() + 60_000) })
  const secondMs = performance.now() - again

  writeFileSync(
    out,
    JSON.stringify(
      {
        first: { ...first, ms: Math.round(firstMs) },
        second: { ...second, ms: Math.round(secondMs) },
        memory: {
          rssBeforeMb: mb(before.rss),
          peakRssMb: mb(peakRss),
          heapBeforeMb: mb(before.heapUsed),
          peakHeapMb: mb(peakHeap),
          heapAfterGcMb: mb(retained.heapUsed),
          // The whole process's high-water mark (Payload's start included), from the kernel.
          maxRssMb: mb(process.resourceUsage().maxRSS * 1024),
        },
      },
      null,
      2,
    ),
  )
}

await payload.destroy()
process.exit(0)
