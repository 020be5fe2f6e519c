#!/usr/bin/env node
/**
 * Performance benchmark of Find Work's job search: `npm run bench:search` (part of `npm run bench`).
 *
 * Starts the production build (building first when .next has none) on a free port against a fresh
 * PostgreSQL database (the server's start-up migrations create the schema), seeds 100,000 active
 * postings (search-seed.mjs: what saving fills, by the app's own functions), then for each case
 * below, with searches made up for this run (words and values drawn from a seed printed at the
 * start, BENCH_SEARCH_SEED repeats a run), each URL asked once:
 *   - records the SQL the app sends for each search (tests/bench/search-sql.ts runs Find Work's own
 *     code) and checks a sample of the seeded rows against what saving writes;
 *   - times the recorded statements (what the in-memory index asked for the page and the counts,
 *     the card read) on one warm connection, each search's once, and prints p50/p95 per case with
 *     the plans (EXPLAIN ANALYZE, BUFFERS) of the slowest search's new base part and order;
 *   - measures the server under load (autocannon, 10 connections × 8 s, every request a new URL).
 * It prints figures next to their targets and never fails on them: it exits 1 only when something
 * crashes or a measurement could not be taken.
 * The server is stopped and the database dropped at the end, also on Ctrl-C.
 *
 * Env: TEST_DATABASE_ADMIN_URL (PostgreSQL server to create the database on), BENCH_PORT (first
 * port to try, default 3300), BENCH_SEARCH_ROWS (postings to seed, default 100000),
 * BENCH_SEARCH_VARIANTS (searches timed per case, default 40), BENCH_SEARCH_SEED (the run's words and values).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import pg from 'pg'

import { findWorkUrl, picker, randomSource, unique } from './cold-urls.mjs'
import { PROVINCES, POSITION_TYPE_VALUES } from './places.mjs'
import { loadApp, seedPostings } from './search-seed.mjs'
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

const ROWS = Number(process.env.BENCH_SEARCH_ROWS ?? 100_000)
const VARIANTS = Number(process.env.BENCH_SEARCH_VARIANTS ?? 40)
const SEED = Number(process.env.BENCH_SEARCH_SEED ?? Date.now() % 1_000_000_007)
const CONNECTIONS = 10
const DURATION_S = 8
const TARGET = { dbP95: 20, serverP975: 150 }
const INDEXES = {
  trigram: 'job_postings_search_text_trgm_idx',
  vector: 'job_postings_search_vector_idx',
  distance: 'latitude_longitude_idx',
}

// ---------------------------------------------------------------------------------------------
// The cases: each makes a new search on every call (cold-urls.mjs `unique`), from this run's seed.

const EN_WORDS = [
  'pharmacist', 'technician', 'physician', 'family physician', 'locum', 'relief', 'compounding', 'dispensary', 'clinic manager',
  'receptionist', 'dermatologist', 'psychiatrist', 'pediatrician', 'hospitalist', 'walk-in', 'emergency', 'vaccinations',
  'blister packs', 'ohip billing', 'chronic disease', 'medication reviews', 'signing bonus', 'relocation', 'dental benefits',
  'weekend', 'community', 'clinical', 'assistant', 'secretary', 'cardiologist', 'endocrinologist', 'research', 'registered',
  'manager', 'staff', 'inventory', 'referrals', 'triage', 'outreach', 'mentorship', 'kroll', 'emr', 'bilingual', 'part-time',
]
const CITY_WORDS = ['toronto', 'montreal', 'vancouver', 'calgary', 'ottawa', 'edmonton', 'winnipeg', 'halifax', 'hamilton', 'london', 'regina', 'kelowna', 'moncton', 'laval']
const FR_WORDS = [
  'pharmacien', 'pharmacienne', 'médecin de famille', 'technicienne', 'technicien en pharmacie', 'remplacement', 'dépannage',
  'gestionnaire', 'réceptionniste', 'secrétaire médicale', 'préparations magistrales', 'infirmière', 'clinique', 'urgence',
  'hospitaliste', 'pédiatre', 'psychiatre', 'dermatologue', 'temps partiel', 'fin de semaine', 'vaccination', 'facturation',
  'montréal', 'québec', 'sherbrooke', 'gatineau', 'laval', 'lévis', 'assistant technique', 'adjointe administrative',
]
const POSTED = [1, 3, 7, 14, 30]

/** One word or two (from `list`, and now and then a city). */
const words = (r, list = EN_WORDS) => {
  const first = r.pick(list)
  if (r.chance(0.5)) return first
  const second = r.chance(0.3) ? r.pick(CITY_WORDS) : r.pick(list)
  return second === first ? first : `${first} ${second}`
}
const payFilter = (r) => (r.chance(0.65) ? { pay: r.int(18, 95) } : { pay: r.int(40, 350) * 1000, per: 'year' })
const FILTERS = {
  provinces: (r) => ({ provinces: r.chance(0.75) ? [r.pick(PROVINCES)] : [r.pick(PROVINCES), r.pick(PROVINCES)] }),
  types: (r) => ({ types: r.chance(0.8) ? [r.pick(POSITION_TYPE_VALUES)] : [r.pick(POSITION_TYPE_VALUES), r.pick(POSITION_TYPE_VALUES)] }),
  posted: (r) => ({ posted: r.pick(POSTED) }),
  pay: payFilter,
}
const twoFilters = (r) => {
  const kinds = Object.keys(FILTERS)
  const a = kinds.splice(r.int(0, kinds.length - 1), 1)[0]
  return { ...FILTERS[a](r), ...FILTERS[r.pick(kinds)](r) }
}
const page = (r) => (r.chance(0.75) ? 1 : r.int(2, 3))

