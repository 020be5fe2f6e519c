#!/usr/bin/env node
/**
 * Performance benchmark of Find Work's job search: `npm run bench:search` (part of `npm run bench`).
 *
 * Starts the production build (building first when .next has none) on a free port against a fresh
 * PostgreSQL database (the server's start-up migrations create the schema), seeds 100,000 active
 * postings with SQL, then
 *   - records the SQL the app sends for each search (tests/bench/search-sql.ts, through the app's
 *     own `searchJobs`) and checks the seeded search_text against the app's `buildSearchText`,
 *   - measures the server under load on each search URL (autocannon, 10 connections × 10 s),
 *   - times the id query (as in src/domain/jobs/search.ts `searchIdsQuery`) and the query Payload
 *     runs to load the page of postings, on one warm connection, and prints their plans.
 * It prints figures next to their targets and never fails on them: it exits 1 only when something
 * crashes or a measurement could not be taken.
 * The server is stopped and the database dropped at the end, also on Ctrl-C.
 *
 * Env: TEST_DATABASE_ADMIN_URL (PostgreSQL server to create the database on), BENCH_PORT (first
 * port to try, default 3300), BENCH_SEARCH_ROWS (postings to seed, default 100000).
 */
import { mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import pg from 'pg'

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
  percentile,
  root,
  runAppScript,
  runBench,
  serverEnv,
  startServer,
  tail,
  waitForHealth,
} from './support.mjs'
import { seedPostings } from './search-seed.mjs'

const ROWS = Number(process.env.BENCH_SEARCH_ROWS ?? 100_000)
const CONNECTIONS = 10
const DURATION_S = 10
const DB_RUNS = 200
const TARGET = { serverP95: 50, dbP95: 20 }
const TRGM_INDEX = 'job_postings_search_text_trgm_idx'
const PAGE_SIZE = 20 // src/domain/jobs/search.ts

/**
 * The searches, with the id query each one makes, written out by hand from `searchIdsQuery` in
 * src/domain/jobs/search.ts (same text and parameters as drizzle sends; the run compares them with
 * the statements the app really sent and says so when they differ).
 */
const hasTag = (param) =>
  `EXISTS (SELECT 1 FROM job_postings_texts t WHERE t.parent_id = j.id AND t.path = 'tags' AND t.text = ${param})`
const CHIP_SQL = {
  'full-time': (p) => `(j.employment_type::text = ${p[0]} OR ${hasTag(p[1])})`,
  urgent: (p) => `(j.is_urgent OR ${hasTag(p[0])})`,
  remote: (p) => `(j.remote OR j.location ILIKE '%remote%' OR ${hasTag(p[0])})`,
}
const CHIP_VALUES = { 'full-time': ['full-time', 'full-time'], urgent: ['urgent'], remote: ['remote'] }

function idQuery(words, chips, page = 1) {
  const values = []
  const param = (v) => (values.push(v), `$${values.length}`)
  const conditions = [
    `j.status = 'active'`,
    ...words.map((w) => `j.search_text ILIKE ${param(`%${w}%`)}`),
    ...chips.map((chip) => CHIP_SQL[chip](CHIP_VALUES[chip].map(param))),
  ]
  const limit = param(PAGE_SIZE + 1)
  const offset = param((page - 1) * PAGE_SIZE)
  const text = `SELECT j.id FROM job_postings j WHERE ${conditions.join(' AND ')}
    ORDER BY j.posted_date DESC NULLS LAST, j.id DESC LIMIT ${limit} OFFSET ${offset}`
  return { text, values }
}

const SEARCHES = [
  { url: '/find-work?q=pharmacist', id: idQuery(['pharmacist'], []) },
  { url: '/find-work?chip=full-time', id: idQuery([], ['full-time']) },
  { url: '/find-work?q=toronto&chip=urgent', id: idQuery(['toronto'], ['urgent']) },
  { url: '/find-work?q=relief+pharmacist&chip=remote', id: idQuery(['relief', 'pharmacist'], ['remote']) },
]

