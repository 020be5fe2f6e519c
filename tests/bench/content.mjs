#!/usr/bin/env node
/**
 * Performance benchmark of the public content pages: `npm run bench:content` (part of `npm run bench`).
 *
 * Starts the production build (building first when .next has none) on a free port against a fresh
 * PostgreSQL database, warms each page, then for `/`, `/pricing` and `/terms` measures
 *   - Lighthouse mobile scores (default config: mobile form factor, simulated throttling),
 *   - first-load JavaScript (every <script src> under /_next/static/, gzip level 9, summed),
 *   - latency and throughput under load (autocannon, 10 connections × 10 s on loopback).
 * It prints figures next to their targets and never fails on them: it exits 1 only when something
 * crashes or a measurement could not be taken.
 * The server is stopped and the database dropped at the end, also on Ctrl-C.
 *
 * Env: TEST_DATABASE_ADMIN_URL (PostgreSQL server to create the database on), CHROMIUM_PATH,
 * BENCH_PORT (first port to try, default 3300).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'

import lighthouse from 'lighthouse'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.mjs'

import {
  artifacts,
  cleanUpOnSignals,
  createDatabase,
  describeRun,
  dropBenchDatabase,
  dropStaleDatabases,
  ensureBuild,
  fmt,
  freePort,
  loadTest,
  mark,
  onlyOnce,
  root,
  runBench,
  startServer,
  tail,
  waitForHealth,
} from './support.mjs'

// chrome-launcher comes with lighthouse; resolve it from there so hoisting does not matter.
const chromeLauncher = await import(
  pathToFileURL(createRequire(import.meta.resolve('lighthouse')).resolve('chrome-launcher')).href
)

const PAGES = ['/', '/pricing', '/terms']
/** Interactive screens: first-load JS only (they are dynamic, so Lighthouse and load figures would measure the database). */
const APP_PAGES = ['/find-work', '/resume-manager', '/applications', '/employer', '/post-job', '/auth']
/**
 * DESIGN.md §6, in module scripts (what a modern browser loads; `nomodule` polyfills are skipped):
 * the framework's own chunks (≈136 kB gzip on Next 16 + React 19) plus 10 kB on content pages and
 * 30 kB on app screens.
 */
const FRAMEWORK_KB = 136
const CONTENT_JS_KB = FRAMEWORK_KB + 10
const APP_JS_KB = FRAMEWORK_KB + 30
const CONNECTIONS = 10
const DURATION_S = 10
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS]
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

// ---------------------------------------------------------------------------------------------
// Lifecycle: everything started here is stopped by cleanup(), which also runs on Ctrl-C.

const state = { server: undefined, dbName: undefined, chrome: undefined, cannon: undefined }
/** Measurements that could not be taken (not missed targets): the run then exits 1. */
const failures = []
const cleanup = onlyOnce(async () => {
  try {
    state.cannon?.stop()
  } catch {
    // not running
  }
  if (state.chrome) await Promise.resolve(state.chrome.kill()).catch(() => {})
  if (state.server) await state.server.stop()
  if (state.dbName) {
    await dropBenchDatabase(state.dbName)
  }
})
const signals = cleanUpOnSignals('stopping the server and dropping the database', cleanup)

// ---------------------------------------------------------------------------------------------
// Measurements

async function lighthouseScores(url, label) {
  const result = await lighthouse(url, {
    port: state.chrome.port,
    output: ['html', 'json'],
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  })
  const lhr = result?.lhr
  if (!lhr) throw new Error('Lighthouse returned no result')
  writeFileSync(path.join(artifacts, `lighthouse-${label}.html`), result.report[0])
  writeFileSync(path.join(artifacts, `lighthouse-${label}.json`), result.report[1])
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100)]),
  )
  // What costs points: weighted audits that did not pass, per category.
  const misses = CATEGORIES.flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score != null && lhr.audits[ref.id].score < 1)
      .map((ref) => {
        const audit = lhr.audits[ref.id]
        const items = audit.details?.items?.length
        return `${ref.id} ${audit.displayValue || (items ? `(${items} item${items > 1 ? 's' : ''})` : `score ${Math.round(audit.score * 100)}`)}`
      }),
  )
  return {
    scores,
    misses,
    runtimeError: lhr.runtimeError?.message,
    warnings: lhr.runWarnings ?? [],
    formFactor: lhr.configSettings.formFactor,
    throttling: lhr.configSettings.throttlingMethod,
  }
}

