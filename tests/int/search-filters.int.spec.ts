import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { noResultsSuggestions } from '@/domain/jobs/noResults'
import { jobQuery, parseJobSearchParams, type JobQuery } from '@/domain/jobs/query'
import { searchJobs } from '@/domain/jobs/searchJobs'
import { findPlace } from '@/domain/places/findPlace'
import type { Language } from '@/i18n/locale'
import type { JobPosting, User } from '@/payload-types'

import { getPayload, makeUser } from '../support/payload'

/**
 * Find Work's filters, counts, distance and relevance (docs/search.md). Every search holds a word
 * only this run's postings contain, so other tests' postings never count.
 */
let payload: Payload
let employer: User
const run = `zr${Date.now().toString(36)}`
const ids: Record<string, number> = {}
const DAY = 24 * 60 * 60 * 1000

let minutes = 0
async function post(key: string, extra: Partial<Omit<JobPosting, 'id'>> = {}) {
  const doc = await payload.create({
    collection: 'job-postings',
    overrideAccess: true,
    depth: 0,
    data: {
      title: `Staff role ${run}`,
      company: 'Test Co',
      location: 'Toronto, ON',
      city: 'Toronto',
      province: 'ON',
      contactEmail: 'jobs@test.example',
      description: 'A role in a busy team.',
      requirements: 'None.',
      positionType: 'pharmacy-assistant',
      employmentType: 'full-time',
      payMin: 20,
      payMax: 25,
      payUnit: 'hour',
      status: 'active',
      paid: true,
      // Newest last: each posting a minute after the one before, ten days ago.
      postedDate: new Date(Date.now() - 10 * DAY + ++minutes * 60_000).toISOString(),
      createdBy: employer.id,
      ...extra,
    } as never,
  })
  ids[key] = doc.id
  return doc
}

const find = (search: string, language: Language = 'en') => {
  const query = parseJobSearchParams(new URLSearchParams(`q=${run}&${search}`))
  return searchJobs(payload, query, null, language, query.near ? findPlace(query.near) : null)
}
const idsOf = async (search: string, language: Language = 'en') => (await find(search, language)).jobs.map((j) => j.id)
const keysOf = async (search: string, language: Language = 'en') => {
  const byId = new Map(Object.entries(ids).map(([key, id]) => [id, key]))
  return (await idsOf(search, language)).map((id) => byId.get(id))
}

beforeAll(async () => {
  payload = await getPayload()
  employer = await makeUser(payload, ['employer'], 'filters-employer')
  await post('mississauga', { city: 'Mississauga', location: 'Mississauga, ON', positionType: 'pharmacist-full-time', payMin: 55, payMax: 62 })
  await post('ottawa', { city: 'Ottawa', location: 'Ottawa, ON', positionType: 'physician', payMin: 150_000, payMax: 210_000, payUnit: 'year' })
  await post('montreal', { city: 'Montréal', location: 'Montréal, QC', province: 'QC', positionType: 'pharmacist-part-time', employmentType: 'part-time', payMin: 50, payMax: 58 })
  await post('vancouverRemote', { city: 'Vancouver', location: 'Vancouver, BC', province: 'BC', remote: true, positionType: 'medical-administrator' })
  await post('yellowknife', { city: 'Yellowknife', location: 'Yellowknife, NT', province: 'NT', positionType: 'pharmacy-technician' })
  await post('recent', { postedDate: new Date(Date.now() - 2 * DAY).toISOString(), positionType: 'pharmacy-technician' })
})

describe('filters', () => {
  it('narrows by province and position type, several values of one filter adding up', async () => {
    expect(await keysOf('province=QC')).toEqual(['montreal'])
    expect((await keysOf('province=QC&province=BC')).sort()).toEqual(['montreal', 'vancouverRemote'])
    expect(await keysOf('type=physician')).toEqual(['ottawa'])
    expect(await keysOf('type=physician&province=QC')).toEqual([])
  })

  it('narrows by the date posted', async () => {
    expect(await keysOf('posted=3')).toEqual(['recent'])
    expect((await keysOf('posted=30')).length).toBe(6)
  })

  it('compares a minimum pay through each posting’s hours a year, by the top of its range', async () => {
    // $55 an hour: Mississauga's range reaches 62, Montréal's 58; Ottawa's $210,000 a year is about $101 an hour.
    expect((await keysOf('pay=55')).sort()).toEqual(['mississauga', 'montreal', 'ottawa'].sort())
    expect((await keysOf('pay=60')).sort()).toEqual(['mississauga', 'ottawa'].sort())
    expect(await keysOf('pay=200000&per=year')).toEqual(['ottawa'])
    // $62 an hour at 2,080 hours is $128,960 a year.
    expect((await keysOf('pay=128000&per=year')).sort()).toEqual(['mississauga', 'ottawa'].sort())
  })

  it('orders by highest pay when asked', async () => {
    expect((await keysOf('sort=pay')).slice(0, 3)).toEqual(['ottawa', 'mississauga', 'montreal'])
  })
})