// ---------------------------------------------------------------------------------------------
// Lifecycle: everything started here is stopped by cleanup(), which also runs on Ctrl-C.

const state = { server: undefined, dbName: undefined, cannon: undefined, child: undefined, client: undefined }
const failures = []
const cleanup = onlyOnce(async () => {
  try {
    state.cannon?.stop()
  } catch {
    // not running
  }
  if (state.child && state.child.exitCode === null && state.child.signalCode === null) {
    try {
      process.kill(-state.child.pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  await state.client?.end().catch(() => {})
  if (state.server) await state.server.stop()
  if (state.dbName) {
    await dropBenchDatabase(state.dbName)
  }
})
const signals = cleanUpOnSignals('stopping the server and dropping the database', cleanup)

// ---------------------------------------------------------------------------------------------
// Steps

const seed = (databaseUrl) =>
  seedPostings(databaseUrl, ROWS, async (client, seeded) => {
    const { rows } = await client.query(`
      SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'active')::int AS active,
             count(*) FILTER (WHERE search_text LIKE '%pharmacist%')::int AS pharmacist,
             count(*) FILTER (WHERE employment_type = 'full-time')::int AS full_time,
             count(*) FILTER (WHERE search_text LIKE '%toronto%')::int AS toronto,
             count(*) FILTER (WHERE is_urgent)::int AS urgent,
             count(*) FILTER (WHERE remote OR location ILIKE '%remote%')::int AS remote,
             round(avg(length(search_text)))::int AS avg_len,
             pg_size_pretty(pg_total_relation_size('job_postings')) AS size,
             pg_size_pretty(pg_relation_size('${TRGM_INDEX}')) AS trgm_size
      FROM job_postings`)
    const s = rows[0]
    console.log(
      `[bench] seeded ${seeded.postings} postings + ${seeded.tags} tags in ${(seeded.insertMs / 1000).toFixed(1)} s,` +
        ` VACUUM ANALYZE ${(seeded.analyseMs / 1000).toFixed(1)} s; ${s.active}/${s.total} active;` +
        ` search_text avg ${s.avg_len} chars; table + indexes ${s.size} (trigram index ${s.trgm_size})`,
    )
    console.log(
      `[bench] matching: 'pharmacist' ${s.pharmacist}, full-time ${s.full_time}, 'toronto' ${s.toronto},` +
        ` urgent ${s.urgent}, remote (flag or location) ${s.remote}`,
    )
  })

/** Runs tests/bench/search-sql.ts (the app's own code) with the server's env (see runAppScript). */
const captureSql = (env) =>
  runAppScript({
    label: 'search-sql.ts',
    nodeArgs: ['--conditions=react-server', '--import', 'tsx', 'tests/bench/search-sql.ts', path.join(artifacts, 'search-sql.json'), ...SEARCHES.map((s) => s.url)],
    env,
    out: path.join(artifacts, 'search-sql.json'),
    logFile: path.join(artifacts, 'search-sql.log'),
    timeoutMs: 300_000,
    state,
    signals,
  })

const norm = (s) => s.replace(/\s+/g, ' ').trim()

async function timeQuery(client, { text, values }) {
  for (let i = 0; i < 5; i++) await client.query(text, values) // warm
  const times = []
  let rows = 0
  for (let i = 0; i < DB_RUNS; i++) {
    const t = process.hrtime.bigint()
    const res = await client.query(text, values)
    times.push(Number(process.hrtime.bigint() - t) / 1e6)
    rows = res.rowCount
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p95: percentile(times, 95), rows }
}

async function explain(client, { text, values }) {
  const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values)
  const plan = rows.map((r) => r['QUERY PLAN']).join('\n')
  const indexes = [
    ...new Set([...plan.matchAll(/(?:Index (?:Only )?Scan(?: Backward)? using|Bitmap Index Scan on) (\S+)/g)].map((m) => m[1])),
  ]
  const seqScans = [...new Set([...plan.matchAll(/Seq Scan on (\S+)/g)].map((m) => m[1]))]
  const execMs = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1])
  const jitMs = Number(/JIT:[\s\S]*?Total ([\d.]+) ms/.exec(plan)?.[1] ?? 0)
  return { plan, indexes, seqScans, execMs, jitMs }
}

