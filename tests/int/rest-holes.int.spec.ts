import type { GlobalSlug, Payload, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { JobPosting, SiteSetting } from '@/payload-types'

import { makePosting } from '../support/factories'
import { MAX_DEPTH, MAX_PAGE, idOf } from '../support/surface/policy'
import { closeWorld, docsOf, openWorld, worldRequests } from '../support/surface/suite'
import type { World } from '../support/surface/world'

/**
 * Regressions for the holes in Payload's generic REST surface reported by hand, one readable test
 * each (those the matrix and the fuzz found are in tests/surface/rest-findings.spec.ts).
 */

let payload: Payload
let world: World

beforeAll(async () => {
  const opened = await openWorld()
  payload = opened.payload
  world = opened.world
}, 120_000)

afterAll(() => closeWorld(payload, world))

const { as, get, call, job } = worldRequests(() => ({ payload, world }))
const countPostings = (where: Where) => payload.count({ collection: 'job-postings', overrideAccess: true, where }).then((r) => r.totalDocs)

describe('reported holes', () => {
  it('select cannot drop the fields the company rule reads: a visitor never gets the company of a confidential posting', async () => {
    const confidential = [await job('confPaid'), await job('confUnpaid'), await job('otherConf')]
    const requests = [
      '/job-postings?where[confidential][equals]=true&select[title]=true&select[company]=true&select[paid]=true',
      '/job-postings?where[confidential][equals]=true&select[company]=true',
      '/job-postings?where[confidential][equals]=true&select[confidential]=false',
      `/job-postings/${confidential[0].id}?select[company]=true&select[paid]=true`,
      `/job-postings/${confidential[0].id}?select[confidential]=false`,
      `/saved-jobs?depth=1&populate[job-postings][company]=true&populate[job-postings][paid]=true`,
    ]
    for (const path of requests) {
      for (const who of ['anonymous', 'professional', 'otherEmployer'] as const) {
        const answer = await get(as(who), path)
        expect(answer.status, `${who} GET ${path}`).toBeLessThan(500)
        for (const posting of confidential) {
          if (who === 'otherEmployer' && idOf(posting.createdBy) === world.people.otherEmployer.id) continue
          // The professional's application to confPaid was moved past pending: that company is theirs to see.
          if (who === 'professional' && posting.id === confidential[0].id) continue
          expect(answer.text, `${who} GET ${path} shows the company of confidential posting #${posting.id}`).not.toContain(posting.company)
        }
      }
    }
  })

  it("an employer cannot duplicate another employer's posting into a copy holding its contact email or confidential company", async () => {
    for (const variant of ['confPaid', 'public', 'draft']) {
      const source = await job(variant)
      const before = await countPostings({ createdBy: { equals: world.people.otherEmployer.id } })
      const answer = await call(as('otherEmployer'), { method: 'POST', path: `/job-postings/${source.id}/duplicate`, json: {} })
      expect(answer.status, `duplicate of ${variant}`).toBeLessThan(500)
      expect(answer.text, `the answer to duplicating ${variant} holds its contact email`).not.toContain(source.contactEmail)
      if (source.confidential || !source.paid) expect(answer.text, `the answer to duplicating ${variant} holds its company`).not.toContain(source.company)
      const copies = await payload.find({
        collection: 'job-postings',
        overrideAccess: true,
        depth: 0,
        where: { and: [{ createdBy: { equals: world.people.otherEmployer.id } }, { or: [{ contactEmail: { equals: source.contactEmail } }, { company: { equals: source.company } }] }] },
      })
      expect(copies.docs.map((d) => d.id), `copies of ${variant} holding its contact email or company`).toEqual([])
      expect(await countPostings({ createdBy: { equals: world.people.otherEmployer.id } })).toBeGreaterThanOrEqual(before)
    }
  })

  it('a signed-in non-admin can neither read nor write the job runner statistics (payload-jobs-stats)', async () => {
    for (const who of ['professional', 'employer', 'editor'] as const) {
      const read = await get(as(who), '/globals/payload-jobs-stats')
      expect(read.status, `${who} reads payload-jobs-stats: ${read.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400)
      expect(read.text).not.toMatch(/cnry[0-9a-z]{10}/)
      const write = await call(as(who), { method: 'POST', path: '/globals/payload-jobs-stats', json: { stats: { forged: who } } })
      expect(write.status, `${who} writes payload-jobs-stats`).toBeGreaterThanOrEqual(400)
      // The scheduler itself records its runs here meanwhile, so what is checked is that the caller's body never landed.
      const after = await payload.findGlobal({ slug: 'payload-jobs-stats' as GlobalSlug, overrideAccess: true, depth: 0 })
      expect(JSON.stringify((after as { stats?: unknown }).stats ?? null), `${who} wrote payload-jobs-stats`).not.toContain('forged')
    }
  })

  it('a professional or employer cannot list, create, change or remove document locks (payload-locked-documents)', async () => {
    const locks = () => payload.find({ collection: 'payload-locked-documents', overrideAccess: true, depth: 0, pagination: false }).then((r) => r.docs)
    const lockId = world.id('payload-locked-documents', 'editor')
    for (const who of ['professional', 'employer'] as const) {
      const list = await get(as(who), '/payload-locked-documents?depth=1')
      expect(list.status).toBeLessThan(500)
      expect(docsOf(list).filter((d) => idOf(d.user) !== world.personas[who].viewer.id), `${who} lists other people's locks`).toEqual([])
      expect(list.text).not.toMatch(/cnry[0-9a-z]{10}/)

      const before = await locks()
      const created = await call(as(who), {
        method: 'POST',
        path: '/payload-locked-documents',
        json: { document: { relationTo: 'pages', value: world.id('pages', 'published') }, globalSlug: 'forged', user: { relationTo: 'users', value: world.people.admin.id } },
      })
      expect(created.status).toBeLessThan(500)
      const changed = await call(as(who), { method: 'PATCH', path: `/payload-locked-documents/${lockId}`, json: { globalSlug: 'forged' } })
      expect(changed.status).toBeLessThan(500)
      const removed = await call(as(who), { method: 'DELETE', path: `/payload-locked-documents/${lockId}` })
      expect(removed.status).toBeLessThan(500)
      expect((await locks()).map((l) => [l.id, l.globalSlug]), `${who} changed the locks`).toEqual(before.map((l) => [l.id, l.globalSlug]))
    }
  })

  it('non-admin REST reads are bounded: at most 100 per page whatever limit/pagination say, and population depth capped', async () => {
    // More public postings than one page may hold (titled for this run: the shared database holds many others).
    const mark = `Bounded ${Date.now().toString(36)}`
    // Made five at a time: a hundred creates at once queue for the site's ten connections longer than
    // the pool lets one wait when the machine is busy.
    const filler: JobPosting[] = []
    while (filler.length < MAX_PAGE + 5) {
      const batch = Array.from({ length: Math.min(5, MAX_PAGE + 5 - filler.length) }, (_, j) => filler.length + j)
      filler.push(...(await Promise.all(batch.map((i) => makePosting(payload, world.people.otherEmployer, { title: `${mark} ${i}` })))))
    }
    try {
      for (const query of ['limit=0', 'pagination=false', 'limit=1000', 'limit=-1', 'pagination=false&limit=0', 'limit=101']) {
        for (const who of ['anonymous', 'professional', 'employer'] as const) {
          const answer = await get(as(who), `/job-postings?${query}&depth=0&select[title]=true`)
          expect(answer.status, `${who} ?${query}`).toBeLessThan(500)
          if (answer.status === 200) expect(docsOf(answer).length, `${who} ?${query} returns every public posting`).toBeLessThanOrEqual(MAX_PAGE)
        }
      }
      // Admins are not bounded (the dashboard and exports read everything).
      const admin = await get(as('admin'), `/job-postings?limit=0&depth=0&select[title]=true&where[title][like]=${encodeURIComponent(mark)}`)
      expect(docsOf(admin).length, `${admin.status} ${JSON.stringify(admin.json).slice(0, 400)}`).toBe(MAX_PAGE + 5)
    } finally {
      // (Deleting a posting removes its dependents as the deleting user: an admin.)
      for (const f of filler) await payload.delete({ collection: 'job-postings', id: f.id, overrideAccess: true, user: world.people.admin })
    }

  })

  it('non-admin REST reads populate at most two levels deep, whatever depth asks for', async () => {
    // The employer reading an application to their posting: application → posting → facility → owner is three levels.
    const nesting = (value: unknown): number =>
      value && typeof value === 'object'
        ? Math.max(0, ...Object.values(value as Record<string, unknown>).map((v) => (v && typeof v === 'object' && 'id' in v && 'createdAt' in v && 'updatedAt' in v ? 1 : 0) + nesting(v)))
        : 0
    for (const depth of [3, 5, 99]) {
      const deep = await get(as('employer'), `/applications?depth=${depth}&where[id][equals]=${world.id('applications', 'reviewed')}`)
      expect(deep.status).toBe(200)
      expect(nesting(docsOf(deep)[0]), `populated levels under one application at depth=${depth}`).toBeLessThanOrEqual(MAX_DEPTH)
    }
    const admin = await get(as('admin'), `/applications?depth=3&where[id][equals]=${world.id('applications', 'reviewed')}`)
    expect(nesting(docsOf(admin)[0])).toBe(3)
  })

  it('editors cannot change the posting fee, listing days or the inquiry inbox; admins can', async () => {
    const settings = () => payload.findGlobal({ slug: 'site-settings', overrideAccess: true, depth: 0 }) as Promise<SiteSetting>
    const before = await settings()
    const forged = { postingFeeCents: 51, listingDays: 365, inquiryInbox: 'attacker@example.com' }
    const answer = await call(as('editor'), { method: 'POST', path: '/globals/site-settings', json: { ...forged, siteName: `${before.siteName} (edited)` } })
    expect(answer.status).toBeLessThan(500)
    const after = await settings()
    expect({ postingFeeCents: after.postingFeeCents, listingDays: after.listingDays, inquiryInbox: after.inquiryInbox }).toEqual({
      postingFeeCents: before.postingFeeCents,
      listingDays: before.listingDays,
      inquiryInbox: before.inquiryInbox,
    })
    const byAdmin = await call(as('admin'), { method: 'POST', path: '/globals/site-settings', json: { postingFeeCents: 700 } })
    expect(byAdmin.status).toBe(200)
    expect((await settings()).postingFeeCents).toBe(700)
    await payload.updateGlobal({ slug: 'site-settings', overrideAccess: true, data: before as never })
  })
})
