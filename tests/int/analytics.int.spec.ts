import { Redis } from 'ioredis'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as report } from '@/app/api/analytics/events/route'
import { GET as postingsCsv } from '@/app/api/analytics/postings.csv/route'
import { GET as siteCsv } from '@/app/api/analytics/site.csv/route'
import { countAndFlush } from '@/domain/analytics/counting'
import { periodStart, siteDay } from '@/domain/analytics/events'
import { figuresCompany, postingFigures, siteWeeks } from '@/domain/analytics/figures'
import { firstReports, REPEAT_WINDOW_MS } from '@/domain/analytics/visitor'
import { setCompany } from '@/domain/companies/membership'
import { execute, sql } from '@/lib/payload/sql'
import { viewerRequest } from '@/lib/payload/viewer'
import type { JobPosting, User } from '@/payload-types'

import { applyWithFile, makeCompany, makePeople, makePosting, makeUser, type People } from '../support/factories'
import { getPayload } from '../support/payload'
import { tokenFor } from '../support/rest'

/*
 * Posting analytics (docs/analytics.md): what browsers report is counted once per visitor in 30
 * minutes, never for crawlers or bad reports, flushed per posting and day, and read only by the
 * posting's company (and admins), with nothing of the visitor stored.
 */

let payload: Payload
let people: People
let teammate: User
let rival: User
let posting: JobPosting
let other: JobPosting
let rivalPosting: JobPosting
let browser = 0

/** A new browser's name each time (a new visitor), unless one is given. */
const newBrowser = () => `Mozilla/5.0 (X11; Linux x86_64) Firefox/${130 + ++browser}.0 test-${Date.now()}`

