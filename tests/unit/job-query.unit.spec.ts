import { describe, expect, it } from 'vitest'

import { jobQuery, jobQueryParams, parseJobSearchParams, sortOf } from '@/domain/jobs/query'
import { parseViewKey, viewKey } from '@/domain/jobs/viewKey'

const parse = (search: string) => parseJobSearchParams(new URLSearchParams(search))
const normal = (search: string) => jobQueryParams(parse(search)).toString()

describe('Find Work filters in the URL', () => {
  it('reads every filter, repeatable ones once each in a fixed order', () => {
    expect(parse('province=on&province=QC,ON&type=physician&type=pharmacist-full-time&near=Mississauga&radius=25&pay=55&posted=7&sort=pay')).toEqual(
      jobQuery({
        provinces: ['ON', 'QC'],
        types: ['pharmacist-full-time', 'physician'],
        near: 'Mississauga',
        radius: 25,
        pay: 55,
        per: 'hour',
        posted: 7,
        sort: 'pay',
      }),
    )
  })

  it('drops any value that is not an allowed one and keeps the rest', () => {
    expect(parse('q=nurse&province=XX&province=ON&type=astronaut&radius=7&near=Toronto&pay=lots&per=week&posted=2&sort=random&remote=maybe')).toEqual(
      jobQuery({ q: 'nurse', provinces: ['ON'], near: 'Toronto', radius: 50 }),
    )
    expect(parse('pay=-5')).toEqual(jobQuery())
    expect(parse('pay=0')).toEqual(jobQuery())
    expect(parse("pay=1' OR 1=1")).toEqual(jobQuery())
  })

  it('a place gets 50 km by default; a radius or hidden remote postings mean nothing without one', () => {
    expect(parse('near=M5V').radius).toBe(50)
    expect(parse('radius=25&remote=hide')).toEqual(jobQuery())
    expect(parse('near=Toronto&remote=hide')).toMatchObject({ near: 'Toronto', hideRemote: true })
  })

  it('reads pay as people write it, hourly unless a year is asked for', () => {
    expect(parse('pay=%2455.50')).toMatchObject({ pay: 55.5, per: 'hour' })
    expect(parse('pay=85,000&per=year')).toMatchObject({ pay: 85000, per: 'year' })
    expect(parse('per=year')).toMatchObject({ pay: null, per: null })
  })

  it('orders by relevance with words and newest without, unless asked', () => {
    expect(sortOf(parse('q=rph'))).toBe('relevance')
    expect(sortOf(parse(''))).toBe('newest')
    expect(sortOf(parse('q=rph&sort=newest'))).toBe('newest')
    expect(sortOf(parse('sort=relevance'))).toBe('newest')
  })

  it('writes one normal form: defaults left out, so URLs that mean the same search are one', () => {
    expect(normal('type=physician&q=md&sort=relevance&province=ON&radius=50&near=Ottawa&per=hour&pay=60')).toBe(
      'q=md&province=ON&type=physician&near=Ottawa&pay=60',
    )
    expect(normal('near=Ottawa&radius=100&remote=hide&pay=90000&per=year&posted=3&sort=newest&q=x&page=2')).toBe(
      'q=x&near=Ottawa&radius=100&remote=hide&pay=90000&per=year&posted=3&sort=newest&page=2',
    )
    for (const search of ['q=md&province=ON&near=Ottawa&pay=60', 'chip=remote&type=physician&posted=1&sort=pay&page=3&job=9']) {
      expect(normal(search)).toBe(search)
      expect(parse(normal(search))).toEqual(parse(search))
    }
  })

  it('a cached page key holds every filter and only a normal form is a key', () => {
    const query = parse('q=np&province=BC&near=V6B&radius=10&pay=70&posted=14')
    expect(parseViewKey(viewKey('/find-work', query))).toEqual({ base: '/find-work', query })
    expect(viewKey('/find-work', parse('province=BC&q=np&near=V6B&posted=14&radius=10&pay=70.00'))).toBe(viewKey('/find-work', query))
    const notNormal = Buffer.from(JSON.stringify(['/find-work', 'province=BC&province=BC'])).toString('base64url')
    expect(parseViewKey(notNormal)).toBeNull()
  })
})