const decodeEntities = (s) =>
  s.replace(/&amp;/g, '&').replace(/&#x2F;/gi, '/').replace(/&quot;/g, '"').replace(/&#39;/g, "'")

async function firstLoadJs(baseUrl, page) {
  const res = await fetch(baseUrl + page)
  const html = await res.text()
  if (!res.ok) throw new Error(`GET ${page} answered ${res.status}`)
  /** url -> whether the tag is `nomodule` (counted too, but modern browsers skip those). */
  const urls = new Map()
  for (const [tag, src] of html.matchAll(/<script\b[^>]*?\ssrc\s*=\s*["']([^"']+)["'][^>]*>/gi)) {
    const url = new URL(decodeEntities(src), baseUrl + page)
    if (url.pathname.startsWith('/_next/static/')) urls.set(url.href, /\snomodule\b/i.test(tag))
  }
  const files = []
  const payloadHits = []
  for (const [url, nomodule] of urls) {
    const r = await fetch(url)
    if (!r.ok) throw new Error(`GET ${url} answered ${r.status}`)
    const body = Buffer.from(await r.arrayBuffer())
    const file = { path: new URL(url).pathname, nomodule, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }
    files.push(file)
    const text = body.toString('utf8')
    if (text.includes('@payloadcms/ui') || text.includes('payloadcms')) payloadHits.push(file.path)
  }
  const sum = (list, key) => list.reduce((n, f) => n + f[key], 0) / 1000
  return {
    scripts: files.length,
    rawKB: sum(files, 'raw'),
    gzipKB: sum(files, 'gzip'),
    nomoduleGzipKB: sum(files.filter((f) => f.nomodule), 'gzip'),
    payloadHits,
    files: files.sort((a, b) => b.gzip - a.gzip),
  }
}

// ---------------------------------------------------------------------------------------------
// Output

const moduleKB = (js) => (js ? js.gzipKB - js.nomoduleGzipKB : null)

function printTable(results) {
  const rows = [
    ['Lighthouse performance', '≥ 95', (r) => r.lh?.scores.performance, (v) => v >= 95],
    ['Lighthouse accessibility', '= 100', (r) => r.lh?.scores.accessibility, (v) => v === 100],
    ['Lighthouse best practices', '≥ 95', (r) => r.lh?.scores['best-practices'], (v) => v >= 95],
    ['Lighthouse SEO', '= 100', (r) => r.lh?.scores.seo, (v) => v === 100],
    ['first-load JS, module (kB gzip)', `≤ ${CONTENT_JS_KB}`, (r) => moduleKB(r.js), (v) => v <= CONTENT_JS_KB, 1],
    ['no @payloadcms/ui in JS', 'yes', (r) => (r.js ? (r.js.payloadHits.length ? 'no' : 'yes') : null), (v) => v === 'yes'],
    ['latency p50 (ms)', '', (r) => r.load?.p50, null, 1],
    ['latency p95 (ms)', '', (r) => r.load?.p95, null, 1],
    ['requests/s (avg)', '', (r) => r.load?.rps, null, 0],
    ['non-2xx responses', '0', (r) => r.load?.non2xx, (v) => v === 0],
  ]
  const header = ['metric', 'target', ...PAGES]
  const body = rows.map(([label, target, get, ok, digits]) => [
    label,
    target,
    ...results.map((r) => {
      const v = get(r)
      if (v == null) return 'n/a'
      return (typeof v === 'number' ? fmt(v, digits ?? 0) : v) + (ok ? mark(ok(v)) : '')
    }),
  ])
  const widths = header.map((_, i) => Math.max(...[header, ...body].map((row) => row[i].length)))
  const line = (row) => row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ')
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`)
  for (const row of body) console.log(line(row))
  console.log(
    [
      '',
      'Lighthouse: default mobile config (simulated throttling), one run per page.',
      `Load: autocannon, ${CONNECTIONS} connections × ${DURATION_S} s per page on loopback; p50/p95 are exact (nearest rank) over every response.`,
      `kB = 1000 bytes. Reports and per-script JS sizes: ${path.relative(root, artifacts)}/. Shared 2-core machine: figures are noisy.`,
    ].join('\n'),
  )
}

// ---------------------------------------------------------------------------------------------
// Main

async function main() {
  mkdirSync(artifacts, { recursive: true })
  await ensureBuild()
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH} (set CHROMIUM_PATH)`)

  let chromiumVersion = '?'
  try {
    chromiumVersion = execFileSync(CHROMIUM_PATH, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim()
  } catch {
    // reported as '?'
  }
  describeRun('', `; ${chromiumVersion}`)

  await dropStaleDatabases('hsm_bench').catch(() => {})
  const dbName = `hsm_bench_${Date.now()}`
  const databaseUrl = await createDatabase(dbName)
  state.dbName = dbName
  const port = await freePort(Number(process.env.BENCH_PORT ?? 3300))
  const logFile = path.join(artifacts, 'server.log')
  console.log(`[bench] database ${dbName}; server on port ${port} (log: ${path.relative(root, logFile)})`)

  const started = Date.now()
  state.server = startServer({ port, databaseUrl, logFile })
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, state.server)
  } catch (error) {
    console.error(`[bench] server log (last lines):\n${tail(logFile)}`)
    throw error
  }
  console.log(`[bench] healthy after ${((Date.now() - started) / 1000).toFixed(1)} s (migrations + seed)`)

  // Lighthouse and the browser use the public origin (SERVER_URL); raw HTTP goes to loopback.
  const publicBase = `http://localhost:${port}`
  const loopBase = `http://127.0.0.1:${port}`
  for (const page of PAGES) {
    const res = await fetch(loopBase + page)
    await res.arrayBuffer()
    console.log(`[bench] warm ${page}: ${res.status}${res.ok ? '' : ' (not 2xx: its figures mean little)'}`)
  }

  const results = PAGES.map((page) => ({ page }))
  const labelOf = (page) => (page === '/' ? 'home' : page.slice(1).replace(/\//g, '-'))

  for (const r of results) {
    try {
      r.js = await firstLoadJs(loopBase, r.page)
      const nomodule = r.js.nomoduleGzipKB ? ` (incl. ${fmt(r.js.nomoduleGzipKB, 1)} kB nomodule)` : ''
      console.log(
        `[bench] JS ${r.page}: ${r.js.scripts} scripts, ${fmt(r.js.rawKB, 1)} kB raw, ${fmt(r.js.gzipKB, 1)} kB gzip${nomodule};` +
          ` no @payloadcms/ui in public bundles: ${r.js.payloadHits.length ? `no (${r.js.payloadHits.join(', ')})` : 'yes'}`,
      )
    } catch (error) {
      if (signals.interrupted) throw error
      console.error(`[bench] JS ${r.page} failed: ${error.message}`)
      failures.push(`JS ${r.page}`)
    }
  }

  for (const page of APP_PAGES) {
    try {
      const js = await firstLoadJs(loopBase, page)
      const kb = moduleKB(js)
      console.log(
        `[bench] JS ${page}: ${js.scripts} scripts, ${fmt(kb, 1)} kB gzip of module scripts (target ≤ ${APP_JS_KB}${mark(kb <= APP_JS_KB)});` +
          ` no @payloadcms/ui: ${js.payloadHits.length ? 'no' : 'yes'}`,
      )
    } catch (error) {
      if (signals.interrupted) throw error
      console.error(`[bench] JS ${page} failed: ${error.message}`)
      failures.push(`JS ${page}`)
    }
  }

  writeFileSync(
    path.join(artifacts, 'first-load-js.json'),
    JSON.stringify(Object.fromEntries(results.map((r) => [r.page, r.js?.files ?? null])), null, 2),
  )

  state.chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
    // Its own SIGINT handler would exit before cleanup() stops the server and drops the database.
    handleSIGINT: false,
  })
  for (const r of results) {
    try {
      r.lh = await lighthouseScores(publicBase + r.page, labelOf(r.page))
      const s = r.lh.scores
      console.log(
        `[bench] Lighthouse ${r.page} (${r.lh.formFactor}, ${r.lh.throttling}): performance ${fmt(s.performance)},` +
          ` accessibility ${fmt(s.accessibility)}, best-practices ${fmt(s['best-practices'])}, seo ${fmt(s.seo)}`,
      )
      if (r.lh.misses.length) console.log(`[bench]   not passed: ${r.lh.misses.join('; ')}`)
      if (r.lh.runtimeError) console.error(`[bench]   runtime error: ${r.lh.runtimeError}`)
      for (const w of r.lh.warnings) console.error(`[bench]   warning: ${w}`)
    } catch (error) {
      if (signals.interrupted) throw error
      console.error(`[bench] Lighthouse ${r.page} failed: ${error.message}`)
      failures.push(`Lighthouse ${r.page}`)
    }
  }
  await Promise.resolve(state.chrome.kill()).catch(() => {})
  state.chrome = undefined

  for (const r of results) {
    try {
      r.load = await loadTest(loopBase + r.page, {
        connections: CONNECTIONS,
        duration: DURATION_S,
        track: (instance) => (state.cannon = instance),
      })
      const l = r.load
      console.log(
        `[bench] load ${r.page}: p50 ${fmt(l.p50, 1)} ms, p95 ${fmt(l.p95, 1)} ms, p99 ${fmt(l.p99, 1)} ms,` +
          ` ${fmt(l.rps)} req/s avg (${l.total} requests), non-2xx ${l.non2xx}, errors ${l.errors}, timeouts ${l.timeouts}`,
      )
    } catch (error) {
      if (signals.interrupted) throw error
      console.error(`[bench] load ${r.page} failed: ${error.message}`)
      failures.push(`load ${r.page}`)
    }
  }

  printTable(results)
  if (failures.length) throw new Error(`could not measure: ${failures.join(', ')}`)
}

await runBench(main, cleanup, signals)
