import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { en } from '../support/copy'
import { qs, type Answer, type Request } from '../support/surface/client'
import { idOf } from '../support/surface/policy'
import { closeWorld, docsOf, openWorld, worldRequests } from '../support/surface/suite'
import type { World } from '../support/surface/world'

/**
 * Regressions for the holes the generated matrix (rest-surface) and the fuzz found beyond those
 * reported by hand (tests/int/rest-holes.int.spec.ts), one readable test each.
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
const form = (fields: Record<string, string>) => {
  const f = new FormData()
  for (const [k, v] of Object.entries(fields)) f.append(k, v)
  return f
}
/** Sends each request as its persona; lists those not answered as expected (400 with the catalogue's message, or 404). */
async function unclear(requests: [keyof World['personas'], Request][]) {
  const out: string[] = []
  for (const [who, request] of requests) {
    const answer = await call(as(who), request)
    const message = (answer.json as { errors?: { message?: string }[] } | null)?.errors?.[0]?.message
    if (!(answer.status === 400 && message === en('errors.badValue')) && answer.status !== 404) {
      out.push(`${who} ${request.method} /api${request.path} → ${answer.status} ${answer.text.slice(0, 120)}`)
    }
  }
  return out
}

describe('found by the matrix and the fuzz', () => {
  it("a posting's owner account is the owner's and admins' to read; others can neither read, filter nor sort by it (it links a confidential posting to the owner's public ones)", async () => {
    const confidential = await job('confPaid')
    const owner = world.people.employer.id
    for (const who of ['anonymous', 'guest', 'professional', 'otherEmployer', 'editor'] as const) {
      for (const path of [`/job-postings/${confidential.id}`, `/job-postings/${confidential.id}?select[createdBy]=true`, `/job-postings/${confidential.id}?select[title]=false`, `/job-postings?where[id][equals]=${confidential.id}&depth=1`]) {
        const answer = await get(as(who), path)
        expect(answer.status, `${who} GET ${path}`).toBe(200)
        expect(answer.text, `${who} GET ${path}: the owner`).not.toMatch(/"createdBy"/)
      }
      const refused = [
        `/job-postings?${qs({ where: { createdBy: { equals: owner } } })}`,
        `/job-postings?${qs({ where: { createdBy: { in: [owner] } } })}`,
        `/job-postings?${qs({ where: { createdBy: { exists: true } } })}`,
        `/job-postings?${qs({ where: { 'createdBy.email': { like: '@' } } })}`,
        `/job-postings/count?${qs({ where: { createdBy: { equals: owner } } })}`,
        `/job-postings?sort=createdBy`,
        `/saved-jobs?${qs({ where: { 'jobPosting.createdBy': { equals: owner } } })}`,
        `/applications?sort=-jobPosting.createdBy`,
      ]
      for (const path of refused) expect((await get(as(who), path)).status, `${who} GET ${path}`).toBe(400)
    }
    // The owner and admins read it; the owner lists their own postings by it (the employer workspace does).
    for (const who of ['employer', 'admin'] as const) {
      expect((await get(as(who), `/job-postings/${confidential.id}?depth=0`)).json).toMatchObject({ createdBy: owner })
    }
    const mine = await get(as('employer'), `/job-postings?${qs({ where: { createdBy: { equals: owner } }, depth: 0, limit: 100 })}`)
    expect(docsOf(mine).map((d) => d.id)).toContain(confidential.id)
    expect((await get(as('employer'), '/job-postings?sort=createdBy')).status, 'not even the owner sorts by it').toBe(400)
    expect((await get(as('admin'), `/job-postings?${qs({ where: { createdBy: { equals: owner } }, sort: 'createdBy' })}`)).status).toBe(200)
  })

  it('a select that sets a rule field to false changes nothing: the company and contact email are shown exactly as without it', async () => {
    // Payload reads `{ company: true, paid: false }` as "keep these"; the rule fields must still be kept.
    const selects = ['select[company]=true&select[contactEmail]=true', 'select[company]=true&select[contactEmail]=true&select[paid]=false', 'select[company]=true&select[contactEmail]=true&select[confidential]=false', 'select[company]=true&select[contactEmail]=true&select[createdBy]=false', 'select[title]=false']
    const shown = (answer: Answer) => {
      const doc = answer.json as { company?: unknown; contactEmail?: unknown }
      return { company: doc.company !== undefined, contactEmail: doc.contactEmail !== undefined }
    }
    for (const variant of ['public', 'confPaid', 'otherPublic']) {
      const id = world.id('job-postings', variant)
      for (const who of ['anonymous', 'professional', 'employer', 'otherEmployer', 'admin'] as const) {
        const answers = await Promise.all(selects.map((select) => get(as(who), `/job-postings/${id}?depth=0&${select}`)))
        const expected = shown(await get(as(who), `/job-postings/${id}?depth=0`))
        answers.forEach((answer, i) => expect(shown(answer), `${who} ${variant} ?${selects[i]}`).toEqual(expected))
      }
    }
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
    const bad: [keyof World['personas'], Request][] = [
      ['anonymous', { method: 'GET', path: '/job-postings/abc' }],
      ['anonymous', { method: 'GET', path: '/job-postings/1.5' }],
      ['anonymous', { method: 'GET', path: '/job-postings/99999999999999999999' }],
      ['anonymous', { method: 'GET', path: '/job-postings/%00' }],
      ['anonymous', { method: 'GET', path: '/job-postings?limit=1.5' }],
      ['anonymous', { method: 'GET', path: '/job-postings?page=-1' }],
      ['anonymous', { method: 'GET', path: '/job-postings?where[postedDate][like]=2026' }],
      ['anonymous', { method: 'GET', path: '/job-postings?where[paid][like]=true' }],
      ['anonymous', { method: 'GET', path: '/job-postings?where[experienceLevel][equals]=no-such-level' }],
      ['anonymous', { method: 'GET', path: '/job-postings?where[title][like]=%00' }],
      // A like with a number (JSON where), through a relationship.
      ['employer', { method: 'GET', path: `/applications?where=${encodeURIComponent(JSON.stringify({ 'jobPosting.isUrgent': { like: 2 } }))}` }],
    ]
    const crashed: string[] = []
    for (const [who, request] of bad) {
      const answer = await call(as(who), request)
      if (answer.status >= 500) crashed.push(`${who} ${request.method} /api${request.path} → ${answer.status}`)
    }
    expect(crashed).toEqual([])
  })

  it('a where, page number or sort Payload cannot parse is a 400 with the catalogue message', async () => {
    expect(
      await unclear([
        ['anonymous', { method: 'GET', path: '/job-postings?where={bad' }],
        ['anonymous', { method: 'GET', path: '/job-postings?where=[1]' }],
        ['admin', { method: 'GET', path: '/job-postings?limit=1e309' }],
        ['anonymous', { method: 'GET', path: '/job-postings?page=Infinity' }],
        ['admin', { method: 'GET', path: '/job-postings?limit[0]=1&limit[1]=2' }],
        ['admin', { method: 'GET', path: '/job-postings?page[0]=1&page[1]=2' }],
        ['anonymous', { method: 'GET', path: '/job-postings?depth[a]=1' }],
        ['anonymous', { method: 'GET', path: '/job-postings?sort[a]=title' }],
        ['admin', { method: 'GET', path: '/job-postings?joins[history][limit]=1e309' }],
      ]),
    ).toEqual([])
  })

  it('operators a field cannot take are a 400 with the catalogue message, not a database crash', async () => {
    const lockId = world.id('payload-locked-documents', 'editor')
    expect(
      await unclear([
        // Geometry and `all` exist only for point and many-valued fields in other databases.
        ['anonymous', { method: 'GET', path: '/job-postings?where[location][near]=1,2,3' }],
        ['anonymous', { method: 'GET', path: '/job-postings?where[postedDate][within]=1' }],
        ['anonymous', { method: 'GET', path: '/job-postings?where[paid][intersects]=1' }],
        ['anonymous', { method: 'GET', path: '/job-postings?where[tags][all][0]=x' }],
        // Text matching needs one text, and dates are not text.
        ['anonymous', { method: 'GET', path: '/job-postings?where[title][like][0]=a&where[title][like][1]=b' }],
        ['anonymous', { method: 'GET', path: '/job-postings?where[postedDate][contains]=2026' }],
        ['anonymous', { method: 'GET', path: '/job-postings?where[postedDate][not_like]=(' }],
        // Blocks, arrays and groups hold no value to compare.
        ['editor', { method: 'GET', path: '/pages?where[layout][exists]=true' }],
        ['editor', { method: 'GET', path: '/pages/count?where[layout][less_than]=x' }],
        ['editor', { method: 'GET', path: '/pages?where[layout.items][like]=x' }],
        ['admin', { method: 'GET', path: '/pages/versions?where[version.layout][exists]=true' }],
        // A relationship to several collections compares as { relationTo, value } or by its parts.
        ['editor', { method: 'GET', path: `/payload-locked-documents?where[user][equals]=${world.people.editor.id}` }],
        ['editor', { method: 'GET', path: '/payload-preferences?where[user][exists]=true' }],
        ['admin', { method: 'GET', path: `/payload-locked-documents?where[document][exists]=true&where[id][equals]=${lockId}` }],
        // Through a relationship: no many-valued field and no join.
        ['professional', { method: 'GET', path: '/saved-jobs?where[jobPosting.tags][equals]=x' }],
        ['professional', { method: 'GET', path: '/saved-jobs?sort=jobPosting.tags' }],
        ['professional', { method: 'GET', path: '/applications?where[jobPosting.tags][contains]=x' }],
        ['admin', { method: 'GET', path: '/applications?where[jobPosting.history][exists]=true' }],
        // Inside a JSON value: no ranges, one plain value.
        ['admin', { method: 'GET', path: '/payload-jobs?where[input.message][greater_than]=x' }],
        ['admin', { method: 'GET', path: '/payload-jobs?where[input.message][equals][a]=1' }],
      ]),
    ).toEqual([])
    // What they can take still works.
    expect((await get(as('admin'), `/payload-locked-documents?${qs({ where: { user: { equals: { relationTo: 'users', value: world.people.editor.id } } } })}`)).status).toBe(200)
    expect((await get(as('editor'), '/pages?where[layout.blockType][equals]=hero')).status).toBe(200)
    expect((await get(as('anonymous'), '/job-postings?where[tags][contains]=x')).status).toBe(200)
  })

  it('version routes answer 404 where nothing keeps versions', async () => {
    expect(
      await unclear([
        ['admin', { method: 'GET', path: '/job-postings/versions' }],
        ['admin', { method: 'GET', path: `/job-postings/versions/${world.id('job-postings', 'public')}` }],
        ['admin', { method: 'POST', path: `/resumes/versions/${world.id('resumes', 'professional')}` }],
        ['admin', { method: 'GET', path: '/globals/header/versions' }],
        ['professional', { method: 'GET', path: '/payload-kv/versions' }],
        ['editor', { method: 'GET', path: '/payload-locked-documents/versions' }],
      ]),
    ).toEqual([])
    const statuses = (await Promise.all(['/job-postings/versions', '/globals/header/versions'].map((path) => get(as('admin'), path)))).map((a) => a.status)
    expect(statuses).toEqual([404, 404])
    expect((await get(as('editor'), '/pages/versions?limit=1')).status, 'pages keep versions').toBe(200)
  })

  it('a body that is not one JSON object (or a form whose _payload is not one) is a 400 with the catalogue message', async () => {
    const draft = world.id('job-postings', 'draft')
    expect(
      await unclear([
        ['admin', { method: 'POST', path: '/job-postings', json: [1, 2] }],
        ['admin', { method: 'POST', path: '/job-postings', json: 'x' }],
        ['admin', { method: 'POST', path: '/job-postings', json: 5 }],
        ['admin', { method: 'POST', path: '/job-postings', json: null }],
        ['admin', { method: 'PATCH', path: `/job-postings/${draft}`, json: [1] }],
        ['employer', { method: 'PATCH', path: `/job-postings?where[id][equals]=${draft}`, json: 'x' }],
        ['anonymous', { method: 'POST', path: '/ownership-inquiries', json: '"' }],
        ['guest', { method: 'POST', path: '/users', json: 1.5 }],
        ['editor', { method: 'POST', path: '/media', json: 'x' }],
        ['admin', { method: 'POST', path: '/globals/header', json: [] }],
        ['editor', { method: 'POST', path: '/media', form: form({ _payload: '{bad' }) }],
        ['editor', { method: 'POST', path: '/media', form: form({ _payload: '5' }) }],
        ['employer', { method: 'PATCH', path: `/job-postings/${draft}`, form: form({ _payload: 'null' }) }],
        ['admin', { method: 'POST', path: '/job-postings', body: 'hello', headers: { 'Content-Type': 'text/plain' } }],
        ['professional', { method: 'POST', path: '/applications/apply', body: '[1]', headers: { 'Content-Type': 'application/json' } }],
      ]),
    ).toEqual([])
  })

  it('a text field sent as something else is a 400 with the catalogue message (field hooks run before validation)', async () => {
    expect(
      await unclear([
        ['anonymous', { method: 'POST', path: '/users', json: { email: { relationTo: 'users', value: 1 }, password: 'Maple-Clinic-Rounds-93' } }],
        ['admin', { method: 'POST', path: '/users', json: { email: ['a@example.com'], password: 'Maple-Clinic-Rounds-93' } }],
        ['anonymous', { method: 'POST', path: '/users', form: form({ _payload: JSON.stringify({ email: 5, password: 'Maple-Clinic-Rounds-93' }) }) }],
        ['editor', { method: 'POST', path: '/pages', json: { title: { a: 1 }, slug: 'x' } }],
        ['employer', { method: 'PATCH', path: `/job-postings/${world.id('job-postings', 'draft')}`, json: { tags: 'not-a-list' } }],
      ]),
    ).toEqual([])
  })

  it('a preference is deleted by its key by its owner only; a key they do not have is a 404', async () => {
    const editorKey = String((await world.doc('payload-preferences', 'editor')).key)
    const employerKey = String((await world.doc('payload-preferences', 'employer')).key)
    expect(await unclear([['editor', { method: 'DELETE', path: '/payload-preferences/no-such-key' }], ['professional', { method: 'DELETE', path: `/payload-preferences/${editorKey}` }]])).toEqual([])
    expect((await call(as('employer'), { method: 'DELETE', path: `/payload-preferences/${editorKey}` })).status).toBe(404)
    expect(await payload.count({ collection: 'payload-preferences', overrideAccess: true, where: { key: { equals: editorKey } } })).toMatchObject({ totalDocs: 1 })
    const own = await call(as('employer'), { method: 'DELETE', path: `/payload-preferences/${employerKey}` })
    expect(own.status).toBe(200)
    expect(await payload.count({ collection: 'payload-preferences', overrideAccess: true, where: { key: { equals: employerKey } } })).toMatchObject({ totalDocs: 0 })
    await world.ensure('payload-preferences', 'employer')
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
    // (The world gives the employer one preference of their own, stored by the server: only new ones count.)
    const forged = { or: [{ key: { equals: 'forged' } }, { key: { equals: 'forged-by-key' } }] }
    for (const who of ['professional', 'employer'] as const) {
      const id = world.personas[who].viewer.id
      const mine = { and: [{ 'user.value': { equals: id } }, forged] }
      const before = await payload.count({ collection: 'payload-preferences', overrideAccess: true, where: mine })
      const created = await call(as(who), { method: 'POST', path: '/payload-preferences', json: { key: 'forged', value: { big: 'x'.repeat(1000) } } })
      const byKey = await call(as(who), { method: 'POST', path: '/payload-preferences/forged-by-key', json: { value: { big: 'x'.repeat(1000) } } })
      expect([created.status, byKey.status], `${who} storing preferences`).toEqual([403, 403])
      const after = await payload.count({ collection: 'payload-preferences', overrideAccess: true, where: mine })
      expect(after.totalDocs, `${who} stored preferences`).toBe(before.totalDocs)
    }
  })

  it("a company's owner is its creator, whatever the body names; an employer makes one company; only admins hand one over", async () => {
    const employer = world.people.employer.id
    const other = world.people.otherEmployer.id
    // The employer already belongs to a company: the generic POST cannot make a second one.
    const second = await call(as('employer'), { method: 'POST', path: '/facilities', json: { name: 'Owned Pharmacy', type: 'pharmacy', owner: other } })
    expect(second.status).toBe(403)
    const { id } = await payload.create({ collection: 'facilities', data: { name: 'Handed Pharmacy', type: 'pharmacy' }, overrideAccess: true })
    const stored = () => payload.findByID({ collection: 'facilities', id, overrideAccess: true, depth: 0 }).then((d) => idOf(d.owner))
    try {
      const moved = await call(as('employer'), { method: 'PATCH', path: `/facilities/${id}`, json: { owner: employer } })
      expect(moved.status).toBeLessThan(500)
      expect(await stored(), 'an employer took a company').toBeNull()
      const ownCompany = world.people.employer.id
      const ownCompanyId = (await payload.findByID({ collection: 'users', id: ownCompany, overrideAccess: true, depth: 0 })).company
      const takeOwn = await call(as('employer'), { method: 'PATCH', path: `/facilities/${idOf(ownCompanyId)}`, json: { owner: other } })
      expect(takeOwn.status).toBeLessThan(500)
      expect(idOf((await payload.findByID({ collection: 'facilities', id: idOf(ownCompanyId)!, overrideAccess: true, depth: 0 })).owner), 'an owner handed their company away').toBe(employer)
    } finally {
      await payload.delete({ collection: 'facilities', id, overrideAccess: true })
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