// ---------------------------------------------------------------------------------------------
// Output


function printTable(results) {
  const labels = results.map((_, i) => `#${i + 1}`)
  const num = (v, digits, ok) => (v == null || Number.isNaN(v) ? 'n/a' : fmt(v, digits) + (ok ? mark(ok(v)) : ''))
  const rows = [
    ['server p50 (ms)', '', (r) => num(r.load?.p50, 1)],
    ['server p95 (ms)', `≤ ${TARGET.serverP95}`, (r) => num(r.load?.p95, 1, (v) => v <= TARGET.serverP95)],
    ['requests/s (avg)', '', (r) => num(r.load?.rps, 0)],
    ['non-2xx responses', '0', (r) => num(r.load?.non2xx, 0, (v) => v === 0)],
    ['search errors logged', '0', (r) => num(r.loggedErrors, 0, (v) => v === 0)],
    ['id query p50 (ms)', '', (r) => num(r.db?.id.p50, 2)],
    ['id query p95 (ms)', `≤ ${TARGET.dbP95}`, (r) => num(r.db?.id.p95, 2, (v) => v <= TARGET.dbP95)],
    ['load query p50 (ms)', '', (r) => num(r.db?.load?.p50, 2)],
    ['load query p95 (ms)', `≤ ${TARGET.dbP95}`, (r) => num(r.db?.load?.p95, 2, (v) => v <= TARGET.dbP95)],
    ['index used (id query)', 'yes', (r) => (r.plan ? (r.indexOk ? 'yes ✓' : 'no ✗') : 'n/a')],
    ['trigram index used', '', (r) => (r.plan ? (r.plan.indexes.includes(TRGM_INDEX) ? 'yes' : 'no') : 'n/a')],
  ]
  const header = ['metric', 'target', ...labels]
  const body = rows.map(([label, target, get]) => [label, target, ...results.map(get)])
  const widths = header.map((_, i) => Math.max(...[header, ...body].map((row) => row[i].length)))
  const line = (row) => row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ')
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`)
  for (const row of body) console.log(line(row))
  console.log('')
  results.forEach((r, i) => {
    const p = r.plan
    const idx = p
      ? `indexes: ${p.indexes.join(', ') || 'none'}${p.seqScans.length ? `; seq scans: ${p.seqScans.join(', ')}` : ''}` +
        `${p.jitMs ? `; JIT ${fmt(p.jitMs, 0)} ms of ${fmt(p.execMs, 0)} ms` : ''}`
      : 'no plan'
    console.log(`#${i + 1} ${r.url}  (${idx})`)
  })
  console.log(
    [
      '',
      `${ROWS} active postings. Load: autocannon, ${CONNECTIONS} connections × ${DURATION_S} s per URL on loopback; p50/p95 exact`,
      `(nearest rank) over every response. DB: ${DB_RUNS} runs per query, wall time on one warm pg connection (loopback),`,
      'after the load test. "load query" = the statement Payload sends to read the page of postings (payload.find by ids).',
      'Index used: the id query reads job_postings through an index (no seq scan of it); the trigram index is',
      `${TRGM_INDEX}. JIT: compile time PostgreSQL spent in the EXPLAIN ANALYZE run, when the plan was JIT-compiled.`,
      'Shared 2-core machine: figures are noisy.',
    ].join('\n'),
  )
}

// ---------------------------------------------------------------------------------------------
// Main

