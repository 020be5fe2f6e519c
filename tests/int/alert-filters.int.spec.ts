import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { runDigest } from '@/domain/alerts/digest'
import { alertSearchParams, normalAlertSearch, type AlertSearchInput } from '@/domain/alerts/search'
import { describeSearch } from '@/domain/alerts/sender'
import { parseJobSearchParams } from '@/domain/jobs/query'
import { searchJobs } from '@/domain/jobs/searchJobs'
import { findPlace } from '@/domain/places/findPlace'
import { enumLabel } from '@/i18n/enums'
import type { Language } from '@/i18n/locale'
import { execute, sql } from '@/lib/payload/sql'
import { job_alerts } from '@/payload-generated-schema'
import type { JobAlert, JobPosting, User } from '@/payload-types'

import { english, fr } from '../support/copy'
import { deliveredTo } from '../support/emailQueue'
import { makePosting } from '../support/factories'
import { from, newNetwork, trustClientAddressHeader } from '../support/network'
import { getPayload, makeUser, uniqueEmail } from '../support/payload'
import { rest } from '../support/rest'

/**
 * Saved searches take every Find Work filter (docs/alerts.md, docs/alert-digest.md): provinces,
 * position types, a place with its radius, remote postings hidden or not, a minimum pay. The digest
 * emails what Find Work lists for the same URL; the endpoints keep the search in Find Work's normal
 * form and refuse what Find Work would not understand.
 */
trustClientAddressHeader()

let payload: Payload
let employer: User
const HOUR = 60 * 60_000
const DAY = 24 * HOUR
// Far in the future, each test on its own day: the scheduled run (real time) never finds these alerts due.
let epoch = Date.now() + 900 * DAY
const newDay = () => new Date((epoch += 30 * DAY))
const at = (base: Date, ms: number) => new Date(base.getTime() + ms)
const word = () => `zf${Math.random().toString(36).slice(2, 10)}`
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b)
const a = english('alerts')

/** The postings an email links to, in its order. */
const jobLinks = (mail: { links: string[] }) => mail.links.flatMap((l) => (/\/jobs\/(\d+)$/.exec(l) ? [Number(l.split('/').pop())] : []))

let minute = 0
/** An active posting in a city (the posting's hook places it on the map), live at `postedAt`. */
const posting = (postedAt: Date, w: string, fields: Partial<Omit<JobPosting, 'paid' | 'confidential' | 'status'>>) =>
  makePosting(payload, employer, {
    title: `Role ${w}`,
    city: 'Toronto',
    location: 'Toronto, ON',
    province: 'ON',
    positionType: 'pharmacist-full-time',
    payMin: 55,
    payMax: 60,
    payUnit: 'hour',
    postedDate: at(postedAt, ++minute * 1000).toISOString(),
    ...fields,
  })

/** An active alert whose cursor is `since`, created as the subscribe endpoint would store it. */
const makeAlert = (since: Date, search: AlertSearchInput, fields: Partial<JobAlert> = {}) =>
  payload.create({
    collection: 'job-alerts',
    overrideAccess: true,
    data: {
      email: uniqueEmail('alert-filters'),
      language: 'en',
      ...normalAlertSearch(search),
      frequency: 'daily',
      status: 'active',
      confirmedAt: since.toISOString(),
      lastRunAt: since.toISOString(),
      lastSentAt: new Date().toISOString(),
      ...fields,
    } as never,
  }) as Promise<JobAlert>

const sentTo = async (alert: JobAlert) =>
  (await payload.find({ collection: 'alert-deliveries', where: { alert: { equals: alert.id } }, overrideAccess: true, depth: 0, pagination: false })).docs.map((d) =>
    Number(d.posting),
  )

/** What Find Work lists for a URL's query string, newest first (as an alert email orders them). */
const findWork = async (search: string, language: Language = 'en') => {
  const query = parseJobSearchParams(new URLSearchParams(`${search}&sort=newest`))
  return (await searchJobs(payload, query, null, language, query.near ? findPlace(query.near) : null)).jobs.map((j) => j.id)
}