/** `torontoAreas`: Toronto's postal areas (M..), so each distance search has a centre of its own. */
function cases(torontoAreas) {
  return [
    ['words only', (r) => ({ q: words(r), page: page(r) })],
    ['words + two filters + counts', (r) => ({ q: words(r), ...twoFilters(r), page: page(r) })],
    ['no words + province', (r) => ({ ...FILTERS.provinces(r), ...(r.chance(0.3) && FILTERS.types(r)), page: r.int(1, 5) })],
    ['25 km around Toronto', (r) => ({ near: r.chance(0.8) ? r.pick(torontoAreas) : r.pick(['Toronto', 'Toronto, ON', 'toronto ontario']), radius: 25, ...(r.chance(0.6) && { q: r.pick(EN_WORDS) }), ...(r.chance(0.3) && FILTERS.posted(r)), page: page(r) })],
    ['250 km around Yellowknife', (r) => ({ near: r.pick(['Yellowknife', 'Yellowknife, NT', 'X1A', 'yellowknife nt']), radius: 250, hideRemote: r.chance(0.3), ...(r.chance(0.7) && { q: r.pick(EN_WORDS) }), ...(r.chance(0.4) && FILTERS.types(r)), ...(r.chance(0.3) && FILTERS.posted(r)) })],
    ['pay minimum', (r) => ({ ...payFilter(r), ...(r.chance(0.5) && { q: r.pick(EN_WORDS) }), ...(r.chance(0.3) && FILTERS.provinces(r)), page: page(r) })],
    ['sort=pay', (r) => ({ q: words(r), sort: 'pay', ...(r.chance(0.4) && FILTERS.provinces(r)), page: page(r) })],
    ['synonym (rph)', (r) => ({ q: r.chance(0.7) ? `rph ${r.pick([...CITY_WORDS, ...EN_WORDS])}` : 'rph', ...(r.chance(0.5) && r.pick(Object.values(FILTERS))(r)), page: page(r) })],
    ['French page', (r) => ({ french: true, q: words(r, FR_WORDS), ...(r.chance(0.3) && { provinces: ['QC'] }), ...(r.chance(0.3) && FILTERS.posted(r)), page: page(r) })],
  ].map(([label, make], i) => {
    const r = picker(randomSource(SEED + i * 7919))
    return { label, next: unique(() => findWorkUrl(make(r))) }
  })
}

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
             count(DISTINCT (city, province))::int AS places, count(*) FILTER (WHERE latitude IS NOT NULL)::int AS located,
             count(*) FILTER (WHERE remote)::int AS remote, count(*) FILTER (WHERE title_fr IS NOT NULL)::int AS french,
             count(*) FILTER (WHERE pay_unit = 'hour')::int AS hourly, count(*) FILTER (WHERE pay_unit = 'year')::int AS yearly,
             round(avg(length(search_text)))::int AS avg_len,
             pg_size_pretty(pg_total_relation_size('job_postings')) AS size,
             pg_size_pretty(pg_relation_size('${INDEXES.trigram}')) AS trgm_size,
             pg_size_pretty(pg_relation_size('${INDEXES.vector}')) AS vector_size
      FROM job_postings`)
    const { rows: provinces } = await client.query(`SELECT province, count(*)::int AS n FROM job_postings GROUP BY 1 ORDER BY 2 DESC`)
    const s = rows[0]
    console.log(
      `[bench] seeded ${seeded.postings} postings + ${seeded.tags} tags in ${fmt(seeded.insertMs / 1000, 1)} s,` +
        ` VACUUM ANALYZE ${fmt(seeded.analyseMs / 1000, 1)} s; ${s.active}/${s.total} active; table + indexes ${s.size}` +
        ` (trigram index ${s.trgm_size}, word vector index ${s.vector_size}); search_text avg ${s.avg_len} chars`,
    )
    console.log(
      `[bench] ${s.places} places (${seeded.places} drawn), ${s.located} with coordinates; remote ${s.remote}; French version ${s.french};` +
        ` pay per hour ${s.hourly}, per year ${s.yearly}; by province: ${provinces.map((p) => `${p.province} ${p.n}`).join(', ')}`,
    )
  })

/** Runs tests/bench/search-sql.ts (the app's own code) with the server's env (see runAppScript). */
function captureSql(env, searches) {
  const input = path.join(artifacts, 'search-urls.json')
  writeFileSync(input, JSON.stringify(searches))
  return runAppScript({
    label: 'search-sql.ts',
    nodeArgs: ['--import', './tests/bench/server-code.mjs', '--import', 'tsx', 'tests/bench/search-sql.ts', path.join(artifacts, 'search-sql.json'), input],
    env,
    out: path.join(artifacts, 'search-sql.json'),
    logFile: path.join(artifacts, 'search-sql.log'),
    timeoutMs: 900_000,
    state,
    signals,
  })
}

/** Milliseconds the statements take one after the other (NaN for none). */
async function timed(client, statements) {
  if (statements.length === 0) return NaN
  let ms = 0
  for (const { text, values } of statements) {
    const t = process.hrtime.bigint()
    await client.query(text, values)
    ms += Number(process.hrtime.bigint() - t) / 1e6
  }
  return ms
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

const stats = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b)
  return sorted.length ? { p50: percentile(sorted, 50), p95: percentile(sorted, 95), n: sorted.length } : null
}

// ---------------------------------------------------------------------------------------------
// Output

function printTable(results) {
  const labels = results.map((_, i) => `#${i + 1}`)
  const num = (v, digits, ok) => (v == null || Number.isNaN(v) ? 'n/a' : fmt(v, digits) + (ok ? mark(ok(v)) : ''))
  const used = (r, name) => (r.plans ? (r.plans.some((p) => p.indexes.includes(name)) ? 'yes' : 'no') : 'n/a')
  const rows = [
    ['results (median total)', '', (r) => num(r.medianTotal, 0)],
    ['searches asking a new part, order or word', '', (r) => (r.newParts ? `${r.newParts.searches}/${r.newParts.of}` : 'n/a')],
    ['new parts p95 (ms)', '', (r) => num(r.db?.parts?.p95, 2)],
    ['new orders p95 (ms)', '', (r) => num(r.db?.orders?.p95, 2)],
    ['ranked among matches p95 (ms)', '', (r) => num(r.db?.among?.p95, 2)],
    ['page + counts, nothing new p95 (ms)', '', (r) => num(r.db?.warm?.p95, 2)],
    ['page + counts p50 (ms)', '', (r) => num(r.db?.search?.p50, 2)],
    ['page + counts p95 (ms)', `≤ ${TARGET.dbP95}`, (r) => num(r.db?.search?.p95, 2, (v) => v <= TARGET.dbP95)],
    ['card read p95 (ms)', '', (r) => num(r.db?.cards?.p95, 2)],
    ['app run: longest p95 (ms)', '', (r) => num(r.db?.app?.p95, 2)],
    ['trigram index used', '', (r) => used(r, INDEXES.trigram)],
    ['word vector index used', '', (r) => used(r, INDEXES.vector)],
    ['lat/lng index used', '', (r) => used(r, INDEXES.distance)],
    ['seq scan of job_postings', '', (r) => (r.plans ? (r.plans.some((p) => p.seqScans.includes('job_postings')) ? 'yes' : 'no') : 'n/a')],
    ['server req/s (avg)', '', (r) => num(r.load?.rps, 0)],
    ['server p50 (ms)', '', (r) => num(r.load?.p50, 1)],
    ['server p97.5 (ms)', `≤ ${TARGET.serverP975}`, (r) => num(r.load?.p975, 1, (v) => v <= TARGET.serverP975)],
    ['non-2xx responses', '0', (r) => num(r.load?.non2xx, 0, (v) => v === 0)],
    ['search errors logged', '0', (r) => num(r.loggedErrors, 0, (v) => v === 0)],
  ]
  const header = ['metric', 'target', ...labels]
  const body = rows.map(([label, target, get]) => [label, target, ...results.map(get)])
  const widths = header.map((_, i) => Math.max(...[header, ...body].map((row) => row[i].length)))
  const line = (row) => row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ')
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`)
  for (const row of body) console.log(line(row))
  console.log('')
  results.forEach((r, i) => console.log(`#${i + 1} ${r.label}, e.g. ${r.example}`))
  console.log(
    [
      '',
      `${ROWS} active postings; run seed ${SEED} (BENCH_SEARCH_SEED repeats it). DB: ${VARIANTS} searches per case, each new in the run`,
      '(the app ran each once when it was recorded; timed here once more, never repeated), wall time on one warm pg connection',
      '(loopback), statements one after the other, after the load test; p50/p95 nearest rank. The page and its counts come from',
      'the in-memory index (src/domain/jobs/listedIndex.ts): "page + counts" is what it asked the database for the search: its',
      'generation check; a page the database ranked among the search\'s matches (few, its ranking not kept); and, when the',
      'search holds a base part (a group of words, a chip), an order (a ranking by its words) or a word that finds nothing',
      '("did you mean") no earlier search of the run asked, those; "nothing new": the searches that asked none of these. The',
      'searches of all cases ran in turn in one process, as on a server. The index\'s read of every listed posting (once per',
      'generation: after any write to postings) is printed apart.',
      '"app run": the longest statement as the driver saw it when the app sent it (first run of those inputs). Index use: in',
      'the EXPLAIN (ANALYZE, BUFFERS) plans of the slowest search\'s new part and order.',
      `Server: autocannon, ${CONNECTIONS} connections × ${DURATION_S} s per case, every request a URL not asked before.`,
      'Shared 2-core machine: figures are noisy (the load average is printed at the start).',
    ].join('\n'),
  )
}

