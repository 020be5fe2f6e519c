/**
 * Helper of tests/bench/search.mjs, run by it with tsx (so the app's own modules load with their
 * `@/` imports) against the benchmark database:
 *   - runs Find Work's `searchJobs` as an anonymous visitor for each URL given and records every
 *     statement it sends to PostgreSQL (text and parameters, as the pg driver receives them), i.e.
 *     the id query and the query Payload runs to load the page of postings;
 *   - checks the seeded `search_text` against the app's `buildSearchText` on a random sample.
 * Usage: node --import tsx tests/bench/search-sql.ts <out.json> <url path>...   (writes out.json)
 */
import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import config from '@payload-config'
import { getPayload } from 'payload'

import { parseJobQuery } from '@/domain/jobs/query'
import { searchJobs } from '@/domain/jobs/search'
import { buildSearchText } from '@/domain/jobs/searchText'

type Captured = { text: string; values: unknown[] }

// Should the loop drain on a promise that never settles, say so (exit 1, not 0).
process.exitCode = 1

// The pg module the Postgres adapter uses (one copy in node_modules): every statement goes through
// Client.prototype.query, pooled or not.
const pg = createRequire(import.meta.url)('pg') as { Client: { prototype: { query: (...args: unknown[]) => unknown } } }
let recording: Captured[] | null = null
const originalQuery = pg.Client.prototype.query
pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
  const [first, second] = args
  if (recording) {
    if (typeof first === 'string') recording.push({ text: first, values: Array.isArray(second) ? second : [] })
    else if (first && typeof first === 'object' && 'text' in first) {
      const q = first as { text: string; values?: unknown[] }
      recording.push({ text: String(q.text), values: q.values ?? (Array.isArray(second) ? second : []) })
    }
  }
  return originalQuery.apply(this, args)
}

const [out, ...urls] = process.argv.slice(2)
if (!out || urls.length === 0) throw new Error('usage: search-sql.ts <out.json> <url path>...')

const payload = await getPayload({ config })
const pool = (payload.db as unknown as { pool: { query: (text: string) => Promise<{ rows: Record<string, unknown>[] }> } }).pool

const cases = []
for (const url of urls) {
  const params: Record<string, string[]> = {}
  for (const [key, value] of new URL(url, 'http://bench').searchParams) (params[key] ??= []).push(value)
  const query = parseJobQuery(params)
  recording = []
  const result = await searchJobs(payload, query, null)
  const queries = recording
  recording = null
  cases.push({ url, query, jobs: result.jobs.length, hasMore: result.hasMore, queries })
}

// search_text as the app would write it (prepareJob → buildSearchText), on a random sample.
const { rows } = await pool.query(
  'SELECT id, title, position_type, location, description, search_text FROM job_postings ORDER BY random() LIMIT 5000',
)
const mismatches = rows
  .filter(
    (r) =>
      buildSearchText({
        title: r.title as string,
        positionType: r.position_type as string,
        location: r.location as string,
        description: r.description as string,
      }) !== r.search_text,
  )
  .map((r) => r.id)

writeFileSync(out, JSON.stringify({ cases, searchText: { checked: rows.length, mismatches } }, null, 2))
await payload.destroy()
process.exit(0)
