import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CHIP_IDS } from '@/domain/jobs/chips'
import { employmentMismatch } from '@/domain/jobs/employmentFit'
import { searchCounts } from '@/domain/jobs/listedIndex'
import { POSITION_TYPES, PROVINCES } from '@/domain/jobs/options'
import { jobQuery, POSTED_WITHIN, type JobQuery } from '@/domain/jobs/query'
import { countQuery, searchIdsQuery, type SearchTerms } from '@/domain/jobs/search'
import { searchJobs } from '@/domain/jobs/searchJobs'
import { findPlace } from '@/domain/places/findPlace'
import type { Language } from '@/i18n/locale'
import { execute, sql } from '@/lib/payload/sql'
import type { JobPosting, User } from '@/payload-types'

import { getPayload, makeUser } from '../support/payload'

/**
 * Find Work's in-memory index (src/domain/jobs/listedIndex.ts): its counts and pages are the ones
 * the SQL rule gives, for searches drawn at random over postings drawn at random, and it follows
 * every committed write to postings, from this process or another, and nothing uncommitted.
 * Every search holds a word only this run's postings contain, so other tests' postings never count.
 */
let payload: Payload
let employer: User
let other: pg.Client
const run = `zx${Date.now().toString(36)}`
const DAY = 24 * 60 * 60 * 1000

/** A repeatable random source, so a failure can be replayed. */
function random(seed: number) {
  let s = seed >>> 0
  const next = () => ((s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32)
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)], chance: (p: number) => next() < p }
}

const PLACES = [
  ['Toronto', 'ON'],
  ['Mississauga', 'ON'],
  ['Ottawa', 'ON'],
  ['Montréal', 'QC'],
  ['Laval', 'QC'],
  ['Vancouver', 'BC'],
  ['Calgary', 'AB'],
  ['Halifax', 'NS'],
  ['Yellowknife', 'NT'],
  ['Atlantis', 'ON'],
] as const
const WORDS = ['oncology', 'compounding', 'rph', 'pharmacist', 'weekend', 'bilingual', 'pédiatrie', 'md', 'locum']

async function post(r: ReturnType<typeof random>, extra: Partial<Omit<JobPosting, 'id'>> = {}) {
  const [city, province] = r.pick(PLACES)
  const hourly = r.chance(0.7)
  const low = hourly ? 20 + Math.floor(r.next() * 60) : 60_000 + Math.floor(r.next() * 150) * 1000
  const words = WORDS.filter(() => r.chance(0.3)).join(' ')
  const positionType = r.pick(POSITION_TYPES)
  const employmentType = r.pick((['full-time', 'part-time', 'contract'] as const).filter((e) => !employmentMismatch({ positionType, employmentType: e })))
  const doc = await payload.create({
    collection: 'job-postings',
    overrideAccess: true,
    depth: 0,
    data: {
      title: `${r.pick(['Pharmacist', 'Technician', 'Physician', 'Assistant'])} ${run}`,
      company: 'Index Co',
      location: r.chance(0.1) ? 'Remote' : `${city}, ${province}`,
      city,
      province,
      remote: r.chance(0.15),
      contactEmail: 'jobs@test.example',
      description: `A role in a busy team. ${words}`,
      requirements: 'None.',
      positionType,
      employmentType,
      experienceLevel: r.pick(['entry-level', 'senior-level', null] as const),
      isUrgent: r.chance(0.2),
      tags: r.chance(0.3) ? [r.pick(['urgent', 'remote', 'entry level'])] : [],
      ...(r.chance(0.9) && { payMin: low, payMax: r.chance(0.8) ? low + (hourly ? 10 : 20_000) : undefined, payUnit: hourly ? 'hour' : 'year' }),
      ...(r.chance(0.5) && { hoursPerYear: r.pick([1560, 1950, 2080]) }),
      status: 'active',
      paid: true,
      postedDate: new Date(Date.now() - Math.floor(r.next() * 40 * DAY)).toISOString(),
      createdBy: employer.id,
      ...extra,
    } as never,
  })
  return doc
}

