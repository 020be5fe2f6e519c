/**
 * Helper of tests/bench/search.mjs, run by it with tsx (so the app's own modules load with their
 * `@/` imports) against the benchmark database:
 *   - runs each search as Find Work's page does for an anonymous visitor (publicViews.ts
 *     `publicSearch` without its cache: the place looked up, `searchJobs` in the page's language,
 *     the no-results suggestions when nothing is found) and records every statement sent to
 *     PostgreSQL (text and parameters as the pg driver receives them, and how long the driver
 *     waited for it), each named (kindOf below); the searches run one after the other in this one
 *     process, so the in-memory index keeps what earlier searches asked, as a server does;
 *   - checks what the seed wrote against what saving a posting writes (buildSearchText,
 *     buildSearchTextFr, buildSearchParts, postingPlace) on a random sample.
 * Usage: node --import ./tests/bench/server-code.mjs --import tsx tests/bench/search-sql.ts <out.json> <in.json>   (in: [{ label, url }])
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import config from '@payload-config'
import { getPayload } from 'payload'

import { noResultsSuggestions } from '@/domain/jobs/noResults'
import { parseJobQuery } from '@/domain/jobs/query'
import { searchJobs } from '@/domain/jobs/searchJobs'
import { buildSearchParts } from '@/domain/jobs/searchParts'
import { buildSearchText, buildSearchTextFr } from '@/domain/jobs/searchText'
import { findPlace } from '@/domain/places/findPlace'
import { postingPlace } from '@/domain/places/postingPlace'
import type { Language } from '@/i18n/locale'

type Captured = { kind?: string; text: string; values: unknown[]; ms?: number }

// Should the loop drain on a promise that never settles, say so (exit 1, not 0).
process.exitCode = 1

// The pg module the Postgres adapter uses (one copy in node_modules): every statement goes through
// Client.prototype.query, pooled or not.
const pg = createRequire(import.meta.url)('pg') as { Client: { prototype: { query: (...args: unknown[]) => unknown } } }
let recording: Captured[] | null = null
const originalQuery = pg.Client.prototype.query
pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
  const [first, second] = args
  let captured: Captured | undefined
  if (recording) {
    if (typeof first === 'string') captured = { text: first, values: Array.isArray(second) ? second : [] }
    else if (first && typeof first === 'object' && 'text' in first) {
      const q = first as { text: string; values?: unknown[] }
      captured = { text: String(q.text), values: q.values ?? (Array.isArray(second) ? second : []) }
    }
    if (captured) recording.push(captured)
  }
  const started = process.hrtime.bigint()
  const done = () => captured && (captured.ms ??= Number(process.hrtime.bigint() - started) / 1e6)
  // A pool's query passes a callback; a client's own query without one returns a promise.
  const last = args.at(-1)
  if (captured && typeof last === 'function') {
    args[args.length - 1] = (...results: unknown[]) => {
      done()
      return (last as (...a: unknown[]) => unknown)(...results)
    }
  }
  const result = originalQuery.apply(this, args)
  if (captured && result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).then(done, done)
  return result
}

/**
 * What each statement of a search is: the in-memory index's generation check, its read of every
 * listed posting (once per generation), of a base part's postings and of an order (each once per
 * generation; listedIndex.ts), a page ranked by the database among a search's matches, the
 * postings whose words are like a word that finds nothing ("did you mean", once per word and
 * generation), the card read.
 */
function kindOf(text: string) {
  if (/from listing_generation/i.test(text)) return 'generation'
  if (/AS provinces/i.test(text)) return 'facts'
  if (/^\s*select string_agg\(coalesce\(\("j"\."id"\)::text/i.test(text)) return 'part'
  if (/^\s*select string_agg\("j"\."id"::text, ',' ORDER BY/i.test(text)) return 'order'
  if (/<%/.test(text)) return 'spelling'
  if (/^\s*select "j"\."id" from "job_postings" "j"/i.test(text)) return 'ids'
  return 'cards'
}

const [out, input] = process.argv.slice(2)
if (!out || !input) throw new Error('usage: search-sql.ts <out.json> <in.json>')
const searches = JSON.parse(readFileSync(input, 'utf8')) as { label: string; url: string }[]

const payload = await getPayload({ config })
const pool = (payload.db as unknown as { pool: { query: (text: string) => Promise<{ rows: Record<string, unknown>[] }> } }).pool

const cases = []
for (const { label, url } of searches) {
  const parsed = new URL(url, 'http://bench')
  const language: Language = parsed.pathname.startsWith('/fr/') ? 'fr' : 'en'
  const params: Record<string, string[]> = {}
  for (const [key, value] of parsed.searchParams) (params[key] ??= []).push(value)
  const query = parseJobQuery(params)
  const place = query.near ? findPlace(query.near) : null
  recording = []
  const result = await searchJobs(payload, query, null, language, place)
  const suggestions = result.total === 0 ? await noResultsSuggestions(payload, query, language, place) : []
  const statements = recording.map((s) => ({ ...s, kind: kindOf(s.text) }))
  recording = null
  cases.push({
    label,
    url,
    place: query.near ? (place ? `${place.label} (${place.lat}, ${place.lng})` : null) : undefined,
    total: result.total,
    jobs: result.jobs.length,
    hasMore: result.hasMore,
    suggestions: suggestions.length,
    statements,
  })
}

// What the seed wrote, against what saving the posting writes (prepareJob, geocodePosting).
const { rows } = await pool.query(`
  SELECT id, title, title_fr, position_type::text AS position_type, location, city, province::text AS province, description,
         description_fr, search_text, search_text_fr, search_title, search_type, search_place, latitude::float8 AS lat, longitude::float8 AS lng
  FROM job_postings ORDER BY random() LIMIT 5000`)
const mismatches: Record<string, number[]> = {}
for (const r of rows) {
  const posting = {
    title: r.title as string,
    titleFr: r.title_fr as string | null,
    positionType: r.position_type as string,
    location: r.location as string,
    city: r.city as string | null,
    province: r.province as string | null,
    description: r.description as string,
    descriptionFr: r.description_fr as string | null,
  }
  const parts = buildSearchParts(posting)
  const point = postingPlace(posting)
  const checks: Record<string, boolean> = {
    search_text: buildSearchText(posting) === r.search_text,
    search_text_fr: buildSearchTextFr(posting) === r.search_text_fr,
    search_title: parts.searchTitle === r.search_title,
    search_type: parts.searchType === r.search_type,
    search_place: parts.searchPlace === r.search_place,
    'latitude/longitude': (point?.lat ?? null) === r.lat && (point?.lng ?? null) === r.lng,
  }
  for (const [column, ok] of Object.entries(checks)) if (!ok) (mismatches[column] ??= []).push(Number(r.id))
}

writeFileSync(out, JSON.stringify({ cases, seeded: { checked: rows.length, mismatches } }, null, 2))
await payload.destroy()
process.exit(0)
