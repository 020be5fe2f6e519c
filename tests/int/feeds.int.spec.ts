import '../support/nextRuntime'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as feedRoute } from '@/app/(frontend)/[locale]/(app)/find-work/feed.xml/route'
import { actOnPosting } from '@/domain/jobs/lifecycle'
import { parseJobSearchParams } from '@/domain/jobs/query'
import { searchJobs } from '@/domain/jobs/searchJobs'
import type { Locale } from '@/i18n/locale'
import type { User } from '@/payload-types'

import { memoryCacheForEachTest } from '../support/memoryCache'
import { makePosting, makeUser, unique } from '../support/factories'
import { getPayload } from '../support/payload'
import { child, childrenNamed, parseXml, validRss, type XmlElement } from '../support/rss'

/**
 * The RSS feed of a Find Work search (/find-work/feed.xml?<query>, /fr/… in French): valid RSS 2.0,
 * the same postings in the same order as the page, only what an anonymous visitor may see, and cached
 * like the page (a posting that ends leaves it at once).
 */

let payload: Payload
let employer: User
/** A word only this file's postings hold, so searches find exactly them. */
const word = unique('zephyrine').split(' ').join('')

const ORIGIN = 'http://localhost:3000'

const cache = memoryCacheForEachTest()

/** The feed as a feed reader gets it: the route's answer for `search` in `locale`. */
async function feed(search: string, locale: Locale = 'en-CA') {
  const prefix = locale === 'fr-CA' ? '/fr' : ''
  const res = await feedRoute(new Request(`${ORIGIN}${prefix}/find-work/feed.xml${search}`), { params: Promise.resolve({ locale }) })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/^application\/rss\+xml/)
  const xml = await res.text()
  return { xml, channel: validRss(xml) }
}

const items = (channel: XmlElement) => childrenNamed(channel, 'item')
const idOfItem = (item: XmlElement) => Number(/\/jobs\/(\d+)$/.exec(child(item, 'guid')!.text)![1])

beforeAll(async () => {
  payload = await getPayload()
  employer = await makeUser(payload, ['employer'], 'feed-employer')
  const day = 24 * 3600 * 1000
  // Posted on different days, so the order is the posted date's (newest first).
  for (const [n, extra] of [
    [5, { title: `Night Pharmacist ${word}`, payMin: 60, payMax: 75, payUnit: 'hour' as const }],
    [3, { title: `Clinic Nurse ${word}`, employmentType: 'part-time' as const, salaryRange: '$40/h' }],
    [1, { title: `Remote Pharmacist ${word}`, remote: true, titleFr: `Pharmacien à distance ${word}`, positionType: 'pharmacist-part-time' as const, employmentType: 'part-time' as const }],
  ] as const) {
    await makePosting(payload, employer, { ...extra, postedDate: new Date(Date.now() - n * day).toISOString() })
  }
})