/** A search as Find Work's URL would make it, always with the run's word. */
function search(r: ReturnType<typeof random>): { query: JobQuery; terms: SearchTerms; language: Language } {
  const near = r.chance(0.35) ? r.pick(['Toronto', 'M5V', 'Montréal', 'Yellowknife', 'Calgary']) : ''
  const query = jobQuery({
    q: [run, ...WORDS.filter(() => r.chance(0.12))].join(' '),
    chips: CHIP_IDS.filter(() => r.chance(0.1)),
    provinces: r.chance(0.4) ? [...new Set([r.pick(PROVINCES), r.pick(['ON', 'QC'] as const)])] : [],
    types: r.chance(0.3) ? [r.pick(POSITION_TYPES)] : [],
    near,
    radius: near ? r.pick([5, 25, 100, 250] as const) : null,
    hideRemote: near !== '' && r.chance(0.3),
    pay: r.chance(0.5) ? (r.chance(0.6) ? 20 + Math.floor(r.next() * 60) : 50_000 + Math.floor(r.next() * 150) * 1000) : null,
    posted: r.chance(0.35) ? r.pick(POSTED_WITHIN) : null,
    sort: r.pick([null, 'newest', 'pay', 'relevance'] as const),
    page: r.chance(0.8) ? 1 : 2,
  })
  const withPer = query.pay ? { ...query, per: query.pay > 1000 ? ('year' as const) : ('hour' as const) } : query
  return { query: withPer, terms: { ...withPer, center: near ? findPlace(near) : null }, language: r.chance(0.3) ? 'fr' : 'en' }
}

/** How many postings the SQL rule finds (countQuery, uncapped here). */
const sqlCount = async (terms: SearchTerms, language: Language) => Number((await execute(payload, countQuery(terms, language, 1_000_000)))[0].n)

/**
 * The counts as the SQL rule alone gives them: each facet value counted as the search with that
 * value chosen instead; a value is listed when some posting matching the words, chips and place has it.
 */
async function countsBySql(terms: SearchTerms, language: Language) {
  const base = { ...terms, provinces: [], types: [], posted: null, pay: null }
  const provinces: Record<string, number> = {}
  for (const province of PROVINCES) {
    if ((await sqlCount({ ...base, provinces: [province] }, language)) > 0) provinces[province] = await sqlCount({ ...terms, provinces: [province] }, language)
  }
  const types: Record<string, number> = {}
  for (const type of POSITION_TYPES) {
    if ((await sqlCount({ ...base, types: [type] }, language)) > 0) types[type] = await sqlCount({ ...terms, types: [type] }, language)
  }
  const posted: Record<string, number> = {}
  for (const days of POSTED_WITHIN) posted[String(days)] = await sqlCount({ ...terms, posted: days }, language)
  return { total: await sqlCount(terms, language), facets: { provinces, types, posted } }
}

const generation = async () => Number((await other.query('SELECT n FROM listing_generation')).rows[0].n)
const counted = async (q = run) => (await searchCounts(payload, { ...jobQuery({ q }), center: null }, 'en')).total

beforeAll(async () => {
  payload = await getPayload()
  employer = await makeUser(payload, ['employer'], 'index-employer')
  other = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await other.connect()
  const r = random(20261127)
  for (let i = 0; i < 48; i++) await post(r)
}, 120_000)

afterAll(async () => {
  await other?.end()
})

describe('the in-memory index agrees with the SQL rule', () => {
  it('counts every search as the SQL rule does, and lists the same page in the same order', async () => {
    const r = random(7)
    let found = 0
    for (let i = 0; i < 60; i++) {
      const { query, terms, language } = search(r)
      const label = JSON.stringify({ query, language })
      const result = await searchJobs(payload, query, null, language, terms.center ?? null)
      expect({ label, ...(await searchCounts(payload, terms, language)) }).toEqual({ label, ...(await countsBySql(terms, language)) })
      const bySql = (await execute(payload, searchIdsQuery(query, language, terms.center ?? null))).map((row) => Number(row.id))
      expect({ label, ids: result.jobs.map((job) => job.id), hasMore: result.hasMore }).toEqual({ label, ids: bySql.slice(0, 20), hasMore: bySql.length > 20 })
      found += result.total
    }
    // The draw found postings, not only empty searches.
    expect(found).toBeGreaterThan(60)
  }, 120_000)
})