const send = (body: unknown, userAgent: string | null = newBrowser()) =>
  report(
    new Request('http://localhost/api/analytics/events', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', ...(userAgent ? { 'User-Agent': userAgent } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )

/** The stored counts of one posting today (after writing what is pending). */
async function today(id: number) {
  await countAndFlush(payload)
  const [row] = await execute(payload, sql`SELECT impressions, views, apply_clicks FROM posting_daily_stats WHERE posting_id = ${id} AND day = ${siteDay(new Date())}::date`)
  return row ? { impressions: Number(row.impressions), views: Number(row.views), applyClicks: Number(row.apply_clicks) } : null
}

const get = async (handler: (r: Request) => Promise<Response>, path: string, user: User | null, language = 'en') =>
  handler(
    new Request(`http://localhost${path}`, {
      headers: { 'Accept-Language': language, ...(user ? { Authorization: `JWT ${await tokenFor(payload, user)}` } : {}) },
    }),
  )

beforeAll(async () => {
  payload = await getPayload()
  people = await makePeople(payload)
  await makeCompany(payload, people.employer, 'Analytics clinic')
  posting = await makePosting(payload, people.employer)
  other = await makePosting(payload, people.employer)
  teammate = await makeUser(payload, ['employer'], 'teammate')
  const company = await figuresCompany(await viewerRequest(people.employer))
  await setCompany(await viewerRequest(teammate), teammate.id, company)
  rival = await makeUser(payload, ['employer'], 'rival')
  await makeCompany(payload, rival, 'Rival clinic')
  rivalPosting = await makePosting(payload, rival)
}, 120_000)

describe('counting reports', () => {
  it('counts a visitor once per posting and kind within 30 minutes, and each visitor', async () => {
    const visitor = newBrowser()
    const events = { events: [{ type: 'impression', posting: posting.id }, { type: 'view', posting: posting.id }, { type: 'impression', posting: other.id }] }
    expect((await send(events, visitor)).status).toBe(204)
    expect((await send(events, visitor)).status).toBe(204)
    expect((await send({ events: [{ type: 'applyClick', posting: posting.id }] }, visitor)).status).toBe(204)
    expect(await today(posting.id)).toEqual({ impressions: 1, views: 1, applyClicks: 1 })
    expect(await today(other.id)).toEqual({ impressions: 1, views: 0, applyClicks: 0 })
    await send(events)
    expect(await today(posting.id)).toEqual({ impressions: 2, views: 2, applyClicks: 1 })
  })

  it('counts the same visitor again once 30 minutes have passed', async () => {
    const events = [{ type: 'view' as const, posting: posting.id }]
    const start = Date.now()
    const fresh = async (mark: string, at: number) => (await firstReports([{ mark, events, at }]))[0]
    expect(await fresh('mark-a', start)).toHaveLength(1)
    expect(await fresh('mark-a', start + REPEAT_WINDOW_MS - 1000)).toHaveLength(0)
    expect(await fresh('mark-b', start + 1000)).toHaveLength(1)
    expect(await fresh('mark-a', start + REPEAT_WINDOW_MS + 1000)).toHaveLength(1)
  })

  it('checks many visitors\' reports in one Redis command, each key kept for 30 minutes', async () => {
    const url = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379')
    url.pathname = '/9'
    const client = new Redis(url.toString(), { maxRetriesPerRequest: 1 })
    try {
      await client.flushdb()
      const view = { type: 'view' as const, posting: posting.id }
      const impression = { type: 'impression' as const, posting: other.id }
      const at = Date.now()
      expect(await firstReports([{ mark: 'a', events: [view, impression], at }, { mark: 'b', events: [view], at }, { mark: 'a', events: [view], at }], client)).toEqual([[view, impression], [view], []])
      expect(await firstReports([{ mark: 'b', events: [impression, view], at }], client)).toEqual([[impression]])
      const ttl = await client.pttl(`analytics:seen:a:view:${posting.id}`)
      expect(ttl).toBeGreaterThan(REPEAT_WINDOW_MS - 60_000)
      expect(ttl).toBeLessThanOrEqual(REPEAT_WINDOW_MS)
    } finally {
      await client.flushdb()
      client.disconnect()
    }
  })

  it('does not count known crawlers or requests without a browser', async () => {
    const before = await today(rivalPosting.id)
    const events = { events: [{ type: 'view', posting: rivalPosting.id }] }
    for (const bot of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', 'curl/8.5.0', null]) {
      expect((await send(events, bot)).status).toBe(204)
    }
    expect(await today(rivalPosting.id)).toEqual(before)
  })

  it('does not count reports sent from another site’s pages', async () => {
    const before = await today(rivalPosting.id)
    const res = await report(
      new Request('http://localhost/api/analytics/events', {
        method: 'POST',
        headers: { 'User-Agent': newBrowser(), Origin: 'https://elsewhere.example', Host: 'localhost' },
        body: JSON.stringify({ events: [{ type: 'view', posting: rivalPosting.id }] }),
      }),
    )
    expect(res.status).toBe(204)
    expect(await today(rivalPosting.id)).toEqual(before)
    await report(
      new Request('http://localhost/api/analytics/events', {
        method: 'POST',
        headers: { 'User-Agent': newBrowser(), Origin: 'http://localhost', Host: 'localhost' },
        body: JSON.stringify({ events: [{ type: 'view', posting: rivalPosting.id }] }),
      }),
    )
    expect((await today(rivalPosting.id))?.views).toBe((before?.views ?? 0) + 1)
  })

  it('refuses bad reports with 400 in the request language and counts nothing of them', async () => {
    const before = await today(rivalPosting.id)
    const valid = { type: 'view', posting: rivalPosting.id }
    const bad = [
      'not json',
      '{}',
      { events: [] },
      { events: [valid, { type: 'purchase', posting: rivalPosting.id }] },
      { events: [valid, { type: 'view', posting: 'abc' }] },
      { events: [valid, { type: 'view', posting: -1 }] },
      { events: [valid, { type: 'view', posting: 99999999999 }] },
      { events: Array.from({ length: 51 }, () => valid) },
      JSON.stringify({ events: [valid], pad: 'x'.repeat(5000) }),
    ]
    for (const body of bad) {
      const res = await send(body)
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect((await res.json()).error).toMatch(/could not be read/)
    }
    const french = await report(new Request('http://localhost/api/analytics/events', { method: 'POST', headers: { 'Accept-Language': 'fr-CA', 'User-Agent': newBrowser() }, body: '[]' }))
    expect((await french.json()).error).toMatch(/illisible/)
    expect(await today(rivalPosting.id)).toEqual(before)
  })

  it('writes per posting and day, adding to the day already stored, and ignores postings that do not exist or are not listed', async () => {
    const before = (await today(other.id))!.impressions
    const draft = await makePosting(payload, people.employer, { status: 'draft' })
    await send({ events: [{ type: 'impression', posting: other.id }, { type: 'impression', posting: 2_000_000_000 }, { type: 'view', posting: draft.id }] })
    expect(await today(other.id)).toEqual({ impressions: before + 1, views: 0, applyClicks: 0 })
    expect(await today(draft.id)).toBeNull()
    await payload.delete({ collection: 'job-postings', id: draft.id, overrideAccess: true })
    const [missing] = await execute(payload, sql`SELECT count(*) AS n FROM posting_daily_stats WHERE posting_id = 2000000000`)
    expect(Number(missing.n)).toBe(0)
  })

  it('keeps nothing of a visitor: only the posting, the day and three counts are stored', async () => {
    const columns = await execute(payload, sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'posting_daily_stats' ORDER BY ordinal_position`)
    expect(columns.map((c) => c.column_name)).toEqual(['posting_id', 'day', 'impressions', 'views', 'apply_clicks'])
  })
})

describe('reading figures', () => {
  it('shows the company’s team its postings’ figures with applications and the apply rate', async () => {
    await applyWithFile(payload, people.professional, posting.id)
    for (const user of [people.employer, teammate]) {
      const req = await viewerRequest(user)
      const company = await figuresCompany(req)
      const rows = await postingFigures(req, company!, periodStart(30))
      expect(rows.map((r) => r.id).sort()).toEqual([posting.id, other.id].sort())
      const mine = rows.find((r) => r.id === posting.id)!
      expect(mine).toMatchObject({ impressions: 2, views: 2, applyClicks: 1, applications: 1 })
      expect(mine.applyRate).toBe(0.5)
    }
  })

  it('gives another company and professionals nothing of these postings; admins any company', async () => {
    const rivalReq = await viewerRequest(rival)
    const rivalRows = await postingFigures(rivalReq, (await figuresCompany(rivalReq, (await figuresCompany(await viewerRequest(people.employer)))!))!, periodStart(30))
    expect(rivalRows.map((r) => r.id)).toEqual([rivalPosting.id])
    expect(await figuresCompany(await viewerRequest(people.professional))).toBeNull()
    const adminReq = await viewerRequest(people.admin)
    const company = await figuresCompany(adminReq, await figuresCompany(await viewerRequest(people.employer)))
    expect((await postingFigures(adminReq, company!, periodStart(30))).map((r) => r.id)).toContain(posting.id)
  })

  it('exports a company’s figures as CSV to its team only', async () => {
    const own = await get(postingsCsv, '/api/analytics/postings.csv?days=90', teammate)
    expect(own.status).toBe(200)
    expect(own.headers.get('content-type')).toMatch(/text\/csv/)
    const text = await own.text()
    expect(text).toContain(`"${posting.id}","${posting.title}","2","2","1","1"`)
    const days = await (await get(postingsCsv, `/api/analytics/postings.csv?posting=${posting.id}`, people.employer)).text()
    expect(days.split('\r\n')).toHaveLength(32) // header, 30 days, final newline
    expect(await (await get(postingsCsv, '/api/analytics/postings.csv', rival)).text()).not.toContain(String(posting.title))
    const notTheirs = await get(postingsCsv, `/api/analytics/postings.csv?posting=${posting.id}`, rival)
    expect(notTheirs.status).toBe(404)
    expect((await notTheirs.json()).error).toBe('That is not one of your company’s postings.')
    // Not an id PostgreSQL's integer holds: the same answer, never a database error.
    for (const bad of ['2147483648', '99999999999', '1.5', '1e10', 'Infinity', '-3', '0', ''])
      expect((await get(postingsCsv, `/api/analytics/postings.csv?posting=${encodeURIComponent(bad)}`, people.employer)).status).toBe(404)
    expect((await get(postingsCsv, '/api/analytics/postings.csv', people.professional)).status).toBe(403)
    expect((await get(postingsCsv, '/api/analytics/postings.csv', null)).status).toBe(401)
    const french = await get(postingsCsv, '/api/analytics/postings.csv', null, 'fr')
    expect((await french.json()).error).toMatch(/Connectez-vous/)
  })

  it('shows the site’s weeks and their CSV to admins only', async () => {
    const weeks = await siteWeeks(await viewerRequest(people.admin), 4)
    expect(weeks).toHaveLength(4)
    const current = weeks!.at(-1)!
    expect(current.impressions).toBeGreaterThanOrEqual(4)
    expect(current.applications).toBeGreaterThanOrEqual(1)
    expect(await siteWeeks(await viewerRequest(people.employer), 4)).toBeNull()
    const csv = await get(siteCsv, '/api/analytics/site.csv?weeks=8', people.admin)
    expect(csv.status).toBe(200)
    expect((await csv.text()).split('\r\n')[0]).toBe('"week","postings_published","applications","revenue_cents","impressions","views","apply_clicks"')
    expect((await get(siteCsv, '/api/analytics/site.csv', people.employer)).status).toBe(403)
    expect((await get(siteCsv, '/api/analytics/site.csv', null)).status).toBe(401)
  })

  it('counts revenue before sales tax, less what credit notes gave back', async () => {
    const revenue = async () => (await siteWeeks(await viewerRequest(people.admin), 1))![0].revenueCents
    const before = await revenue()
    const company = (await figuresCompany(await viewerRequest(people.employer)))!
    const stamp = `${Date.now()}-${Math.random().toString(36).slice(2)}`
    const issue = (kind: 'receipt' | 'creditNote', subtotalCents: number, totalCents: number, sequence: number) =>
      payload.create({
        collection: 'receipts',
        overrideAccess: true,
        data: {
          number: `T-${kind}-${stamp}`,
          kind,
          sequence,
          source: `test:${kind}:${stamp}`,
          company,
          locale: 'en-CA',
          issuedAt: new Date().toISOString(),
          totalCents,
          currency: 'cad',
          sale: { province: 'ON', day: siteDay(new Date()), lines: [], taxes: [], subtotalCents, totalCents, registrations: { gstHstNumber: null, qstNumber: null }, smallSupplier: false },
        },
      })
    // A $100 fee with 13 % HST, then $40 of it refunded.
    await issue('receipt', 10_000, 11_300, 900_000_000)
    await issue('creditNote', -4_000, -4_520, 900_000_000)
    expect(await revenue()).toBe(before + 6_000)
  })
})
