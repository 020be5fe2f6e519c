#!/usr/bin/env node
/**
 * Speed on first ask, and memory under new addresses: `npm run bench:cold` (part of `npm run bench`).
 *
 * Most of a job board's traffic asks for something for the first time: searches nobody typed before,
 * and crawlers walking every posting in the sitemap. Starts the production build against a fresh
 * database with 100,000 active postings and their companies (search-seed.mjs), then in one run, each
 * beside /pricing (measured first and last; ratios use their mean), autocannon 10 connections × 8 s:
 *   - new searches, new job pages, new company pages, each in English and French: every request a
 *     URL not asked before in the run (cold-urls.mjs);
 *   - a search and a job page asked again and again (what the cache serves);
 *   - a crawl of the sitemap's job pages in its order (BENCH_CRAWL URLs, default 4,000), with the
 *     server's RSS before and after;
 *   - a soak of 20,000 distinct URLs (half new searches, half a crawl of the sitemap's job pages, both
 *     languages), with the server's RSS before, at 10,000 and at 20,000.
 * It prints figures beside their targets (DESIGN.md §6) and never fails on them.
 *
 * BENCH_PROFILE=cpu profiles the server's CPU through the run (cpu-profile.mjs; the profile goes to
 * tests/.artifacts/bench/profiles and is summed up by profile-top.mjs at the end); BENCH_PROFILE=heap writes heap snapshots after warm-up, after the
 * measurements, during the soak's second half and after it (same folder). Env: TEST_DATABASE_ADMIN_URL, BENCH_PORT (default 3600), BENCH_COLD_ROWS (default
 * 100000), BENCH_SOAK (URLs in the soak, default 20000; 0 skips it), BENCH_CRAWL (0 skips the crawl), BENCH_ONLY (a pattern: only the
 * lines whose label matches, beside /pricing), BENCH_NODE_OPTIONS (added to the server's NODE_OPTIONS,
 * e.g. --max-old-space-size=384).
 */
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import { inOrder, interleave, newPages, newSearches, randomSource } from './cold-urls.mjs'
import { collectCpuProfile, cpuProfiles, cpuProfilingEnv } from './cpu-profiling.mjs'
import { summarise } from './profile-top.mjs'
import { seedPostings } from './search-seed.mjs'
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
  serverMemory,
  startServer,
  table,
  tail,
  waitForHealth,
} from './support.mjs'

const ROWS = Number(process.env.BENCH_COLD_ROWS ?? 100_000)
const SOAK = Number(process.env.BENCH_SOAK ?? 20_000)
const CRAWL = Number(process.env.BENCH_CRAWL ?? 4_000)
const PROFILE = process.env.BENCH_PROFILE
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null
const CONNECTIONS = 10
const DURATION_S = 8
const TARGET = { search: { ratio: 0.25, p975: 150 }, page: { ratio: 0.4, p975: 80 }, cached: { ratio: 0.5, p975: 60 }, rssMb: 500, growth: 0.1, slowestMs: 1000 }
const profiles = path.join(artifacts, 'profiles')

const state = { server: undefined, exit: undefined, logFile: undefined, dbName: undefined, cannons: new Set() }
const cleanup = onlyOnce(async () => {
  for (const cannon of state.cannons) {
    try {
      cannon.stop()
    } catch {
      // not running
    }
  }
  await state.server?.stop()
  if (state.dbName) await dropBenchDatabase(state.dbName)
})
const signals = cleanUpOnSignals('stopping the server and dropping the database', cleanup)
const track = (instance) => instance && state.cannons.add(instance)



/** autocannon where every request asks for `next()` (a new URL each time), or one URL again and again. */
async function load(base, next, opts) {
  const result = await loadTest(base, {
    connections: CONNECTIONS,
    track,
    ...opts,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: typeof next === 'string' ? next : next() }) }],
  })
  // A server that died answers nothing, fast: say so rather than print its refusals as figures.
  if (state.exit) throw new Error(`the server exited (code ${state.exit.code}, signal ${state.exit.signal}); see ${path.relative(root, state.logFile)}`)
  return result
}

