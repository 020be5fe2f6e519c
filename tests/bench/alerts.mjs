#!/usr/bin/env node
/**
 * Benchmark of the job alert digest: `npm run bench:alerts` (part of `npm run bench`).
 *
 * In a fresh PostgreSQL database (the app's start-up migrations create the schema, through
 * tests/bench/alerts-run.ts), seeds 100,000 active postings (tests/bench/search-seed.mjs, posted over
 * the last 60 days) and 100,000 active, due job alerts with varied searches (words in English and
 * French, chips, some with provinces, position types, a place and radius or a minimum pay; hourly,
 * daily and weekly, their cursors one period back), then runs one full digest pass with the app's own `runDigest`, emails going to the
 * queue only (JOBS_AUTORUN=false: nothing is sent). Prints the wall time, alerts per second, the
 * peak memory (RSS sampled during the pass, and the process's maxRSS), the emails queued and the
 * postings recorded in the ledger; then a second pass a minute later, which must queue nothing.
 * Needs no build and no server. Never fails on the figures: it exits 1 only when something crashes.
 * The database is dropped at the end, also on Ctrl-C.
 *
 * Env: TEST_DATABASE_ADMIN_URL (PostgreSQL server), BENCH_ALERT_POSTINGS (default 100000),
 * BENCH_ALERTS (default 100000).
 */
import { mkdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { artifacts, cleanUpOnSignals, createDatabase, dropBenchDatabase, dropStaleDatabases, fmt, onlyOnce, runAppScript, runBench, serverEnv } from './support.mjs'
import { serverHeapMb } from '../../scripts/serverHeap.mjs'
import { seedPostings } from './search-seed.mjs'

const POSTINGS = Number(process.env.BENCH_ALERT_POSTINGS ?? 100_000)
const ALERTS = Number(process.env.BENCH_ALERTS ?? 100_000)
const HEAP_MB = serverHeapMb()

const q = (s) => `'${s.replace(/'/g, "''")}'`
const arr = (list) => `ARRAY[${list.map(q).join(', ')}]`

// Search words people save: most appear in the seeded postings, a few never do (those alerts match nothing).
const EN_WORDS = ['pharmacist', 'physician', 'technician', 'assistant', 'toronto', 'montreal', 'vancouver', 'calgary', 'ottawa', 'clinic', 'locum', 'pharmacy', 'medical', 'family', 'hospital', 'relief', 'weekend', 'administrator', 'dermatologist', 'compounding', 'bilingual', 'oncology']
const FR_WORDS = ['pharmacien', 'médecin', 'technicien', 'assistant', 'montreal', 'laval', 'quebec', 'sherbrooke', 'clinique', 'pharmacie', 'infirmière', 'remplacement']
const CHIPS = ['remote', 'full-time', 'part-time', 'contract', 'urgent', 'entry-level', 'senior-level']
const PROVINCES = ['ON', 'QC', 'BC', 'AB', 'MB', 'NS']
const POSITION_TYPES = ['pharmacist-full-time', 'pharmacist-part-time', 'physician', 'pharmacy-technician', 'pharmacy-assistant', 'medical-administrator', 'specialist', 'clinical-assistant']
// Places as people type them (the gazetteer finds each), and the radiuses Find Work offers.
const PLACES = ['Toronto', 'Montréal', 'Vancouver', 'Calgary, AB', 'Ottawa', 'Halifax', 'M5V', 'Winnipeg', 'Quebec City']
const RADIUSES = [25, 50, 100]

const pick = (list, r) => `(${arr(list)})[1 + floor(${r} * ${list.length})::int]`

/**
 * Active alerts, every one due at `now`: the cursor one period back, the last email just before it.
 * A place on 10 % (remote postings hidden on half of those), a minimum pay on 10 % (an hour or a year).
 */
const alertsSql = (rows, now) => `
WITH base AS (
  SELECT i, random() AS r_lang, random() AS r_words, random() AS r_w1, random() AS r_w2, random() AS r_freq,
         random() AS r_near, random() AS r_pay, random() AS r_which
  FROM generate_series(1, ${rows}) AS i
), shaped AS (
  SELECT b.*, CASE WHEN b.r_lang < 0.3 THEN 'fr' ELSE 'en' END AS lang,
         CASE WHEN b.r_freq < 0.2 THEN 'hourly' WHEN b.r_freq < 0.8 THEN 'daily' ELSE 'weekly' END AS freq
  FROM base b
), worded AS (
  SELECT s.*,
    CASE WHEN s.lang = 'fr' THEN ${pick(FR_WORDS, 's.r_w1')} ELSE ${pick(EN_WORDS, 's.r_w1')} END AS w1,
    CASE WHEN s.lang = 'fr' THEN ${pick(FR_WORDS, 's.r_w2')} ELSE ${pick(EN_WORDS, 's.r_w2')} END AS w2,
    CASE s.freq WHEN 'hourly' THEN interval '1 hour' WHEN 'daily' THEN interval '1 day' ELSE interval '7 days' END AS period
  FROM shaped s
)
INSERT INTO job_alerts (email, language, q, near, radius, hide_remote, pay, per, frequency, status, confirmed_at, last_run_at, last_sent_at,
                        search_key, updated_at, created_at)
SELECT 'alert-' || w.i || '@bench.example', w.lang::enum_job_alerts_language,
  CASE WHEN w.r_words < 0.15 THEN '' WHEN w.r_words < 0.75 OR w.w1 = w.w2 THEN w.w1 ELSE w.w1 || ' ' || w.w2 END,
  CASE WHEN w.r_near < 0.1 THEN ${pick(PLACES, 'w.r_which')} END,
  CASE WHEN w.r_near < 0.1 THEN (ARRAY[${RADIUSES.join(', ')}])[1 + floor(w.r_w2 * ${RADIUSES.length})::int] END,
  w.r_near < 0.05,
  CASE WHEN w.r_pay < 0.05 THEN 30 + floor(w.r_which * 40) WHEN w.r_pay < 0.1 THEN 60000 + 5000 * floor(w.r_which * 12) END,
  CASE WHEN w.r_pay < 0.05 THEN 'hour' WHEN w.r_pay < 0.1 THEN 'year' END::enum_job_alerts_per,
  w.freq::enum_job_alerts_frequency, 'active', ${q(now)}::timestamptz - interval '90 days',
  ${q(now)}::timestamptz - w.period, ${q(now)}::timestamptz - w.period - interval '1 minute',
  md5('bench-alert-' || w.i), now(), now()
FROM worded w
ORDER BY w.i`

// Chips on 30 % of alerts, one or two each; provinces on 10 % (two on a third of those), position types on 5 %.
const provincesSql = `
INSERT INTO job_alerts_provinces ("order", parent_id, value)
SELECT n, a.id, (${arr(PROVINCES)})[1 + ((a.id / 10 + n * 2) % ${PROVINCES.length})]::enum_job_alerts_provinces
FROM job_alerts a CROSS JOIN LATERAL generate_series(1, 1 + (a.id % 30 = 3)::int) AS n
WHERE a.id % 10 = 3`
const typesSql = `
INSERT INTO job_alerts_types ("order", parent_id, value)
SELECT 1, a.id, (${arr(POSITION_TYPES)})[1 + (a.id / 20 % ${POSITION_TYPES.length})]::enum_job_alerts_types
FROM job_alerts a WHERE a.id % 20 = 7`

const chipsSql = `
INSERT INTO job_alerts_chips ("order", parent_id, value)
SELECT n, a.id, (${arr(CHIPS)})[1 + ((a.id * 5 + n * 3) % ${CHIPS.length})]::enum_job_alerts_chips
FROM job_alerts a CROSS JOIN LATERAL generate_series(1, 1 + a.id % 2) AS n
WHERE a.id % 10 < 3`

const state = {}
const cleanup = onlyOnce(async () => {
  if (state.child) {
    try {
      process.kill(-state.child.pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  await state.client?.end().catch(() => {})
  if (state.dbName) await dropBenchDatabase(state.dbName)
})
const signals = cleanUpOnSignals('dropping the database', cleanup)

/** Runs tests/bench/alerts-run.ts (the app's own code) with `args` (see runAppScript). */
const runApp = (env, args, out) =>
  runAppScript({
    label: `alerts-run.ts ${args[0]}`,
    // The server's heap limit: the digest runs inside the server's process.
    nodeArgs: [`--max-old-space-size=${HEAP_MB}`, '--expose-gc', '--import', './tests/bench/server-code.mjs', '--import', 'tsx', 'tests/bench/alerts-run.ts', ...args],
    env,
    out,
    logFile: path.join(artifacts, `alerts-${args[0]}.log`),
    timeoutMs: 1_800_000,
    state,
    signals,
  })


async function main() {
  mkdirSync(artifacts, { recursive: true })
  console.log(`[bench] alerts: Node ${process.version}; ${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`)
  await dropStaleDatabases('hsm_bench_alerts').catch(() => {})
  const dbName = `hsm_bench_alerts_${Date.now()}`
  const databaseUrl = await createDatabase(dbName)
  state.dbName = dbName
  // No server: the port only names SERVER_URL, which the emails' links use.
  const env = { ...serverEnv({ port: 3000, databaseUrl }), JOBS_AUTORUN: 'false', SMTP_HOST: '' }
  console.log(`[bench] database ${dbName}`)

  let t = Date.now()
  await runApp(env, ['migrate'])
  console.log(`[bench] schema by the app's migrations in ${((Date.now() - t) / 1000).toFixed(1)} s`)

  await seedPostings(databaseUrl, POSTINGS, async (_client, seeded) => {
    console.log(`[bench] seeded ${seeded.postings} active postings (posted over the last 60 days) in ${((seeded.insertMs + seeded.analyseMs) / 1000).toFixed(1)} s`)
  })

  const now = new Date().toISOString()
  state.client = new pg.Client({ connectionString: databaseUrl })
  await state.client.connect()
  t = Date.now()
  await state.client.query('SELECT setseed(0.17)')
  const alerts = await state.client.query(alertsSql(ALERTS, now))
  const chips = await state.client.query(chipsSql)
  await state.client.query(provincesSql)
  await state.client.query(typesSql)
  await state.client.query('VACUUM ANALYZE job_alerts')
  for (const table of ['job_alerts_chips', 'job_alerts_provinces', 'job_alerts_types']) await state.client.query(`VACUUM ANALYZE ${table}`)
  const { rows: mix } = await state.client.query(`
    SELECT count(*) FILTER (WHERE frequency = 'hourly')::int AS hourly, count(*) FILTER (WHERE frequency = 'daily')::int AS daily,
           count(*) FILTER (WHERE frequency = 'weekly')::int AS weekly, count(*) FILTER (WHERE language = 'fr')::int AS fr,
           count(*) FILTER (WHERE q = '')::int AS no_words,
           count(*) FILTER (WHERE EXISTS (SELECT 1 FROM job_alerts_provinces p WHERE p.parent_id = a.id))::int AS province,
           count(*) FILTER (WHERE EXISTS (SELECT 1 FROM job_alerts_types t WHERE t.parent_id = a.id))::int AS position_type,
           count(*) FILTER (WHERE near IS NOT NULL)::int AS near, count(*) FILTER (WHERE pay IS NOT NULL)::int AS pay
    FROM job_alerts a`)
  const m = mix[0]
  console.log(
    `[bench] seeded ${alerts.rowCount} alerts (${chips.rowCount} chips) in ${((Date.now() - t) / 1000).toFixed(1)} s: hourly ${m.hourly}, daily ${m.daily},` +
      ` weekly ${m.weekly}; French ${m.fr}; no words ${m.no_words}; with provinces ${m.province}, position types ${m.position_type},` +
      ` a place ${m.near}, a minimum pay ${m.pay}`,
  )
  await state.client.end()
  state.client = undefined

  console.log('[bench] running one full digest pass…')
  const result = await runApp({ ...env, BENCH_NOW: now }, ['run', path.join(artifacts, 'alerts-run.json')], path.join(artifacts, 'alerts-run.json'))

  state.client = new pg.Client({ connectionString: databaseUrl })
  await state.client.connect()
  const { rows: counted } = await state.client.query(`
    SELECT (SELECT count(*)::int FROM payload_jobs WHERE queue = 'email' AND task_slug = 'sendEmail') AS queued,
           (SELECT count(*)::int FROM alert_deliveries) AS ledger,
           (SELECT count(DISTINCT alert_id)::int FROM alert_deliveries) AS alerts_sent,
           (SELECT count(*)::int FROM job_alerts WHERE last_run_at >= $1::timestamptz) AS advanced,
           (SELECT count(*)::int FROM payload_jobs WHERE queue = 'email' AND input->'message'->'headers' ? 'List-Unsubscribe') AS with_headers`,
    [now],
  )
  await state.client.end()
  state.client = undefined
  const c = counted[0]
  const f = result.first
  const s = result.second
  const mem = result.memory
  console.log(
    [
      '',
      `alerts × postings            ${ALERTS} × ${POSTINGS}`,
      `full pass, wall time         ${fmt(f.ms / 1000, 1)} s`,
      `alerts per second            ${fmt(f.alerts / (f.ms / 1000), 0)}`,
      `alerts due / processed       ${f.alerts} (failed ${f.failed})`,
      `emails queued                ${c.queued} (digest says ${f.emails}; ${c.with_headers} with List-Unsubscribe)`,
      `postings sent (ledger rows)  ${c.ledger} (digest says ${f.postings}; ${fmt(c.ledger / Math.max(1, c.queued), 1)} per email)`,
      `cursors advanced             ${c.advanced} of ${ALERTS}`,
      `RSS before the pass          ${fmt(mem.rssBeforeMb, 1)} MB (heap ${fmt(mem.heapBeforeMb, 1)} MB)`,
      `peak RSS during the pass     ${fmt(mem.peakRssMb, 1)} MB (peak heap ${fmt(mem.peakHeapMb, 1)} MB; ${fmt(mem.heapAfterGcMb, 1)} MB after GC at the end)`,
      `process maxRSS (with start)  ${fmt(mem.maxRssMb, 1)} MB`,
      `second pass (1 min later)    ${fmt(s.ms / 1000, 1)} s, ${s.alerts} due, ${s.emails} emails`,
      '',
      `One process with the server's heap limit (${HEAP_MB} MB), the app's runDigest on a pool of 10 connections;` +
      ' SMTP never called (JOBS_AUTORUN=false: emails stay queued).',
      'Peak RSS sampled every 25 ms during the first pass. Shared 2-core machine: figures are noisy.',
    ].join('\n'),
  )
  if (c.queued !== f.emails) throw new Error(`queued ${c.queued} emails but the digest counted ${f.emails}`)
  if (s.emails !== 0) throw new Error(`the second pass queued ${s.emails} emails`)
}

await runBench(main, cleanup, signals)
