import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { JobPosting } from '@/payload-types'

import { getPayload } from '../support/payload'
import { qs, send, type Answer, type Caller, type Request } from '../support/surface/client'
import { World } from '../support/surface/world'

/**
 * Regressions for the holes the generated matrix (rest-surface) and the fuzz found beyond those
 * reported by hand (tests/int/rest-holes.int.spec.ts), one readable test each.
 */

let payload: Payload
let world: World

beforeAll(async () => {
  payload = await getPayload()
  world = await new World(payload).build()
  payload.logger.level = 'fatal'
}, 120_000)

afterAll(async () => {
  if (payload) payload.logger.level = 'info'
  for (const id of world?.ids('media') ?? []) await payload.delete({ collection: 'media', id, overrideAccess: true }).catch(() => undefined)
})

const as = (name: keyof World['personas']): Caller => world.personas[name].caller
const get = (who: Caller, path: string) => send(payload, who, { method: 'GET', path })
const call = (who: Caller, request: Request) => send(payload, who, request)
const job = (variant: string) => world.doc('job-postings', variant) as Promise<JobPosting & Record<string, unknown>>
const docsOf = (answer: Answer) => ((answer.json as { docs?: Record<string, unknown>[] } | null)?.docs ?? []) as Record<string, unknown>[]