async function main() {
  await ensureBuild()
  describeRun('cold: ', PROFILE ? `; profiling (${PROFILE})` : '')
  await dropStaleDatabases('hsm_bench_cold').catch(() => {})
  const dbName = `hsm_bench_cold_${Date.now()}`
  const databaseUrl = await createDatabase(dbName)
  state.dbName = dbName
  const port = await freePort(Number(process.env.BENCH_PORT ?? 3600))
  const base = `http://127.0.0.1:${port}`
  if (PROFILE === 'heap') {
    rmSync(profiles, { recursive: true, force: true })
    mkdirSync(profiles, { recursive: true })
  }
  const profiling =
    PROFILE === 'cpu'
      ? cpuProfilingEnv(profiles)
      : PROFILE === 'heap'
        ? { NODE_OPTIONS: `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${profiles}` }
        : {}
  const logFile = (state.logFile = path.join(artifacts, 'cold-server.log'))
  const nodeOptions = [profiling.NODE_OPTIONS, process.env.BENCH_NODE_OPTIONS].filter(Boolean).join(' ')
  // One instance, Next's own cache (no Redis, whatever the caller's environment says).
  const env = { ...profiling, REDIS_URL: undefined, ...(nodeOptions && { NODE_OPTIONS: nodeOptions }) }
  state.server = startServer({ port, databaseUrl, logFile, env })
  state.server.exited.then((exit) => (state.exit = exit))
  try {
    await waitForHealth(base, state.server)
  } catch (error) {
    console.error(`[bench] server log (last lines):\n${tail(logFile)}`)
    throw error
  }

  const ids = await seedPostings(
    databaseUrl,
    ROWS,
    async (client, seeded) => {
      console.log(`[bench] seeded ${seeded.postings} active postings and their companies in ${fmt((seeded.insertMs + seeded.analyseMs) / 1000, 1)} s`)
      const jobs = await client.query(`SELECT id FROM job_postings WHERE status = 'active' AND paid AND NOT confidential`)
      const companies = await client.query(`SELECT slug FROM facilities WHERE slug IS NOT NULL`)
      return { jobs: jobs.rows.map((r) => r.id), companies: companies.rows.map((r) => r.slug) }
    },
    { companies: true },
  )
  console.log(`[bench] ${ids.jobs.length} public postings, ${ids.companies.length} company pages`)

  const url = {
    searchEn: newSearches({ french: false }),
    searchFr: newSearches({ french: true, random: randomSource(7) }),
    jobsEn: newPages('/jobs', ids.jobs),
    jobsFr: newPages('/jobs', ids.jobs, { french: true }),
    companiesEn: newPages('/employers', ids.companies),
    companiesFr: newPages('/employers', ids.companies, { french: true }),
  }
  // Warm-up: every kind of page once (code paths loaded), then the two pages the cache will serve.
  const cachedSearch = '/find-work?q=pharmacist'
  const cachedJob = `/jobs/${ids.jobs[0]}`
  for (const u of ['/pricing', cachedSearch, cachedJob, ...Object.values(url).map((next) => next())]) {
    const res = await fetch(base + u)
    await res.arrayBuffer()
    if (res.status !== 200) throw new Error(`warm-up: ${u} answered ${res.status}`)
  }
  await load(base, interleave(...Object.values(url)), { amount: 200 })
  if (PROFILE === 'heap') await heapSnapshot('after warm-up')

  let slowest = { ms: 0, what: 'n/a' }
  const note = (r, what) => r.max > slowest.ms && (slowest = { ms: r.max, what })
  const measure = async (label, next, kind) => {
    if (ONLY && kind && !ONLY.test(label)) return null
    const r = await load(base, next, { duration: DURATION_S })
    note(r, label)
    console.log(`[bench] ${label}: ${fmt(r.rps)} req/s, p50 ${fmt(r.p50, 1)} ms, p97.5 ${fmt(r.p975, 1)} ms, max ${fmt(r.max)} ms, non-2xx ${r.non2xx}, ${fmt(r.bytes / 1024, 1)} kB/resp`)
    return { label, kind, ...r }
  }
  const pricingFirst = await measure('/pricing (first)', '/pricing')
  const measured = [
    await measure('/find-work?q=…, each new', url.searchEn, 'search'),
    await measure('/fr/find-work?q=…, each new', url.searchFr, 'search'),
    await measure('/jobs/<id>, each new (a crawl)', url.jobsEn, 'page'),
    await measure('/fr/jobs/<id>, each new', url.jobsFr, 'page'),
    await measure('/employers/<slug>, each new', url.companiesEn, 'page'),
    await measure('/fr/employers/<slug>, each new', url.companiesFr, 'page'),
    await measure(`${cachedSearch} asked before`, cachedSearch, 'cached'),
    await measure(`${cachedJob} asked before`, cachedJob, 'cached'),
  ]
  // A crawler: the sitemap's job pages in its order, both languages, as Google reads them (the
  // index, then each part it names), with the server's memory before and after.
  const { listed, parts } = await sitemapJobPages(base)
  console.log(`[bench] the sitemap lists ${listed.length} job pages (both languages) in ${parts} parts`)
  const crawl = inOrder(listed)
  const crawlMemory = [serverMemory(state.server.child.pid)]
  const crawled = CRAWL > 0 && (!ONLY || ONLY.test('crawl')) ? await load(base, crawl, { amount: CRAWL }) : null
  if (crawled) {
    crawlMemory.push(serverMemory(state.server.child.pid))
    note(crawled, 'crawl')
    measured.push({ label: `crawl of the sitemap's job pages (${CRAWL} URLs)`, kind: 'page', ...crawled })
    console.log(`[bench] crawl: ${fmt(crawled.rps)} req/s, p97.5 ${fmt(crawled.p975, 1)} ms, non-2xx ${crawled.non2xx}; RSS ${fmt(crawlMemory[0].rssMb)} → ${fmt(crawlMemory[1].rssMb)} MB`)
  }
  const rows = measured.filter(Boolean)
  const pricingLast = await measure('/pricing (last)', '/pricing')
  const pricingRps = (pricingFirst.rps + pricingLast.rps) / 2

  if (PROFILE === 'heap') await heapSnapshot('after the measurements')

  // Soak: new searches and the crawl of the sitemap's job pages goes on, both languages, never one URL twice.
  const soakUrl = interleave(url.searchEn, crawl, url.searchFr, crawl)
  const memory = [{ at: 0, ...serverMemory(state.server.child.pid) }]
  const halves = []
  for (const half of SOAK > 0 ? [1, 2] : []) {
    const running = load(base, soakUrl, { amount: SOAK / 2 })
    // Under load, what in-flight requests hold is in the snapshot too.
    if (PROFILE === 'heap' && half === 2) await sleep(5000).then(() => heapSnapshot('during the soak'))
    const r = await running
    note(r, `soak, half ${half}`)
    halves.push(r)
    memory.push({ at: (SOAK / 2) * half, ...serverMemory(state.server.child.pid) })
    console.log(`[bench] soak ${memory.at(-1).at} URLs: ${fmt(r.rps)} req/s, p97.5 ${fmt(r.p975, 1)} ms, max ${fmt(r.max)} ms, non-2xx ${r.non2xx}; RSS ${fmt(memory.at(-1).rssMb)} MB`)
  }
  if (PROFILE === 'heap') await heapSnapshot('after the soak')
  if (PROFILE === 'cpu') await collectCpuProfile(state.server.child.pid, profiles)
  await state.server.stop()

  // -------------------------------------------------------------------------------------------
  console.log(`\n${ROWS} active postings; autocannon ${CONNECTIONS} connections × ${DURATION_S} s per line on loopback, one instance, Next's own cache.`)
  console.log(`/pricing: ${fmt(pricingFirst.rps)} req/s first, ${fmt(pricingLast.rps)} last; ratio = req/s ÷ their mean (${fmt(pricingRps)}).\n`)
  table(
    ['URL', 'req/s', '× /pricing', 'target', 'p50 ms', 'p97.5 ms', 'max ms', 'non-2xx', 'kB/resp'],
    [pricingFirst, ...rows, pricingLast].map((r) => {
      const target = TARGET[r.kind]
      const ratio = r.rps / pricingRps
      return [
        r.label,
        fmt(r.rps),
        target ? fmt(ratio, 2) + mark(ratio >= target.ratio) : '',
        target ? `≥ ${target.ratio}×, p97.5 ≤ ${target.p975}` : '',
        fmt(r.p50, 1),
        fmt(r.p975, 1) + (target ? mark(r.p975 <= target.p975) : ''),
        fmt(r.max),
        fmt(r.non2xx) + mark(r.non2xx === 0),
        fmt(r.bytes / 1024, 1),
      ]
    }),
  )
  const [start, middle, end] = memory
  const growth = end && (end.rssMb - middle.rssMb) / middle.rssMb
  console.log('')
  if (end) table(
    ['soak of distinct URLs', 'value', 'target'],
    [
      ['server RSS before / at half / at the end', `${fmt(start.rssMb)} / ${fmt(middle.rssMb)} / ${fmt(end.rssMb)} MB${mark(end.rssMb <= TARGET.rssMb)}`, `≤ ${TARGET.rssMb} MB`],
      ['growth over the second half', `${fmt(growth * 100, 1)} %${mark(growth <= TARGET.growth)}`, `≤ ${TARGET.growth * 100} %`],
      ['req/s, p97.5 (first half, second half)', halves.map((h) => `${fmt(h.rps)}, ${fmt(h.p975)} ms`).join(' · '), ''],
      ['non-2xx in the soak', `${halves.reduce((n, h) => n + h.non2xx, 0)}${mark(halves.every((h) => h.non2xx === 0))}`, '0'],
      [`slowest response of the run (${slowest.what})`, `${fmt(slowest.ms)} ms${mark(slowest.ms < TARGET.slowestMs)}`, `< ${TARGET.slowestMs} ms`],
    ],
  )
  console.log('\np50–p97.5 and max are exact over every response; kB/resp = bytes read (headers and body) per response.')
  console.log('Shared 2-core machine: client and server share the cores. ✓/✗ mark targets; the run never fails on them.')

  if (PROFILE === 'cpu') summarise(cpuProfiles(profiles))
  if (PROFILE === 'heap') console.log(`\nHeap snapshots in ${path.relative(root, profiles)} (open them in Chrome DevTools' Memory tab).`)
}