describe('the feed of a search', () => {
  it('is valid RSS 2.0 with the channel and item fields feed readers need', async () => {
    const { xml, channel } = await feed(`?q=${word}`)
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(child(channel, 'title')!.text).toContain(word)
    expect(child(channel, 'link')!.text).toBe(`${ORIGIN}/find-work?q=${word}`)
    expect(child(channel, 'language')!.text).toBe('en-CA')
    const self = child(channel, 'atom:link')!
    expect(self.attributes).toMatchObject({ rel: 'self', type: 'application/rss+xml', href: `${ORIGIN}/find-work/feed.xml?q=${word}` })
    const list = items(channel)
    expect(list).toHaveLength(3)
    for (const item of list) {
      for (const name of ['title', 'link', 'guid', 'pubDate', 'description', 'category']) expect(child(item, name)?.text, name).toBeTruthy()
      expect(child(item, 'guid')!.attributes.isPermaLink).toBe('true')
      expect(child(item, 'guid')!.text).toBe(child(item, 'link')!.text)
      expect(child(item, 'link')!.text).toMatch(new RegExp(`^${ORIGIN}/jobs/\\d+$`))
    }
    const night = list.find((i) => child(i, 'title')!.text.startsWith('Night Pharmacist'))!
    expect(child(night, 'description')!.text).toBe('Lakeshore Health · Kingston, ON · $60.00 – $75.00 per hour')
    expect(child(night, 'category')!.text).toBe('Pharmacist (Full-time)')
    expect(new Date(child(night, 'pubDate')!.text).getTime()).toBeGreaterThan(Date.now() - 6 * 24 * 3600 * 1000)
  })

  it('lists the same postings in the same order as Find Work for the same query, chips and page included', async () => {
    for (const search of [`?q=${word}`, `?q=pharmacist+${word}`, `?q=${word}&chip=part-time`, `?chip=remote&q=${word}`, `?q=${word}&page=2`]) {
      const { channel } = await feed(search)
      const expected = await searchJobs(payload, parseJobSearchParams(new URLSearchParams(search)), null, 'en')
      expect(items(channel).map(idOfItem), search).toEqual(expected.jobs.map((j) => j.id))
    }
    expect(items((await feed(`?q=${word}&chip=part-time`)).channel).map((i) => child(i, 'title')!.text)).toEqual([
      `Remote Pharmacist ${word}`,
      `Clinic Nurse ${word}`,
    ])
  })

  it('never shows the company or contact email of a confidential posting: it reads "Confidential", as on the site', async () => {
    const secret = unique('Secretive Clinic')
    const contactEmail = `${word}-hiring@secret.example`
    const job = await makePosting(payload, employer, { title: `Hidden Employer Nurse ${word}`, company: secret, contactEmail, confidential: true })
    for (const [locale, label] of [['en-CA', 'Confidential'], ['fr-CA', 'Confidentiel']] as const) {
      const { xml, channel } = await feed(`?q=${word}`, locale)
      expect(xml).not.toContain(secret)
      expect(xml).not.toContain(contactEmail)
      expect(xml).not.toContain('secret.example')
      const item = items(channel).find((i) => idOfItem(i) === job.id)!
      expect(child(item, 'description')!.text.split(' · ')[0]).toBe(label)
    }
    // The feed holds no contact email of any posting.
    const { xml } = await feed(`?q=${word}`)
    expect(xml).not.toMatch(/hiring-[^<]*@lakeshore\.example/)
  })

  it('escapes markup and drops characters XML cannot hold, so odd titles never break it', async () => {
    const job = await makePosting(payload, employer, { title: `Nurse <RN> & "Co" ${word}\u0001\u0008\uffff end`, location: "Sault Ste. Marie, ON & 'area'" })
    const { xml, channel } = await feed(`?q=${word}`)
    expect(xml).not.toContain('<RN>')
    const item = items(channel).find((i) => idOfItem(i) === job.id)!
    expect(child(item, 'title')!.text).toBe(`Nurse <RN> & "Co" ${word} end`)
    expect(child(item, 'description')!.text).toContain("Sault Ste. Marie, ON & 'area'")
    // A search with markup in it is escaped in the channel too.
    const odd = await feed(`?q=${encodeURIComponent(`<b>&"${word}`)}`)
    expect(child(odd.channel, 'title')!.text).toContain(`<b>&"${word}`)
    expect(child(odd.channel, 'atom:link')!.attributes.href).toBe(`${ORIGIN}/find-work/feed.xml?q=%3Cb%3E%26%22${word}`)
  })

  it('in French: French titles, labels and links, language fr-CA', async () => {
    const { channel } = await feed(`?q=${word}&chip=remote`, 'fr-CA')
    expect(child(channel, 'language')!.text).toBe('fr-CA')
    expect(child(channel, 'title')!.text).toContain('Trouver du travail')
    expect(child(channel, 'link')!.text).toBe(`${ORIGIN}/fr/find-work?q=${word}&chip=remote`)
    expect(child(channel, 'atom:link')!.attributes.href).toBe(`${ORIGIN}/fr/find-work/feed.xml?q=${word}&chip=remote`)
    const [item] = items(channel)
    expect(child(item, 'title')!.text).toBe(`Pharmacien à distance ${word}`)
    expect(child(item, 'link')!.text).toMatch(new RegExp(`^${ORIGIN}/fr/jobs/\\d+$`))
    expect(child(item, 'category')!.text).toBe('Pharmacien(ne) – temps partiel')
    // A posting without French text keeps its English title; the pay reads as French pages write it.
    const all = items((await feed(`?q=night+${word}`, 'fr-CA')).channel)
    expect(child(all[0], 'title')!.text).toBe(`Night Pharmacist ${word}`)
    expect(child(all[0], 'description')!.text).toMatch(/^Lakeshore Health · Kingston, ON · 60,00\s\$ – 75,00\s\$/)
  })

  it('is cached like Find Work, and a posting that ends leaves it at once', async () => {
    const job = await makePosting(payload, employer, { title: `Ending Soon Nurse ${word}` })
    const before = await feed(`?q=ending+${word}`)
    expect(items(before.channel).map(idOfItem)).toEqual([job.id])
    expect([...cache.entries.values()].some((e) => e.tags.includes('jobs:list'))).toBe(true)
    await actOnPosting(payload, job.id, 'close', employer)
    // The close expires the list tag after its commit (expirePublicViews).
    await expect.poll(async () => items((await feed(`?q=ending+${word}`)).channel).length).toBe(0)
  })

  it('the strict reader refuses what is not well-formed RSS 2.0', () => {
    expect(() => parseXml('<rss><channel></rss>')).toThrow()
    expect(() => parseXml('<rss a="1" a="2"/>')).toThrow()
    expect(() => parseXml('<rss>Tom & Jerry</rss>')).toThrow()
    expect(() => parseXml('<rss>\u0001</rss>')).toThrow()
    expect(() => validRss('<rss version="0.91"><channel><title>t</title><link>l</link><description>d</description></channel></rss>')).toThrow(/version/)
    expect(() => validRss('<rss version="2.0"><channel><title>t</title><link>l</link></channel></rss>')).toThrow(/description/)
    expect(() =>
      validRss('<rss version="2.0"><channel><title>t</title><link>l</link><description>d</description><item><pubDate>2026-11-24</pubDate><title>x</title></item></channel></rss>'),
    ).toThrow(/pubDate/)
  })
})