// ---------------------------------------------------------------------------------------------
// Main

async function main() {
  mkdirSync(artifacts, { recursive: true })
  await ensureBuild()
  describeRun('search: ', `; run seed ${SEED}`)

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

  const app = await loadApp()
  const torontoAreas = [...app.gazetteer().postalAreas.keys()].filter((area) => area.startsWith('M'))
  const results = cases(torontoAreas).map((c) => ({ ...c, urls: Array.from({ length: VARIANTS + 1 }, c.next) }))

  // The statements the app sends, from its own code.
  const t = Date.now()
  const captured = await captureSql(
    serverEnv({ port, databaseUrl }),
    results.flatMap((r) => r.urls.map((url) => ({ label: r.label, url }))),
  )
  const { checked, mismatches } = captured.seeded
  const wrong = Object.entries(mismatches)
  console.log(
    `[bench] recorded the app's SQL for ${captured.cases.length} searches in ${fmt((Date.now() - t) / 1000, 1)} s` +
      ` (${path.relative(root, path.join(artifacts, 'search-sql.json'))}); seeded rows as saving writes them:` +
      (wrong.length ? ` ✗ ${wrong.map(([column, ids]) => `${column} differs on ${ids.length}/${checked} (ids ${ids.slice(0, 5).join(', ')})`).join('; ')}` : ` ${checked}/${checked} sampled ✓`),
  )
  if (wrong.length) failures.push('seeded rows differ from what saving writes')
  for (const r of results) {
    r.searches = captured.cases.filter((c) => c.label === r.label)
    r.example = r.searches[1]?.url
    r.medianTotal = percentile(r.searches.map((c) => c.total).sort((a, b) => a - b), 50)
    const unknown = r.searches.filter((c) => c.place === null)
    if (unknown.length) console.error(`[bench] ${r.label}: place not found for ${unknown.map((c) => c.url).join(', ')}`)
    const kinds = r.searches.map((c) => c.statements.map((s) => s.kind).join('+'))
    console.log(`[bench] ${r.label}: statements per search ${[...new Set(kinds)].join(' | ')}; results ${r.searches.map((c) => c.total).join(' ')}`)
  }
  const facts = captured.cases.flatMap((c) => c.statements).filter((st) => st.kind === 'facts')
  console.log(`[bench] the index read every listed posting ${facts.length} time(s) in the run: ${facts.map((st) => `${fmt(st.ms, 1)} ms`).join(', ')} as the app waited for it`)
  const sample = results[1].searches[1]
  for (const s of sample.statements) console.log(`[bench] ${s.kind} statement (${sample.url}):\n  ${s.text.replace(/\s+/g, ' ')}\n  values: ${JSON.stringify(s.values)}`)

  // Load on the server, every request a new search.
  const loopBase = `http://127.0.0.1:${port}`
  const searchErrors = () => (readFileSync(logFile, 'utf8').match(/Find Work search failed/g) ?? []).length
  for (const r of results) {
    const url = r.next()
    const res = await fetch(loopBase + url)
    const html = await res.text()
    const problem = html.includes('Error loading jobs') ? ' — page shows "Error loading jobs"' : ''
    console.log(`[bench] warm ${url}: ${res.status}${problem}`)
  }
  for (const r of results) {
    try {
      const before = searchErrors()
      r.load = await loadTest(loopBase, {
        connections: CONNECTIONS,
        duration: DURATION_S,
        requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: r.next() }) }],
        track: (instance) => (state.cannon = instance),
      })
      await sleep(200)
      r.loggedErrors = searchErrors() - before
      const l = r.load
      console.log(
        `[bench] load ${r.label}: p50 ${fmt(l.p50, 1)} ms, p97.5 ${fmt(l.p975, 1)} ms, max ${fmt(l.max)} ms,` +
          ` ${fmt(l.rps)} req/s avg (${l.total} requests), non-2xx ${l.non2xx}, errors ${l.errors}, timeouts ${l.timeouts},` +
          ` search errors logged ${r.loggedErrors}`,
      )
    } catch (error) {
      if (signals.interrupted) throw error
      console.error(`[bench] load ${r.label} failed: ${error.message}`)
      failures.push(`load ${r.label}`)
    }
  }

  // DB time, one warm connection, server idle: each search's statements once.
  state.client = new pg.Client({ connectionString: databaseUrl })
  await state.client.connect()
  for (const r of results) {
    try {
      const of = (c, kind) => c.statements.filter((s) => s.kind === kind)
      const [warm, ...timedSearches] = r.searches
      await timed(state.client, warm.statements)
      const times = []
      for (const c of timedSearches) {
        // What the in-memory index asked: its generation, and each base part (a new word) or order new to it.
        const generation = await timed(state.client, of(c, 'generation'))
        const parts = of(c, 'part').length ? await timed(state.client, of(c, 'part')) : 0
        const orders = of(c, 'order').length ? await timed(state.client, of(c, 'order')) : 0
        // A page ranked among the matches (few, with no ranking kept), and "did you mean" for a word that finds nothing.
        const among = of(c, 'ids').length ? await timed(state.client, of(c, 'ids')) : 0
        const spelling = of(c, 'spelling').length ? await timed(state.client, of(c, 'spelling')) : 0
        const cards = await timed(state.client, of(c, 'cards'))
        const app = Math.max(...[...of(c, 'generation'), ...of(c, 'part'), ...of(c, 'order'), ...of(c, 'ids'), ...of(c, 'spelling')].map((s) => s.ms))
        const asked = of(c, 'part').length + of(c, 'order').length + of(c, 'spelling').length
        const warm = asked === 0 ? generation + among : NaN
        times.push({ c, parts, orders, among, cards, search: generation + parts + orders + among + spelling, warm, app, asked })
      }
      r.db = Object.fromEntries(['parts', 'orders', 'among', 'cards', 'search', 'warm', 'app'].map((k) => [k, stats(times.map((x) => x[k]))]))
      r.newParts = { searches: times.filter((x) => x.asked > 0).length, of: times.length }
      const slowest = times.reduce((a, b) => (b.search > a.search ? b : a))
      r.plans = []
      for (const kind of ['part', 'order']) {
        const statement = of(slowest.c, kind)[0]
        if (!statement) continue
        const p = await explain(state.client, statement)
        r.plans.push(p)
        console.log(
          `[bench] EXPLAIN (ANALYZE, BUFFERS) ${kind} query, ${r.label}, slowest search (${fmt(slowest.search, 1)} ms): ${slowest.c.url}` +
            ` — indexes: ${p.indexes.join(', ') || 'none'}${p.seqScans.length ? `; seq scans: ${p.seqScans.join(', ')}` : ''}` +
            `${p.jitMs ? `; JIT ${fmt(p.jitMs, 1)} ms of ${fmt(p.execMs, 1)} ms` : ''}\n${p.plan.replace(/^/gm, '    ')}`,
        )
      }
      console.log(
        `[bench] db ${r.label}: new parts p95 ${fmt(r.db.parts.p95, 2)} ms, new orders p95 ${fmt(r.db.orders.p95, 2)} ms, ranked among matches p95 ${fmt(r.db.among.p95, 2)} ms,` +
          ` nothing new p95 ${fmt(r.db.warm?.p95, 2)} ms,` +
          ` per search p50 ${fmt(r.db.search.p50, 2)} / p95 ${fmt(r.db.search.p95, 2)} ms, cards p95 ${fmt(r.db.cards?.p95, 2)} ms over ${r.db.search.n} searches` +
          ` (${r.newParts.searches} of them with a part, order or word new to the index)`,
      )
    } catch (error) {
      if (signals.interrupted) throw error
      console.error(`[bench] db ${r.label} failed: ${error.message}`)
      failures.push(`db ${r.label}`)
    }
  }
  await state.client.end()
  state.client = undefined

  printTable(results)
  if (failures.length) throw new Error(`could not measure: ${failures.join(', ')}`)
}

await runBench(main, cleanup, signals)
