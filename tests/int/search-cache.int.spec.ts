import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { publicSearch } from '@/domain/jobs/publicViews'
import { jobQuery } from '@/domain/jobs/query'
import type { User } from '@/payload-types'

import { memoryCacheForEachTest } from '../support/memoryCache'
import { makePosting, makeUser, unique } from '../support/factories'
import { getPayload } from '../support/payload'

/**
 * Find Work's cached search: a page of results is kept per page and order, its counts per search
 * (the next page, another order or a posting opened beside the list count nothing again), and a
 * change to the listings expires both.
 */

let payload: Payload
let employer: User
const word = unique('quillonia').split(' ').join('')
let ids: number[] = []

const cache = memoryCacheForEachTest()
const keysOf = (name: string) => [...cache.entries.keys()].filter((key) => key.includes(name))

beforeAll(async () => {
  payload = await getPayload()
  employer = await makeUser(payload, ['employer'], 'search-cache')
  for (let n = 0; n < 22; n++) ids.push((await makePosting(payload, employer, { title: `Pharmacist ${word} ${n}` })).id)
  ids = ids.reverse()
})

describe('the cached search', () => {
  it('keeps one page for every posting opened beside it', async () => {
    const first = await publicSearch(jobQuery({ q: word, job: ids[0] }), 'en')
    const again = await publicSearch(jobQuery({ q: word, job: ids[1] }), 'en')
    expect(again).toEqual(first)
    expect(keysOf('public-job-search')).toHaveLength(1)
  })

  it('counts a search once for all its pages and orders', async () => {
    const one = await publicSearch(jobQuery({ q: word }), 'en')
    const two = await publicSearch(jobQuery({ q: word, page: 2 }), 'en')
    const newest = await publicSearch(jobQuery({ q: word, sort: 'newest' }), 'en')
    expect(keysOf('public-job-search')).toHaveLength(3)
    expect(keysOf('public-job-counts')).toHaveLength(1)
    expect([one.total, two.total, newest.total]).toEqual([22, 22, 22])
    expect(two.facets).toEqual(one.facets)
    expect(one.jobs).toHaveLength(20)
    expect(two.jobs.map((j) => j.id)).toEqual(expect.arrayContaining(ids.slice(-2).filter((id) => !one.jobs.some((j) => j.id === id))))
    expect(new Set([...one.jobs, ...two.jobs].map((j) => j.id)).size).toBe(22)
  })

  it('a new listing expires the pages and the counts', async () => {
    await publicSearch(jobQuery({ q: word }), 'en')
    await makePosting(payload, employer, { title: `Pharmacist ${word} late` })
    // Creating through the Local API expires like any write: the entries are gone, the next ask counts afresh.
    expect(cache.expired).toContain('jobs:list')
    expect(keysOf('public-job-counts')).toHaveLength(0)
    expect((await publicSearch(jobQuery({ q: word }), 'en')).total).toBe(23)
  })
})