describe('a ranking kept for words with many matches', () => {
  it('pages through it, filtered, as the SQL rule pages', async () => {
    // More matches than the database is asked to rank among (5,000): the ranking is asked once and kept.
    const bulk = `${run}bulk`
    await execute(
      payload,
      sql`INSERT INTO job_postings (title, company, location, contact_email, description, requirements, position_type,
            employment_type, status, paid, posted_date, province, pay_min, pay_max, pay_unit, search_text, search_title, search_place, updated_at, created_at)
          SELECT 'Bulk ' || g, 'Bulk Co', 'Toronto, ON', 'b@test.example', 'Bulk', 'None', 'pharmacy-technician', 'full-time', 'active', true,
            now() - ((g % 97) || ' hours')::interval, (ARRAY['ON', 'QC', 'BC'])[1 + g % 3]::enum_job_postings_province, 20 + g % 40, 30 + g % 50, 'hour',
            ${bulk} || ' bulk ' || g || CASE WHEN g % 7 = 0 THEN ' oncology' ELSE '' END,
            CASE WHEN g % 5 = 0 THEN ${bulk} || ' oncology' ELSE 'bulk' END, 'toronto on', now(), now()
          FROM generate_series(1, 5200) g`,
    )
    const searches = [
      jobQuery({ q: `${bulk} oncology` }),
      jobQuery({ q: bulk }),
      jobQuery({ q: bulk, page: 3 }),
      jobQuery({ q: bulk, provinces: ['QC'], page: 2 }),
      jobQuery({ q: bulk, pay: 60, per: 'hour', posted: 3 }),
      jobQuery({ q: bulk, sort: 'pay', page: 4 }),
      jobQuery({ q: bulk, sort: 'newest', page: 260 }),
      jobQuery({ q: bulk, page: 261 }),
    ]
    for (const language of ['en', 'fr'] as const) {
      for (const query of searches) {
        const label = JSON.stringify({ query, language })
        const result = await searchJobs(payload, query, null, language, null)
        const bySql = (await execute(payload, searchIdsQuery(query, language, null))).map((row) => Number(row.id))
        expect({ label, ids: result.jobs.map((job) => job.id), hasMore: result.hasMore }).toEqual({ label, ids: bySql.slice(0, 20), hasMore: bySql.length > 20 })
      }
    }
    expect((await searchCounts(payload, { ...jobQuery({ q: bulk }), center: null }, 'en')).total).toBe(5200)
  }, 60_000)
})

describe('the index follows every committed write to postings', () => {
  it('counts what another connection commits, and nothing it has not committed or rolled back', async () => {
    const before = await counted()
    const [{ id }] = (await other.query(`SELECT id FROM job_postings WHERE search_text LIKE $1 AND status = 'active' ORDER BY id LIMIT 1`, [`%${run}%`])).rows
    const was = await generation()

    await other.query('BEGIN')
    await other.query(`UPDATE job_postings SET status = 'expired' WHERE id = $1`, [id])
    // Not yet committed: the index and the generation are as they were.
    expect(await counted()).toBe(before)
    expect(Number((await execute(payload, sql`SELECT n FROM listing_generation`))[0].n)).toBe(was)
    await other.query('ROLLBACK')
    expect(await generation()).toBe(was)
    expect(await counted()).toBe(before)

    await other.query(`UPDATE job_postings SET status = 'expired' WHERE id = $1`, [id])
    expect(await generation()).toBe(was + 1)
    expect(await counted()).toBe(before - 1)

    await other.query(`UPDATE job_postings SET status = 'active' WHERE id = $1`, [id])
    expect(await counted()).toBe(before)
  })

  it('adds one to the generation for each committed transaction, however many rows it wrote', async () => {
    const was = await generation()
    await other.query('BEGIN')
    await other.query(`UPDATE job_postings SET updated_at = updated_at WHERE search_text LIKE $1`, [`%${run}%`])
    await other.query(`UPDATE job_postings SET updated_at = updated_at WHERE search_text LIKE $1`, [`%${run}%`])
    await other.query('COMMIT')
    expect(await generation()).toBe(was + 1)
  })

  it('follows new postings, edits of words, tags and pay, and deletions through Payload', async () => {
    const r = random(99)
    const word = `${run}fresh`
    expect(await counted(word)).toBe(0)
    const job = await post(r, { description: `New here ${word}`, tags: [], isUrgent: false, payMin: 30, payMax: 40, payUnit: 'hour' })
    expect(await counted(word)).toBe(1)

    const urgent = { ...jobQuery({ q: word, chips: ['urgent'] }), center: null }
    expect((await searchCounts(payload, urgent, 'en')).total).toBe(0)
    await payload.update({ collection: 'job-postings', id: job.id, overrideAccess: true, data: { tags: ['urgent'] } as never })
    expect((await searchCounts(payload, urgent, 'en')).total).toBe(1)

    const wellPaid = { ...jobQuery({ q: word, pay: 45, per: 'hour' }), center: null }
    expect((await searchCounts(payload, wellPaid, 'en')).total).toBe(0)
    await payload.update({ collection: 'job-postings', id: job.id, overrideAccess: true, data: { payMax: 50 } as never })
    expect((await searchCounts(payload, wellPaid, 'en')).total).toBe(1)

    await payload.update({ collection: 'job-postings', id: job.id, overrideAccess: true, data: { description: 'Words changed.' } as never })
    expect(await counted(word)).toBe(0)
    await payload.update({ collection: 'job-postings', id: job.id, overrideAccess: true, data: { description: `Back ${word}` } as never })
    expect(await counted(word)).toBe(1)

    await payload.delete({ collection: 'job-postings', id: job.id, overrideAccess: true })
    expect(await counted(word)).toBe(0)
  })
})
