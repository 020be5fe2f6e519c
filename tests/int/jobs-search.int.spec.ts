import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { ChipId } from '@/domain/jobs/chips'
import { basePartIdsQuery, baseParts, orderOf, PAGE_SIZE, searchIdsQuery } from '@/domain/jobs/search'
import { searchJobs } from '@/domain/jobs/searchJobs'
import { jobQuery } from '@/domain/jobs/query'
import type { Language } from '@/i18n/locale'
import { execute, sql } from '@/lib/payload/sql'
import type { JobPosting, User } from '@/payload-types'

import { getPayload, makeUser } from '../support/payload'


/** The plan PostgreSQL would follow for a statement. */
const explain = async (statement: ReturnType<typeof sql>) => (await execute(payload, sql`EXPLAIN ${statement}`)).map((r) => r['QUERY PLAN']).join('\n')
let payload: Payload
let employer: User
/** A word only this run's postings contain, so other tests' data never leaks into results. */
const run = `zq${Date.now().toString(36)}`
const ids: Record<string, number> = {}

type Extra = Partial<Omit<JobPosting, 'id'>>
let n = 0
async function post(key: string, extra: Extra = {}) {
  const doc = await payload.create({
    collection: 'job-postings',
    overrideAccess: true,
    depth: 0,
    data: {
      title: `Role ${run}`,
      company: 'Test Co',
      location: 'Toronto, ON',
      contactEmail: 'jobs@test.example',
      description: 'A role.',
      requirements: 'None.',
      positionType: 'pharmacy-assistant',
      employmentType: 'temporary',
      status: 'active',
      paid: true,
      postedDate: new Date(Date.UTC(2026, 0, 1) + ++n * 60_000).toISOString(),
      createdBy: employer.id,
      ...extra,
    } as never,
  })
  ids[key] = doc.id
  return doc
}

/** Newest first, as these tests were written for (relevance has its own tests in search-relevance). */
const search = async (q: string, chips: ChipId[] = [], page = 1) =>
  (await searchJobs(payload, jobQuery({ q: `${run} ${q}`.trim(), chips, page, sort: 'newest' }), null)).jobs.map((j) => j.id)

beforeAll(async () => {
  payload = await getPayload()
  employer = await makeUser(payload, ['employer'], 'search-employer')
  await post('title', { title: `Oncology Pharmacist ${run}` })
  await post('description', { description: `Handles ANTICOAGULATION clinics ${run}` })
  await post('location', { location: `Moose Jaw, SK ${run}` })
  await post('positionType', { positionType: 'medical-administrator' })
  await post('remoteText', { location: `Remote within Canada ${run}` })
  await post('remoteFlag', { remote: true })
  await post('fullTime', { employmentType: 'full-time' })
  await post('partTime', { employmentType: 'part-time' })
  await post('contract', { employmentType: 'contract' })
  await post('urgent', { isUrgent: true })
  await post('urgentTag', { tags: ['Urgent'] })
  await post('entry', { experienceLevel: 'entry-level' })
  await post('senior', { experienceLevel: 'senior-level' })
  await post('draft', { status: 'draft', title: `Hidden draft ${run}` })
  await post('expired', { status: 'expired', title: `Old posting ${run}` })
})