const subscribe = (body: Record<string, unknown>, as?: User) =>
  rest(payload, 'POST', '/job-alerts/subscribe', { as, json: { frequency: 'daily', consent: true, ...body }, headers: from(newNetwork()) })
const alertsTo = async (email: string) =>
  (await payload.find({ collection: 'job-alerts', where: { email: { equals: email } }, depth: 0, overrideAccess: true })).docs as JobAlert[]

beforeAll(async () => {
  payload = await getPayload()
  employer = await makeUser(payload, ['employer'], 'alert-filters-employer')
})

describe('the digest applies every filter, as Find Work does', () => {
  it('provinces, types, a place and radius, remote postings and a minimum pay: the email holds what Find Work lists for the same URL', async () => {
    const w = word()
    const day = newDay()
    const since = at(day, -3 * HOUR)
    const live = at(since, HOUR)
    const expected = [
      await posting(live, w, { city: 'Mississauga', location: 'Mississauga, ON' }),
      // A year's pay above $50 an hour at 2,080 hours.
      await posting(live, w, { positionType: 'physician', payMin: 150_000, payMax: 210_000, payUnit: 'year' }),
      // Remote: listed whatever the distance unless remote postings are hidden.
      await posting(live, w, { city: 'Ottawa', location: 'Ottawa, ON', remote: true }),
    ]
    // About 60 km away: outside 50 km, within 100.
    const hamilton = await posting(live, w, { city: 'Hamilton', location: 'Hamilton, ON' })
    await posting(live, w, { city: 'Ottawa', location: 'Ottawa, ON' })
    await posting(live, w, { payMin: 20, payMax: 25 })
    await posting(live, w, { city: 'Montréal', location: 'Montréal, QC', province: 'QC' })
    await posting(live, w, { positionType: 'pharmacy-assistant' })
    await posting(at(since, -HOUR), w, {})
    const search = { q: w, provinces: ['ON'], types: ['physician', 'pharmacist-full-time'], near: ' toronto ', radius: 50, pay: 50, per: 'hour' }
    const alert = await makeAlert(since, search)
    const hiding = await makeAlert(since, { ...search, hideRemote: true })
    const farther = await makeAlert(since, { ...search, radius: 100 })

    await runDigest(payload, { now: day })

    const url = alertSearchParams(normalAlertSearch(search)).toString()
    expect(url).toBe(`q=${w}&province=ON&type=pharmacist-full-time&type=physician&near=toronto&pay=50`)
    // Find Work lists one more: the posting that went live before the alert's cursor (the oldest).
    const listed = await findWork(url)
    expect(listed).toHaveLength(4)
    const fresh = listed.slice(0, 3)
    expect(sorted(fresh)).toEqual(sorted(expected.map((p) => p.id)))
    expect(sorted(await sentTo(alert))).toEqual(sorted(fresh))
    const [mail] = await deliveredTo(payload, alert.email)
    expect(jobLinks(mail)).toEqual(fresh)

    const withoutRemote = (await findWork(`${url}&remote=hide`)).filter((id) => fresh.includes(id))
    expect(withoutRemote).toHaveLength(2)
    expect(jobLinks((await deliveredTo(payload, hiding.email))[0])).toEqual(withoutRemote)
    const within100 = (await findWork(`${url}&radius=100`)).slice(0, 4)
    expect(sorted(within100)).toEqual(sorted([...fresh, hamilton.id]))
    expect(jobLinks((await deliveredTo(payload, farther.email))[0])).toEqual(within100)
  })

  it('a place that is no longer found: no distance, as on Find Work', async () => {
    const w = word()
    const day = newDay()
    const since = at(day, -3 * HOUR)
    const near = await posting(at(since, HOUR), w, {})
    const far = await posting(at(since, HOUR), w, { city: 'Vancouver', location: 'Vancouver, BC', province: 'BC' })
    const alert = await makeAlert(since, { q: w, near: 'Toronto', radius: 5 })
    // The gazetteer changed since it was saved (the endpoints refuse an unknown place).
    await execute(payload, sql`UPDATE ${job_alerts} SET near = 'Atlantis' WHERE ${job_alerts.id} = ${alert.id}`)

    await runDigest(payload, { now: day })

    expect(sorted(await findWork(`q=${w}&near=Atlantis&radius=5`))).toEqual(sorted([near.id, far.id]))
    expect(sorted(await sentTo(alert))).toEqual(sorted([near.id, far.id]))
  })

  it('alerts saving one search share its query, each with its own cursor and what it was already sent', async () => {
    const w = word()
    const day = newDay()
    const early = at(day, -6 * HOUR)
    const late = at(day, -3 * HOUR)
    const first = await posting(at(early, HOUR), w, {})
    const second = await posting(at(late, HOUR), w, {})
    const third = await posting(at(late, 2 * HOUR), w, {})
    const search = { q: w, provinces: ['ON'], near: 'Toronto', pay: 40 }
    const older = await makeAlert(early, search)
    // The same search written another way.
    const newer = await makeAlert(late, { q: ` ${w.toUpperCase()} `, province: 'ON', near: 'toronto', radius: 50, pay: 40, per: 'hour' })
    await payload.create({ collection: 'alert-deliveries', overrideAccess: true, data: { alert: older.id, posting: third.id, sentAt: early.toISOString() } })

    const result = await runDigest(payload, { now: day })

    expect(result.failed).toBe(0)
    expect(sorted(await sentTo(older))).toEqual(sorted([first.id, second.id, third.id]))
    const [olderMail, ...again] = await deliveredTo(payload, older.email)
    expect(again).toHaveLength(0)
    expect(jobLinks(olderMail)).toEqual([second.id, first.id])
    expect(sorted(await sentTo(newer))).toEqual(sorted([second.id, third.id]))
  })
})