describe('found by the matrix and the fuzz', () => {
  it("a confidential posting's owner account is neither readable nor queryable by others (it links the posting to the owner's public ones)", async () => {
    const confidential = await job('confPaid')
    const one = await get(as('anonymous'), `/job-postings/${confidential.id}`)
    expect(one.status).toBe(200)
    expect(one.json as Record<string, unknown>, 'createdBy of a confidential posting, read by a visitor').not.toHaveProperty('createdBy')
    const byOwner = await get(as('anonymous'), `/job-postings?${qs({ where: { createdBy: { equals: world.people.employer.id } }, depth: 0, limit: 100 })}`)
    expect(docsOf(byOwner).map((d) => d.id), 'postings found by their owner id').not.toContain(confidential.id)
  })

  it("a confidential posting's facility (which names the company) is neither populated nor queryable for others", async () => {
    const confidential = await job('confPaid')
    const facility = await world.doc('facilities', 'employer')
    const one = await get(as('anonymous'), `/job-postings/${confidential.id}?depth=1`)
    expect(one.text, 'facility name in a visitor\'s view of a confidential posting').not.toContain(String(facility.name))
    const probe = await get(as('anonymous'), `/job-postings?${qs({ where: { and: [{ id: { equals: confidential.id } }, { 'facility.name': { equals: facility.name } }] } })}`)
    expect(probe.status === 200 ? (probe.json as { totalDocs: number }).totalDocs : 0, 'found by the facility name').toBe(0)
  })

  it('malformed ids, page parameters and filters are answered 4xx, never 5xx', async () => {
    const lockId = world.id('payload-locked-documents', 'editor')
    const bad: [keyof World['personas'], Request][] = [
      ['anonymous', { method: 'GET', path: '/job-postings/abc' }],
      ['anonymous', { method: 'GET', path: '/job-postings/1.5' }],
      ['anonymous', { method: 'GET', path: '/job-postings/99999999999999999999' }],
      ['anonymous', { method: 'GET', path: '/job-postings/%00' }],
      ['anonymous', { method: 'GET', path: '/job-postings?limit=1.5' }],
      ['anonymous', { method: 'GET', path: '/job-postings?page=-1' }],
      ['anonymous', { method: 'GET', path: '/job-postings?where={bad' }],
      ['anonymous', { method: 'GET', path: '/job-postings?where[postedDate][like]=2026' }],
      ['anonymous', { method: 'GET', path: '/job-postings?where[paid][like]=true' }],
      ['anonymous', { method: 'GET', path: '/job-postings?where[experienceLevel][equals]=no-such-level' }],
      ['anonymous', { method: 'GET', path: '/job-postings?where[location][near]=1,2,3' }],
      ['anonymous', { method: 'GET', path: '/job-postings?where[title][like]=%00' }],
      ['professional', { method: 'GET', path: '/saved-jobs?where[jobPosting.tags][equals]=x' }],
      ['professional', { method: 'GET', path: '/saved-jobs?sort=jobPosting.tags' }],
      ['anonymous', { method: 'GET', path: '/facilities/versions' }],
      ['admin', { method: 'GET', path: '/job-postings/versions' }],
      ['admin', { method: 'GET', path: '/globals/header/versions' }],
      ['editor', { method: 'GET', path: '/pages?where[layout][exists]=true' }],
      ['editor', { method: 'GET', path: `/payload-locked-documents?where[user][equals]=${world.people.editor.id}` }],
      ['editor', { method: 'DELETE', path: '/payload-preferences/no-such-key' }],
      ['admin', { method: 'GET', path: `/payload-locked-documents?where[document][exists]=true&where[id][equals]=${lockId}` }],
    ]
    const crashed: string[] = []
    for (const [who, request] of bad) {
      const answer = await call(as(who), request)
      if (answer.status >= 500) crashed.push(`${who} ${request.method} /api${request.path} → ${answer.status}`)
    }
    expect(crashed).toEqual([])
  })

  it('§4 "save job": employers and editors cannot save jobs; professionals can', async () => {
    const posting = world.id('job-postings', 'otherPublic')
    for (const who of ['employer', 'editor'] as const) {
      const answer = await call(as(who), { method: 'POST', path: '/saved-jobs', json: { jobPosting: posting } })
      expect(answer.status).toBeLessThan(500)
      const saved = await payload.count({ collection: 'saved-jobs', overrideAccess: true, where: { user: { equals: world.personas[who].viewer.id } } })
      expect(saved.totalDocs, `${who} saved a job`).toBe(0)
    }
  })

  it('§4 "ownership inquiry": editors do not send inquiries', async () => {
    const before = await payload.count({ collection: 'ownership-inquiries' as CollectionSlug, overrideAccess: true })
    const answer = await call(as('editor'), { method: 'POST', path: '/ownership-inquiries', json: { fullName: 'Edith Editor', email: 'edith@example.com' } })
    expect(answer.status).toBeLessThan(500)
    expect((await payload.count({ collection: 'ownership-inquiries' as CollectionSlug, overrideAccess: true })).totalDocs).toBe(before.totalDocs)
  })

  it('admin-panel preferences are for staff: a professional or employer cannot store any', async () => {
    for (const who of ['professional', 'employer'] as const) {
      const id = world.personas[who].viewer.id
      await call(as(who), { method: 'POST', path: '/payload-preferences', json: { key: 'forged', value: { big: 'x'.repeat(1000) } } })
      await call(as(who), { method: 'POST', path: '/payload-preferences/forged-by-key', json: { value: { big: 'x'.repeat(1000) } } })
      const stored = await payload.count({ collection: 'payload-preferences', overrideAccess: true, where: { 'user.value': { equals: id } } })
      expect(stored.totalDocs, `${who} stored preferences`).toBe(0)
    }
  })

  it("a resume's owner changes only its category and position type, not its file metadata", async () => {
    const before = await world.doc('resumes', 'professional2')
    const answer = await call(as('professional'), {
      method: 'PATCH',
      path: `/resumes/${before.id}`,
      json: { categoryName: 'Moved', positionType: 'physician', width: 4000, height: 3000, filename: 'someone-else.pdf', mimeType: 'text/html', filesize: 1 },
    })
    expect(answer.status).toBeLessThan(500)
    const after = await world.doc('resumes', 'professional2')
    expect({ width: after.width, height: after.height, filename: after.filename, mimeType: after.mimeType, filesize: after.filesize }).toEqual({
      width: before.width,
      height: before.height,
      filename: before.filename,
      mimeType: before.mimeType,
      filesize: before.filesize,
    })
  })
})