describe('Find Work search', () => {
  it('lists only active postings, newest posted first', async () => {
    const found = await search('')
    expect(found).not.toContain(ids.draft)
    expect(found).not.toContain(ids.expired)
    expect(found[0]).toBe(ids.senior)
    expect(found.indexOf(ids.title)).toBeGreaterThan(found.indexOf(ids.location))
  })

  it.each([
    ['title', 'oncology'],
    ['description', 'anticoagulation'],
    ['location', 'moose jaw'],
    ['positionType', 'Medical Administrator'],
    ['positionType', 'medical-administrator'],
  ])('matches the %s case-insensitively (%s)', async (key, q) => {
    expect(await search(q)).toEqual([ids[key]])
  })

  it('needs every word to match', async () => {
    expect(await search('oncology moose')).toEqual([])
  })

  it('treats % and _ as text, not wildcards', async () => {
    expect(await search('%')).toHaveLength((await search('')).length)
    expect(await search('o_cology')).toEqual([])
  })

  it.each<[ChipId, string[]]>([
    ['remote', ['remoteText', 'remoteFlag']],
    ['full-time', ['fullTime']],
    ['part-time', ['partTime']],
    ['contract', ['contract']],
    ['urgent', ['urgent', 'urgentTag']],
    ['entry-level', ['entry']],
    ['senior-level', ['senior']],
  ])('chip %s', async (chip, keys) => {
    expect((await search('', [chip])).sort()).toEqual(keys.map((k) => ids[k]).sort())
  })

  it('combines chips (all must hold)', async () => {
    expect(await search('', ['remote', 'urgent'])).toEqual([])
  })

  it('pages through results with a next page when more exist', async () => {
    const extra = `${run}page`
    for (let i = 0; i < PAGE_SIZE + 3; i++) await post(`page${i}`, { title: `Paged ${extra}` })
    const first = await searchJobs(payload, jobQuery({ q: extra, chips: [], page: 1 }), null)
    const second = await searchJobs(payload, jobQuery({ q: extra, chips: [], page: 2 }), null)
    expect(first.jobs).toHaveLength(PAGE_SIZE)
    expect(first.hasMore).toBe(true)
    expect(second.jobs).toHaveLength(3)
    expect(second.hasMore).toBe(false)
    expect(new Set([...first.jobs, ...second.jobs].map((j) => j.id)).size).toBe(PAGE_SIZE + 3)
  })

  it('uses the trigram index for a selective word match on a realistic table', async () => {
    // 20,000 other active postings, so the planner weighs a real table rather than a handful of rows.
    await execute(
      payload,
      sql`INSERT INTO job_postings (title, company, location, contact_email, description, requirements,
            position_type, employment_type, status, paid, posted_date, search_text, updated_at, created_at)
          SELECT 'Filler ' || g, 'Filler Co', 'Toronto, ON', 'f@test.example', 'Filler description', 'None',
            'pharmacy-technician', 'full-time', 'active', true, now() - (g || ' minutes')::interval,
            'filler ' || g || ' pharmacy technician toronto, on filler description', now(), now()
          FROM generate_series(1, 20000) g`,
    )
    // As autovacuum would: merge GIN's pending list and refresh statistics.
    await execute(payload, sql`VACUUM ANALYZE job_postings`)
    // What a new search asks the database: the postings of each group of its words, and its ranked order.
    const query = jobQuery({ q: `${run} oncology` })
    const plans = await Promise.all(
      [...baseParts({ ...query, center: null }, 'en').map(basePartIdsQuery), orderOf(query, 'en').query, searchIdsQuery(query)].map(explain),
    )
    expect(plans).toHaveLength(4)
    for (const plan of plans) expect(plan).toContain('job_postings_search_text_trgm_idx')
    expect(await search('oncology')).toEqual([ids.title])
  })

  it('the search column exists with its index (migration applied)', async () => {
    const rows = await execute(payload, sql`SELECT indexname FROM pg_indexes WHERE tablename = 'job_postings'`)
    expect(rows.map((r) => r.indexname)).toEqual(expect.arrayContaining(['job_postings_search_text_trgm_idx']))
  })
})