/** The job pages the sitemap lists (every part the index at /sitemap.xml names), in its order. */
async function sitemapJobPages(base) {
  const index = await (await fetch(`${base}/sitemap.xml`)).text()
  const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  const listed = []
  for (const part of parts) {
    const xml = await (await fetch(base + part)).text()
    for (const m of xml.matchAll(/<loc>[^<]*?(\/(?:fr\/)?jobs\/\d+)<\/loc>/g)) listed.push(m[1])
  }
  return { listed, parts: parts.length }
}

/** Asks the server for a heap snapshot (--heapsnapshot-signal) and waits until it is written whole. */
async function heapSnapshot(when) {
  const { pid } = serverMemory(state.server.child.pid)
  const snapshots = () => readdirSync(profiles).filter((f) => f.endsWith('.heapsnapshot'))
  const before = new Set(snapshots())
  process.kill(pid, 'SIGUSR2')
  let size = -1
  for (let i = 0; i < 600; i++) {
    await sleep(1000)
    const made = snapshots().find((f) => !before.has(f))
    if (!made) continue
    const now = statSync(path.join(profiles, made)).size
    if (now > 0 && now === size) {
      console.log(`[bench] heap snapshot ${when}: ${path.relative(root, path.join(profiles, made))} (${fmt(now / 1048576)} MB)`)
      return
    }
    size = now
  }
  throw new Error('no heap snapshot was written')
}

await runBench(main, cleanup, signals)