describe('saving a search with filters', { timeout: 60_000 }, () => {
  it('stores the whole search in Find Work’s normal form: one alert however it is written, the older single fields as lists', async () => {
    const owner = await makeUser(payload, ['professional'], 'alert-filters-owner')
    const search = { q: 'Night  nurse', chips: ['remote'], provinces: ['QC', 'ON', 'ON'], types: ['physician'], near: ' Toronto ', radius: 25, hideRemote: true, pay: 85000, per: 'year' }
    expect((await subscribe(search, owner)).status).toBe(200)
    const [alert] = await alertsTo(owner.email)
    expect(alert).toMatchObject({ q: 'Night nurse', chips: ['remote'], provinces: ['ON', 'QC'], types: ['physician'], near: 'Toronto', radius: 25, hideRemote: true, pay: 85000, per: 'year' })
    // Another way of writing it (the older single province and type, the default per, another order) is the same alert.
    expect((await subscribe({ q: 'night nurse', chips: ['remote'], provinces: ['QC'], province: 'ON', positionType: 'physician', near: 'Toronto', radius: 25, hideRemote: true, pay: 85000, per: 'year', frequency: 'weekly' }, owner)).status).toBe(200)
    expect(await alertsTo(owner.email)).toHaveLength(1)
    // Defaults are Find Work's: a place without a radius is 50 km, a pay without a period is an hour; no place, no hidden remote.
    expect((await subscribe({ q: 'clinic', near: 'M5V', pay: 40, hideRemote: false, radius: null }, owner)).status).toBe(200)
    expect((await alertsTo(owner.email)).find((x) => x.q === 'clinic')).toMatchObject({ near: 'M5V', radius: 50, pay: 40, per: 'hour', hideRemote: false })
    expect((await subscribe({ q: 'remote only', hideRemote: true, radius: 100, per: 'year' }, owner)).status).toBe(200)
    const bare = (await alertsTo(owner.email)).find((x) => x.q === 'remote only')!
    expect({ near: bare.near ?? '', radius: bare.radius ?? null, hideRemote: bare.hideRemote, pay: bare.pay ?? null, per: bare.per ?? null }).toEqual({
      near: '',
      radius: null,
      hideRemote: false,
      pay: null,
      per: null,
    })

    // Listed with every filter for /account; described in both languages.
    const mine = ((await (await rest(payload, 'GET', '/job-alerts/mine', { as: owner })).json()) as { docs: JobAlert[] }).docs
    expect(mine.find((x) => x.id === alert.id)).toMatchObject({ provinces: ['ON', 'QC'], types: ['physician'], near: 'Toronto', radius: 25, hideRemote: true, pay: 85000, per: 'year' })
    const label = (locale: 'en-CA' | 'fr-CA', kind: 'province' | 'positionType', value: string) => enumLabel(locale, kind, value)
    expect(describeSearch('en-CA', alert)).toBe(
      `“Night nurse” · Remote · ${label('en-CA', 'province', 'ON')} or ${label('en-CA', 'province', 'QC')} · ${label('en-CA', 'positionType', 'physician')}` +
        ' · Within 25 km of Toronto · At least $85,000 a year',
    )
    expect(describeSearch('fr-CA', { ...alert, hideRemote: false, pay: 55.5, per: 'hour' })).toBe(
      `${fr('alerts.searchWords', { q: 'Night nurse' })} · Télétravail · ${label('fr-CA', 'province', 'ON')} ou ${label('fr-CA', 'province', 'QC')}` +
        ` · ${label('fr-CA', 'positionType', 'physician')} · À 25 km ou moins de Toronto, et les postes à distance · Au moins 55,50\u00a0$ l’heure`,
    )

    // The owner changes the filters; the search stays in normal form and its key follows.
    const patched = await rest(payload, 'PATCH', `/job-alerts/${alert.id}`, { as: owner, json: { types: ['specialist', 'physician'], radius: 100 } })
    expect(patched.status).toBe(200)
    expect(await payload.findByID({ collection: 'job-alerts', id: alert.id, depth: 0, overrideAccess: true })).toMatchObject({ types: ['physician', 'specialist'], radius: 100, near: 'Toronto' })
    for (const body of [{ radius: 30 }, { pay: -5 }, { pay: 'lots' }, { types: ['nope'] }, { provinces: 'ON' }, { near: 'Atlantis' }, { per: 'month' }]) {
      expect((await rest(payload, 'PATCH', `/job-alerts/${alert.id}`, { as: owner, json: body })).status, JSON.stringify(body)).toBe(400)
    }
    expect(await payload.findByID({ collection: 'job-alerts', id: alert.id, depth: 0, overrideAccess: true })).toMatchObject({ radius: 100, pay: 85000, near: 'Toronto' })
  })

  it('bad filters are a clear 400 in the catalogue’s words, and nothing is stored or sent', async () => {
    const email = uniqueEmail('alert-filters-bad')
    const cases: [Record<string, unknown>, string][] = [
      [{ pay: -5 }, a('errors.pay')],
      [{ pay: 0 }, a('errors.pay')],
      [{ pay: 'fifty' }, a('errors.pay')],
      [{ pay: 20_000_000 }, a('errors.pay')],
      [{ near: 'Toronto', radius: 30 }, a('errors.radius')],
      [{ near: 'Toronto', radius: '25' }, a('errors.radius')],
      [{ provinces: ['XX'] }, a('errors.search')],
      [{ types: 'physician' }, a('errors.search')],
      [{ per: 'month', pay: 10 }, a('errors.search')],
      [{ hideRemote: 'yes' }, a('errors.search')],
      [{ near: 'x'.repeat(81) }, a('errors.search')],
      [{ near: 'Atlantis' }, a('errors.place', { place: 'Atlantis' })],
    ]
    for (const [body, message] of cases) {
      const res = await subscribe({ q: 'nurse', email, ...body })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(((await res.json()) as { error: string }).error, JSON.stringify(body)).toBe(message)
    }
    expect(await alertsTo(email)).toEqual([])
    expect(await deliveredTo(payload, email, 1000)).toEqual([])
  })
})