describe('distance', () => {
  it('lists what lies within the radius, and remote positions wherever they are unless hidden', async () => {
    // Toronto's centre is some 25 km from Mississauga's.
    expect((await keysOf('near=Mississauga&radius=10')).sort()).toEqual(['mississauga', 'vancouverRemote'].sort())
    expect((await keysOf('near=Mississauga')).sort()).toEqual(['mississauga', 'recent', 'vancouverRemote'].sort())
    expect((await keysOf('near=Mississauga&remote=hide')).sort()).toEqual(['mississauga', 'recent'].sort())
    // Ottawa is some 350 km from downtown Toronto.
    expect((await keysOf('near=M5V&radius=250')).sort()).toEqual(['mississauga', 'recent', 'vancouverRemote'].sort())
    expect((await keysOf('near=Yellowknife&radius=250&remote=hide'))).toEqual(['yellowknife'])
  })

  it('a posting whose location says remote is remote everywhere: the chip, any distance, the badge', async () => {
    const doc = await post('saysRemote', { city: '', location: 'Remote', remote: false, positionType: 'medical-administrator' })
    try {
      expect(doc.remote).toBe(true)
      expect(await keysOf('near=Mississauga&radius=10')).toContain('saysRemote')
      expect(await keysOf('chip=remote')).toContain('saysRemote')
      expect(await keysOf('near=Mississauga&radius=10&remote=hide')).not.toContain('saysRemote')
      expect((await find('chip=remote')).jobs.find((job) => job.id === doc.id)?.remote).toBe(true)
    } finally {
      await payload.delete({ collection: 'job-postings', id: doc.id, overrideAccess: true })
      delete ids.saysRemote
    }
  })

  it('a place the gazetteer does not know searches without distance', async () => {
    expect(findPlace('Atlantis')).toBeNull()
    expect((await idsOf('near=Atlantis')).length).toBe(6)
  })
})

describe('counts', () => {
  it('counts the results and, beside each value, what choosing it would give with everything else kept', async () => {
    const { total, facets } = await find('province=ON')
    expect(total).toBe(3)
    // Provinces leave their own filter out: choosing Quebec too would add Montréal's posting.
    expect(facets.provinces).toEqual({ ON: 3, QC: 1, BC: 1, NT: 1 })
    // Other filters apply: Montréal's part-time pharmacist is not in Ontario.
    expect(facets.types).toEqual({ 'pharmacist-full-time': 1, physician: 1, 'pharmacist-part-time': 0, 'medical-administrator': 0, 'pharmacy-technician': 1 })
    expect(facets.posted).toEqual({ '1': 0, '3': 1, '7': 1, '14': 3, '30': 3 })
  })

  it('a search that finds nothing offers the changes that would, each with its count', async () => {
    const query: JobQuery = parseJobSearchParams(new URLSearchParams(`q=${run}&province=NT&type=physician&near=Yellowknife&radius=5`))
    expect((await searchJobs(payload, query, null, 'en', findPlace('Yellowknife'))).total).toBe(0)
    const suggestions = await noResultsSuggestions(payload, query, 'en', findPlace('Yellowknife'))
    // Only leaving the position type out finds something (Yellowknife's technician); no wider radius or other province does.
    expect(suggestions).toEqual([{ kind: 'types', change: { types: [] }, count: 1 }])
  })
})

describe('relevance', () => {
  const judged = `zj${Date.now().toString(36)}`
  beforeAll(async () => {
    await post('titleMatch', { title: `Oncology Pharmacist ${judged}`, description: 'Hospital work.' })
    await post('descriptionMatch', { title: `Clinic role ${judged}`, description: 'Some oncology cases.' })
    await post('physician', { title: `Family Physician ${judged}`, positionType: 'physician', description: 'Walk-in.' })
    await post('frenchTitle', { title: `Staff ${judged}`, titleFr: `Médecin de famille ${judged}`, positionType: 'physician', province: 'QC' })
    await post('locum', { title: `Locum pharmacist ${judged}`, positionType: 'pharmacist-part-time', employmentType: 'part-time' })
    await post('moa', { title: `Medical Office Assistant ${judged}`, positionType: 'medical-administrator' })
  })
  const ranked = async (q: string, language: Language = 'en') => {
    const byId = new Map(Object.entries(ids).map(([key, id]) => [id, key]))
    return (await searchJobs(payload, jobQuery({ q: `${judged} ${q}` }), null, language)).jobs.map((j) => byId.get(j.id))
  }

  it('puts a title match above a description match, whatever is newer', async () => {
    expect(await ranked('oncology')).toEqual(['titleMatch', 'descriptionMatch'])
  })

  it('finds the field’s other words for the same thing, in both languages', async () => {
    expect(await ranked('RPh')).toEqual(expect.arrayContaining(['titleMatch', 'locum']))
    expect((await ranked('médecin')).sort()).toEqual(['frenchTitle', 'physician'].sort())
    expect((await ranked('doctor', 'fr')).sort()).toEqual(['frenchTitle', 'physician'].sort())
    expect(await ranked('MOA')).toEqual(['moa'])
    expect(await ranked('relief')).toEqual(['locum'])
    expect(await ranked('remplacement', 'fr')).toEqual(['locum'])
  })

  it('a short word matches the start of a word, not any part of one', async () => {
    expect(await ranked('md')).toEqual(expect.arrayContaining(['physician', 'frenchTitle']))
    expect(await ranked('md')).not.toContain('moa')
  })

  it('newest first when asked, or without words', async () => {
    const newest = (await searchJobs(payload, jobQuery({ q: `${judged} oncology`, sort: 'newest' }), null)).jobs.map((j) => j.id)
    expect(newest).toEqual([ids.descriptionMatch, ids.titleMatch])
  })
})