async function main() {
  mkdirSync(artifacts, { recursive: true })
  await ensureBuild()
  describeRun('search: ')

  await dropStaleDatabases('hsm_bench_search').catch(() => {})
  const dbName = `hsm_bench_search_${Date.now()}`
  const databaseUrl = await createDatabase(dbName)
  state.dbName = dbName
  const port = await freePort(Number(process.env.BENCH_PORT ?? 3300))
  const logFile = path.join(artifacts, 'search-server.log')
  console.log(`[bench] database ${dbName}; server on port ${port} (log: ${path.relative(root, logFile)})`)

  const started = Date.now()
  state.server = startServer({ port, databaseUrl, logFile })
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, state.server)
  } catch (error) {
    console.error(`[bench] server log (last lines):\n${tail(logFile)}`)
    throw error
  }
  console.log(`[bench] healthy after ${((Date.now() - started) / 1000).toFixed(1)} s (migrations)`)

  await seed(databaseUrl)

  const results = SEARCHES.map((s) => ({ url: s.url, idQuery: s.id }))

  // The statements the app sends, from its own code.
  let captured
  try {
    const t = Date.now()
    captured = await captureSql(serverEnv({ port, databaseUrl }))
    const st = captured.searchText
    console.log(
      `[bench] recorded the app's SQL in ${((Date.now() - t) / 1000).toFixed(1)} s (${path.relative(root, path.join(artifacts, 'search-sql.json'))});` +
        ` search_text = buildSearchText() on ${st.checked - st.mismatches.length}/${st.checked} sampled rows` +
        (st.mismatches.length ? ` ✗ (ids ${st.mismatches.slice(0, 10).join(', ')})` : ' ✓'),
    )
    if (st.mismatches.length) failures.push('search_text differs from buildSearchText')
  } catch (error) {
    if (signals.interrupted) throw error
    console.error(`[bench] could not record the app's SQL: ${error.message}`)
    console.error('[bench] timing the hand-written id queries only (no load query)')
  }
  for (const r of results) {
    const c = captured?.cases.find((x) => x.url === r.url)
    if (!c) continue
    const idStatements = c.queries.filter((x) => /^\s*SELECT j\.id FROM job_postings j\b/.test(x.text))
    const others = c.queries.filter((x) => !idStatements.includes(x))
    const app = idStatements[0]
    if (!app) {
      console.error(`[bench] ${r.url}: no id query among the recorded statements`)
    } else if (norm(app.text) !== norm(r.idQuery.text) || JSON.stringify(app.values) !== JSON.stringify(r.idQuery.values)) {
      console.error(`[bench] ${r.url}: the app's id query differs from the one written here; timing the app's:`)
      console.error(`  app:  ${norm(app.text)}  ${JSON.stringify(app.values)}\n  here: ${norm(r.idQuery.text)}  ${JSON.stringify(r.idQuery.values)}`)
      r.idQuery = { text: app.text, values: app.values }
    } else {
      r.idMatches = true
    }
    if (others.length !== 1) {
      console.error(`[bench] ${r.url}: expected one load query after the id query, recorded ${others.length}:`)
      for (const o of others) console.error(`  ${norm(o.text).slice(0, 300)}`)
    }
    r.loadQuery = others.at(-1)
    r.found = { jobs: c.jobs, hasMore: c.hasMore }
  }
  const sample = results.find((r) => r.loadQuery)
  if (sample) console.log(`[bench] load query (Payload, ${sample.url}):\n  ${norm(sample.loadQuery.text)}\n  values: ${JSON.stringify(sample.loadQuery.values)}`)
  console.log(
    `[bench] id queries ${results.every((r) => r.idMatches) ? 'identical to' : 'NOT all identical to'} the app's (text and parameters);` +
      ` results: ${results.map((r) => `${r.url} → ${r.found ? `${r.found.jobs}${r.found.hasMore ? '+' : ''}` : '?'}`).join(', ')}`,
  )

  // Load on the server.
  const loopBase = `http://127.0.0.1:${port}`
  for (const r of results) {
    const res = await fetch(loopBase + r.url)
    const html = await res.text()
    const cards = new Set([...html.matchAll(/[?&](?:amp;)?job=(\d+)/g)].map((m) => m[1])).size
    const problem = html.includes('Error loading jobs') ? ' — page shows "Error loading jobs"' : html.includes('No positions match') ? ' — page shows no results' : ''
    console.log(`[bench] warm ${r.url}: ${res.status}, ${cards} job links${problem}`)
  }
  const searchErrors = () => (readFileSync(logFile, 'utf8').match(/Find Work search failed/g) ?? []).length
  for (const r of results) {
    try {
      const before = searchErrors()
      r.load = await loadTest(loopBase + r.url, {
        connections: CONNECTIONS,
        duration: DURATION_S,
        track: (instance) => (state.cannon = instance),
      })
      await sleep(200)
      r.loggedErrors = searchErrors() - before
      const l = r.load
      console.log(
        `[bench] load ${r.url}: p50 ${fmt(l.p50, 1)} ms, p95 ${fmt(l.p95, 1)} ms, p99 ${fmt(l.p99, 1)} ms,` +
          ` ${fmt(l.rps)} req/s avg (${l.total} requests), non-2xx ${l.non2xx}, errors ${l.errors}, timeouts ${l.timeouts},` +
          ` search errors logged ${r.loggedErrors}`,
      )
    } catch (error) {
      if (signals.interrupted) throw error
      console.error(`[bench] load ${r.url} failed: ${error.message}`)
      failures.push(`load ${r.url}`)
    }
  }

  // DB time, one warm connection, server idle.
  state.client = new pg.Client({ connectionString: databaseUrl })
  await state.client.connect()
  const postingIndexes = new Set(
    (await state.client.query(`SELECT indexname FROM pg_indexes WHERE tablename = 'job_postings'`)).rows.map((r) => r.indexname),
  )
  for (const r of results) {
    try {
      r.db = { id: await timeQuery(state.client, r.idQuery) }
      if (r.loadQuery) r.db.load = await timeQuery(state.client, r.loadQuery)
      r.plan = await explain(state.client, r.idQuery)
      r.indexOk = r.plan.indexes.some((i) => postingIndexes.has(i)) && !r.plan.seqScans.includes('job_postings')
      console.log(
        `[bench] db ${r.url}: id query p50 ${fmt(r.db.id.p50, 2)} ms, p95 ${fmt(r.db.id.p95, 2)} ms (${r.db.id.rows} rows)` +
          (r.db.load ? `; load query p50 ${fmt(r.db.load.p50, 2)} ms, p95 ${fmt(r.db.load.p95, 2)} ms (${r.db.load.rows} rows)` : '') +
          `; trigram index ${r.plan.indexes.includes(TRGM_INDEX) ? 'used' : 'NOT used'}` +
          (r.plan.jitMs ? `; JIT compiled the plan (${fmt(r.plan.jitMs, 1)} ms of ${fmt(r.plan.execMs, 1)} ms)` : ''),
      )
      console.log(`[bench] EXPLAIN (ANALYZE, BUFFERS) id query ${r.url}:\n${r.plan.plan.replace(/^/gm, '    ')}`)
      if (r.loadQuery && r.db.load.p95 > TARGET.dbP95) {
        const lp = await explain(state.client, r.loadQuery)
        console.log(`[bench] EXPLAIN (ANALYZE, BUFFERS) load query ${r.url}:\n${lp.plan.replace(/^/gm, '    ')}`)
      }
    } catch (error) {
      if (signals.interrupted) throw error
      console.error(`[bench] db ${r.url} failed: ${error.message}`)
      failures.push(`db ${r.url}`)
    }
  }
  await state.client.end()
  state.client = undefined

  printTable(results)
  if (failures.length) throw new Error(`could not measure: ${failures.join(', ')}`)
}

await runBench(main, cleanup, signals)