describe('Find Work in French', () => {
  /** A word only these postings contain (the postings above are listed by `run`). */
  const tok = `zf${Date.now().toString(36)}`
  const find = async (language: Language, q: string, page = 1) =>
    searchJobs(payload, jobQuery({ q: `${tok} ${q}`.trim(), chips: [], page, sort: 'newest' }), null, language)
  const searchIn = async (language: Language, q: string) => (await find(language, q)).jobs.map((j) => j.id)

  beforeAll(async () => {
    await post('french', {
      title: `Hospital Pharmacist ${tok}`,
      titleFr: `Pharmacienne d’hôpital en oncologie ${tok}`,
      descriptionFr: `Préparation des traitements ${tok}`,
      requirementsFr: 'Membre de l’OPQ.',
      province: 'QC',
    })
    // Newer, no French text; its English text happens to hold the French word.
    await post('english', { title: `Clinic Nurse ${tok}`, description: `Partner of the oncologie unit ${tok}` })
    await post('label', { title: `Staff role ${tok}`, positionType: 'pharmacist-full-time' })
  })

  it('finds a posting by its French title on French pages, and by its English title on English ones', async () => {
    expect(await searchIn('fr', 'pharmacienne')).toEqual([ids.french, ids.label])
    expect(await searchIn('en', 'hospital')).toEqual([ids.french])
    // French pages fall back to the English text.
    expect(await searchIn('fr', 'hospital')).toEqual([ids.french])
    // The English page's search text holds the French text too; « pharmacienne » is also a synonym of
    // "pharmacist" (synonyms.ts), so the newer pharmacist's posting written in English only is found too.
    expect(await searchIn('en', 'pharmacienne')).toEqual([ids.label, ids.french])
  })

  it('ignores accents and case both ways: « hôpital » is found by "hopital", "HÔPITAL" and « hôpital »', async () => {
    for (const word of ['hopital', 'HÔPITAL', 'hôpital', 'preparation']) {
      expect(await searchIn('fr', word), word).toEqual([ids.french])
      expect(await searchIn('en', word), word).toEqual([ids.french])
    }
    // The French position-type labels are folded the same way.
    expect(await searchIn('fr', 'temps plein')).toEqual(await searchIn('fr', 'TEMPS PLEIN'))
  })

  it('ranks postings whose French text matches first on French pages; English pages stay newest first', async () => {
    expect(await searchIn('fr', 'oncologie')).toEqual([ids.french, ids.english])
    expect(await searchIn('en', 'oncologie')).toEqual([ids.english, ids.french])
  })

  it('finds postings by the French label of their position type', async () => {
    expect(await searchIn('fr', 'temps plein')).toEqual([ids.label])
    // On English pages too now: « temps plein » is a synonym of "full-time" (synonyms.ts).
    expect(await searchIn('en', 'temps plein')).toEqual([ids.label])
    // The posting whose own French text matches comes before the one matched by its label.
    expect(await searchIn('fr', 'pharmacien')).toEqual([ids.french, ids.label])
  })

  it('pages through the French matches, then the others, with a next page while more exist', async () => {
    const word = `${tok}pg`
    for (let i = 0; i < PAGE_SIZE + 2; i++) await post(`pgFr${i}`, { titleFr: `Poste ${word}` })
    for (let i = 0; i < PAGE_SIZE + 5; i++) await post(`pgEn${i}`, { title: `Role ${word}` })
    const page = (n: number) => searchJobs(payload, jobQuery({ q: word, chips: [], page: n, sort: 'newest' }), null, 'fr')
    const [first, second, third] = await Promise.all([page(1), page(2), page(3)])
    const french = new Set(Array.from({ length: PAGE_SIZE + 2 }, (_, i) => ids[`pgFr${i}`]))
    expect(first.jobs.map((j) => j.id).every((id) => french.has(id))).toBe(true)
    expect(first.hasMore).toBe(true)
    expect(second.jobs.slice(0, 2).every((j) => french.has(j.id))).toBe(true)
    expect(second.jobs.slice(2).some((j) => french.has(j.id))).toBe(false)
    expect(second.hasMore).toBe(true)
    // 47 in all: 22 French, then 25 others; the third page holds the last 7.
    expect(third.jobs).toHaveLength(7)
    expect(third.hasMore).toBe(false)
    const all = [...first.jobs, ...second.jobs, ...third.jobs].map((j) => j.id)
    expect(new Set(all).size).toBe(2 * PAGE_SIZE + 7)
    // English pages list the same postings newest first: the English ones, posted last, lead.
    expect((await searchJobs(payload, jobQuery({ q: word, chips: [], page: 1, sort: 'newest' }), null, 'en')).jobs[0].id).toBe(ids[`pgEn${PAGE_SIZE + 4}`])
  })

  it('a French search uses the trigram index on a realistic table', async () => {
    await execute(payload, sql`VACUUM ANALYZE job_postings`)
    const query = jobQuery({ q: `${tok} oncologie` })
    for (const language of ['fr', 'en'] as const) {
      const statements = [...baseParts({ ...query, center: null }, language).map(basePartIdsQuery), orderOf(query, language).query, searchIdsQuery(query, language)]
      for (const plan of await Promise.all(statements.map(explain))) expect(plan).toContain('job_postings_search_text_trgm_idx')
    }
  })

  it('the French search column has its index (migration applied)', async () => {
    const rows = await execute(payload, sql`SELECT indexname FROM pg_indexes WHERE tablename = 'job_postings'`)
    expect(rows.map((r) => r.indexname)).toEqual(expect.arrayContaining(['job_postings_search_text_fr_trgm_idx']))
  })
})
