import { eq } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { loadWorkspace } from '@/domain/applications/workspace'
import { deleteAccount } from '@/domain/privacy/erase'
import { database } from '@/lib/payload/sql'
import { viewerRequest } from '@/lib/payload/viewer'
import { users } from '@/payload-generated-schema'
import type { Application, ApplicationNote, Company, JobPosting, User } from '@/payload-types'

import { english, french } from '../support/copy'
import { deliveredTo } from '../support/emailQueue'
import { applyWithFile, makeCompany, makePosting } from '../support/factories'
import { as, getPayload, makeUser } from '../support/payload'
import { rest } from '../support/rest'

/*
 * The pipeline (docs/pipeline.md): private notes, rating and tags seen and written by the posting's
 * team (its company's members) and admins only, never by the applicant or another company, over
 * REST and the Local API; bulk status and tag changes (all or nothing, each application as the
 * viewer, status moves by the application table); the company's status email in each language.
 */

const t = english('pipeline')
const tFr = french('pipeline')

let payload: Payload
let admin: User
let owner: User
let member: User
let otherEmployer: User
let applicant: User
let applicant2: User
let frenchApplicant: User
let company: Company
let job: JobPosting
let otherJob: JobPosting
/** The applicant's application to the company (appA), another one to it (appA2), a French one (appFr), and the applicant's to another company (appB). */
let appA: Application
let appA2: Application
let appFr: Application
let appB: Application
let ownerNote: ApplicationNote

type Persona = 'anonymous' | 'applicant' | 'otherEmployer' | 'member' | 'owner' | 'admin'
const personas: Persona[] = ['anonymous', 'applicant', 'otherEmployer', 'member', 'owner', 'admin']
const userOf = (p: Persona): User | null =>
  ({ anonymous: null, applicant, otherEmployer, member, owner, admin })[p]
const onTeam = (p: Persona) => p === 'member' || p === 'owner' || p === 'admin'

const body = async (res: Response) => (await res.json()) as Record<string, unknown>
const stored = (id: number) => payload.findByID({ collection: 'applications', id, overrideAccess: true, depth: 0 })
const notesOn = async (id: number) =>
  (await payload.find({ collection: 'application-notes', where: { application: { equals: id } }, overrideAccess: true, depth: 0 })).docs

beforeAll(async () => {
  payload = await getPayload()
  admin = await makeUser(payload, ['admin'], 'pipe-admin')
  owner = await makeUser(payload, ['employer'], 'pipe-owner', { fullName: 'Olive Owner' })
  member = await makeUser(payload, ['employer'], 'pipe-member', { fullName: 'Mo Member' })
  otherEmployer = await makeUser(payload, ['employer'], 'pipe-other')
  applicant = await makeUser(payload, ['professional'], 'pipe-applicant', { fullName: 'Ada Applicant' })
  applicant2 = await makeUser(payload, ['professional'], 'pipe-applicant2')
  frenchApplicant = await makeUser(payload, ['professional'], 'pipe-french', { fullName: 'Félix Candidat', preferredLanguage: 'fr' })
  company = await makeCompany(payload, owner, 'Pipeline Pharmacy')
  const otherCompany = await makeCompany(payload, otherEmployer, 'Elsewhere Clinic')
  // The member joins the owner's company (as accepting an invitation does).
  await (await database(payload)).update(users).set({ company: company.id }).where(eq(users.id, member.id))
  job = await makePosting(payload, owner, { facility: company.id, company: company.name, title: 'Relief Pharmacist' })
  otherJob = await makePosting(payload, otherEmployer, { facility: otherCompany.id, company: otherCompany.name, title: 'Night Pharmacist' })
  appA = await applyWithFile(payload, applicant, job.id)
  appA2 = await applyWithFile(payload, applicant2, job.id)
  appFr = await applyWithFile(payload, frenchApplicant, job.id)
  appB = await applyWithFile(payload, applicant, otherJob.id)
  ownerNote = await payload.create({ collection: 'application-notes', data: { application: appA.id, body: 'Strong clinical answers' }, ...as(owner), depth: 0 })
})

describe('application notes: who reads and writes them', () => {
  it('a new note records its posting, author and name, whatever the body says', async () => {
    expect(ownerNote).toMatchObject({ jobPosting: job.id, author: owner.id, authorName: 'Olive Owner' })
    const res = await rest(payload, 'POST', '/application-notes?depth=0', {
      as: member,
      json: { application: appA.id, body: 'Call back Friday', author: admin.id, authorName: 'Someone else', jobPosting: otherJob.id },
    })
    expect(res.status).toBe(201)
    const { doc } = (await res.json()) as { doc: ApplicationNote }
    expect(doc).toMatchObject({ author: member.id, authorName: 'Mo Member', jobPosting: job.id })
  })

  it.each(personas)('%s creates a note on the application only as its team (REST and Local API)', async (p) => {
    const before = (await notesOn(appA.id)).length
    const res = await rest(payload, 'POST', '/application-notes', { as: userOf(p), json: { application: appA.id, body: `note by ${p}` } })
    expect(res.status).toBe(onTeam(p) ? 201 : 403)
    const local = await payload
      .create({ collection: 'application-notes', data: { application: appA.id, body: `local note by ${p}` }, ...as(userOf(p)), depth: 0 })
      .then(() => 'created')
      .catch((error: { status?: number }) => error.status)
    expect(local).toBe(onTeam(p) ? 'created' : 403)
    expect((await notesOn(appA.id)).length).toBe(before + (onTeam(p) ? 2 : 0))
  })

  it.each(personas)('%s reads the notes only as the team (list, by id, count, through the application)', async (p) => {
    const user = userOf(p)
    const list = await rest(payload, 'GET', `/application-notes?where[application][equals]=${appA.id}`, { as: user })
    const byId = await rest(payload, 'GET', `/application-notes/${ownerNote.id}`, { as: user })
    const count = await rest(payload, 'GET', `/application-notes/count?where[application][equals]=${appA.id}`, { as: user })
    const local = await payload.find({ collection: 'application-notes', where: { application: { equals: appA.id } }, ...as(user), depth: 0 }).catch(() => ({ docs: [] }))
    const texts = JSON.stringify([await list.text(), await byId.text(), await count.text(), local])
    if (onTeam(p)) {
      expect([list.status, byId.status, count.status]).toEqual([200, 200, 200])
      expect(texts).toContain('Strong clinical answers')
    } else {
      expect(texts).not.toContain('Strong clinical answers')
      expect(byId.status).toBeGreaterThanOrEqual(400)
      expect(local.docs).toEqual([])
    }
  })

  it('another company never writes on the application, even naming it; a missing application or an empty note is a 400', async () => {
    expect((await rest(payload, 'POST', '/application-notes', { as: otherEmployer, json: { application: appA.id, body: 'x' } })).status).toBe(403)
    expect((await rest(payload, 'POST', '/application-notes', { as: owner, json: { application: appB.id, body: 'x' } })).status).toBe(403)
    expect((await rest(payload, 'POST', '/application-notes', { as: owner, json: { application: 999_999_999, body: 'x' } })).status).toBe(400)
    const empty = await rest(payload, 'POST', '/application-notes', { as: owner, json: { application: appA.id, body: '   ' } })
    expect(empty.status).toBe(400)
    expect(JSON.stringify(await body(empty))).toContain(t('noteRequired'))
    expect((await rest(payload, 'POST', '/application-notes', { as: owner, json: { application: appA.id, body: 'x'.repeat(2001) } })).status).toBe(400)
    expect(await notesOn(appB.id)).toEqual([])
  })

  it('its author edits and deletes it; colleagues, the applicant and others cannot; admins delete any', async () => {
    const note = await payload.create({ collection: 'application-notes', data: { application: appA2.id, body: 'First impression' }, ...as(member), depth: 0 })
    for (const user of [owner, applicant2, otherEmployer, null]) {
      const res = await rest(payload, 'PATCH', `/application-notes/${note.id}`, { as: user, json: { body: 'changed' } })
      expect(res.status).toBeGreaterThanOrEqual(400)
      expect((await rest(payload, 'DELETE', `/application-notes/${note.id}`, { as: user })).status).toBeGreaterThanOrEqual(400)
    }
    // Bulk writes by `where` touch nothing of someone else's.
    await rest(payload, 'PATCH', `/application-notes?where[id][equals]=${note.id}`, { as: owner, json: { body: 'bulk changed' } })
    await rest(payload, 'DELETE', `/application-notes?where[id][equals]=${note.id}`, { as: owner })
    expect((await payload.findByID({ collection: 'application-notes', id: note.id, overrideAccess: true })).body).toBe('First impression')
    const edit = await rest(payload, 'PATCH', `/application-notes/${note.id}`, { as: member, json: { body: 'Second thoughts', application: appB.id, author: owner.id } })
    expect(edit.status).toBe(200)
    expect(await payload.findByID({ collection: 'application-notes', id: note.id, overrideAccess: true, depth: 0 })).toMatchObject({
      body: 'Second thoughts',
      application: appA2.id,
      author: member.id,
    })
    expect((await rest(payload, 'DELETE', `/application-notes/${note.id}`, { as: admin })).status).toBe(200)
    expect(await payload.count({ collection: 'application-notes', where: { id: { equals: note.id } }, overrideAccess: true })).toMatchObject({ totalDocs: 0 })
  })

  it('a removed application takes its notes with it', async () => {
    const other = await makeUser(payload, ['professional'], 'pipe-withdraw')
    const app = await applyWithFile(payload, other, job.id)
    await payload.create({ collection: 'application-notes', data: { application: app.id, body: 'Gone soon' }, ...as(owner), depth: 0 })
    // Its confirmation goes first (its task reads the application).
    await deliveredTo(payload, other.email)
    // The applicant withdraws (pending).
    expect((await rest(payload, 'DELETE', `/applications/${app.id}`, { as: other })).status).toBe(200)
    expect(await notesOn(app.id)).toEqual([])
  })
})

describe('rating and tags: the team’s fields of an application', () => {
  beforeAll(async () => {
    const res = await rest(payload, 'PATCH', '/facilities/mine/pipeline', {
      as: owner,
      json: { tags: ['Shortlist', ' Call back ', 'Shortlist'], statusEmail: { subjectEn: '', bodyEn: '', subjectFr: '', bodyFr: '' } },
    })
    expect(res.status).toBe(200)
    expect((await rest(payload, 'PATCH', `/applications/${appA.id}`, { as: owner, json: { rating: 4, tags: ['Shortlist'] } })).status).toBe(200)
  })

  it('the company keeps its list tidy; only its members read it, only its owner changes it', async () => {
    const own = (await payload.findByID({ collection: 'facilities', id: company.id, overrideAccess: true })).pipelineTags
    expect(own).toEqual(['Shortlist', 'Call back'])
    for (const user of [null, applicant, otherEmployer]) {
      const doc = await body(await rest(payload, 'GET', `/facilities/${company.id}`, { as: user }))
      expect(doc.pipelineTags).toBeUndefined()
      expect(doc.statusEmail).toBeUndefined()
      expect((await rest(payload, 'GET', `/facilities?where[pipelineTags][equals]=Shortlist`, { as: user })).status).toBeGreaterThanOrEqual(400)
    }
    expect((await body(await rest(payload, 'GET', `/facilities/${company.id}`, { as: member }))).pipelineTags).toEqual(['Shortlist', 'Call back'])
    const byMember = await rest(payload, 'PATCH', '/facilities/mine/pipeline', { as: member, json: { tags: ['Mine'], statusEmail: { subjectEn: '', bodyEn: '', subjectFr: '', bodyFr: '' } } })
    expect(byMember.status).toBe(403)
    expect((await body(byMember)).error).toBe(t('ownerOnly'))
    const tooMany = await rest(payload, 'PATCH', '/facilities/mine/pipeline', {
      as: owner,
      json: { tags: Array.from({ length: 31 }, (_, i) => `t${i}`), statusEmail: { subjectEn: '', bodyEn: '', subjectFr: '', bodyFr: '' } },
    })
    expect(tooMany.status).toBe(400)
    expect((await rest(payload, 'PATCH', '/facilities/mine/pipeline', { as: owner, json: { tags: 'Shortlist' } })).status).toBe(400)
    expect((await payload.findByID({ collection: 'facilities', id: company.id, overrideAccess: true })).pipelineTags).toEqual(['Shortlist', 'Call back'])
  })

  it.each(personas)('%s reads rating and tags only as the team, whatever the modifiers (REST)', async (p) => {
    const user = userOf(p)
    const paths = [
      `/applications/${appA.id}`,
      `/applications/${appA.id}?select[rating]=true&select[tags]=true`,
      `/applications/${appA.id}?depth=2`,
      `/applications?where[id][equals]=${appA.id}&depth=0`,
      `/application-notes?where[application][equals]=${appA.id}&depth=1`,
    ]
    for (const path of paths) {
      const res = await rest(payload, 'GET', path, { as: user })
      const text = await res.text()
      if (onTeam(p)) expect(res.status).toBe(200)
      if (onTeam(p) && path.startsWith('/applications/')) expect(JSON.parse(text)).toMatchObject({ rating: 4, tags: ['Shortlist'] })
      if (!onTeam(p)) {
        expect(text, path).not.toContain('"rating"')
        expect(text, path).not.toContain('Shortlist')
      }
    }
    // Queries and sorts on the fields: refused to anyone with an application of their own or none
    // of the team's to read, so nothing can be inferred; another company's members query their own.
    const queries = [`/applications?where[rating][equals]=4`, `/applications?where[tags][equals]=Shortlist`, `/applications?sort=-rating`]
    for (const path of queries) {
      const res = await rest(payload, 'GET', path, { as: user })
      if (p === 'anonymous' || p === 'applicant') expect(res.status, path).toBeGreaterThanOrEqual(400)
      else expect(res.status, path).toBe(200)
      const found = res.status === 200 ? ((await res.json()) as { docs: { id: number }[] }).docs.map((d) => d.id) : []
      if (!onTeam(p)) expect(found, path).not.toContain(appA.id)
      else if (!path.includes('sort')) expect(found, path).toContain(appA.id)
    }
    const count = await rest(payload, 'GET', `/applications/count?where[tags][equals]=Shortlist&where[id][equals]=${appA.id}`, { as: user })
    expect(count.status === 200 ? ((await count.json()) as { totalDocs: number }).totalDocs : 0).toBe(onTeam(p) ? 1 : 0)
  })

  it.each(personas)('%s changes rating and tags through the Local API (overrideAccess: false) only as the team, by id and by where', async (p) => {
    const user = userOf(p)
    const byId = await payload
      .update({ collection: 'applications', id: appFr.id, data: { rating: 2, tags: ['Call back'] }, ...as(user), depth: 0 })
      .then(() => 'changed')
      .catch((error: { status?: number }) => error.status)
    expect(byId).toBe(onTeam(p) ? 'changed' : 403)
    const byWhere = await payload.update({ collection: 'applications', where: { id: { equals: appFr.id } }, data: { rating: 3 }, ...as(user), depth: 0 }).catch(() => ({ docs: [] }))
    expect(byWhere.docs.length).toBe(onTeam(p) ? 1 : 0)
    expect(await stored(appFr.id)).toMatchObject(onTeam(p) ? { rating: 3, tags: ['Call back'] } : { rating: null })
    await payload.update({ collection: 'applications', id: appFr.id, data: { rating: null, tags: [] }, overrideAccess: true, depth: 0 })
  })

  it.each(personas)('%s edits and deletes a note through the Local API only as its author (deletes: or an admin)', async (p) => {
    const note = await payload.create({ collection: 'application-notes', data: { application: appA2.id, body: `Owner's note for ${p}` }, ...as(owner), depth: 0 })
    const user = userOf(p)
    const edited = await payload
      .update({ collection: 'application-notes', id: note.id, data: { body: 'rewritten' }, ...as(user), depth: 0 })
      .then(() => true)
      .catch(() => false)
    expect(edited).toBe(p === 'owner')
    const removed = await payload
      .delete({ collection: 'application-notes', id: note.id, ...as(user), depth: 0 })
      .then(() => true)
      .catch(() => false)
    expect(removed).toBe(p === 'owner' || p === 'admin')
    await payload.delete({ collection: 'application-notes', where: { id: { equals: note.id } }, overrideAccess: true })
  })

  it('the applicant reading their application through the Local API as themself never gets them', async () => {
    const own = await payload.findByID({ collection: 'applications', id: appA.id, ...as(applicant), depth: 0 })
    expect(own.rating).toBeUndefined()
    expect(own.tags).toBeUndefined()
    const selected = await payload.findByID({ collection: 'applications', id: appA.id, ...as(applicant), select: { rating: true, tags: true } })
    expect(selected).not.toHaveProperty('rating')
    const mine = await payload.findByID({ collection: 'applications', id: appA.id, ...as(member), select: { rating: true } })
    expect(mine.rating).toBe(4)
  })

  it('nobody outside the team writes them, by id or by where; bad values are a 400 and change nothing', async () => {
    for (const user of [applicant, otherEmployer, null]) {
      await rest(payload, 'PATCH', `/applications/${appA.id}`, { as: user, json: { rating: 1, tags: [] } })
      await rest(payload, 'PATCH', `/applications?where[id][equals]=${appA.id}`, { as: user, json: { rating: 1, tags: [] } })
    }
    for (const bad of [{ rating: 6 }, { rating: 2.5 }, { rating: 0 }, { tags: ['Not ours'] }, { rating: 'five' }]) {
      const res = await rest(payload, 'PATCH', `/applications/${appA.id}`, { as: owner, json: bad })
      expect(res.status, JSON.stringify(bad)).toBe(400)
    }
    const unknown = await rest(payload, 'PATCH', `/applications/${appA.id}`, { as: owner, json: { tags: ['Shortlist', 'Maybe'] } })
    expect(JSON.stringify(await body(unknown))).toContain(t('unknownTag', { tag: 'Maybe' }))
    expect(await stored(appA.id)).toMatchObject({ rating: 4, tags: ['Shortlist'] })
    // A new application never starts with them.
    expect(appA2.rating ?? null).toBeNull()
  })

  it('the workspace filters its applicants by least rating and by tag', async () => {
    const ids = async (values: Record<string, string>) => (await loadWorkspace(await viewerRequest(member), values))!.applicants.docs.map((d) => d.id)
    expect(await ids({ rating: '4' })).toEqual([appA.id])
    expect(await ids({ rating: '5' })).toEqual([])
    expect(await ids({ tag: 'Shortlist' })).toEqual([appA.id])
    expect((await ids({ rating: '9', tag: 'x'.repeat(40) })).length).toBe(3)
    const ws = (await loadWorkspace(await viewerRequest(owner), { tag: 'Shortlist' }))!
    expect(ws.state).toMatchObject({ tag: 'Shortlist' })
    expect(ws.pipeline).toMatchObject({ tags: ['Shortlist', 'Call back'], isOwner: true })
    expect(ws.notes[appA.id]?.map((n) => n.body)).toContain('Strong clinical answers')
  })
})

describe('bulk actions and the status email', () => {
  it('adds a tag to the selected applications; all or nothing, each as the viewer', async () => {
    const add = (as: User | null, ids: number[], tag: string) => rest(payload, 'POST', '/applications/bulk/tag', { as, json: { ids, tag } })
    const res = await add(member, [appA.id, appA2.id], 'Call back')
    expect(res.status).toBe(200)
    expect(await body(res)).toEqual({ changed: 2 })
    expect((await stored(appA2.id)).tags).toEqual(['Call back'])
    expect(await body(await add(member, [appA2.id], 'Call back'))).toEqual({ changed: 0 })
    // One application of another company in the selection: nothing changes.
    const mixed = await add(owner, [appFr.id, appB.id], 'Shortlist')
    expect(mixed.status).toBe(404)
    expect((await body(mixed)).error).toBe(t('bulkNotFound'))
    expect((await stored(appFr.id)).tags ?? []).toEqual([])
    expect((await add(owner, [appFr.id], 'Unknown')).status).toBe(400)
    expect((await add(applicant, [appA.id], 'Shortlist')).status).toBe(403)
    expect((await add(null, [appA.id], 'Shortlist')).status).toBe(401)
  })

  it('refuses a malformed request with a 400 that names the problem', async () => {
    const send = (json: unknown) => rest(payload, 'POST', '/applications/bulk/status', { as: owner, json })
    const none = await send({ ids: [], status: 'reviewed', emailApplicant: false })
    expect(none.status).toBe(400)
    expect((await body(none)).error).toBe(t('bulkNone'))
    const many = await send({ ids: Array.from({ length: 101 }, (_, i) => i + 1), status: 'reviewed', emailApplicant: false })
    expect((await body(many)).error).toBe(t('bulkTooMany', { max: 100 }))
    expect((await send({ ids: [appA.id], status: 'promoted', emailApplicant: false })).status).toBe(400)
    expect((await send({ ids: ['x'], status: 'reviewed', emailApplicant: false })).status).toBe(400)
    expect((await send('nonsense')).status).toBe(400)
    expect((await stored(appA.id)).status).toBe('pending')
  })

  it('moves the selected applications through the table and sends the company’s email in each applicant’s language', async () => {
    const saved = await rest(payload, 'PATCH', '/facilities/mine/pipeline', {
      as: owner,
      json: {
        tags: ['Shortlist', 'Call back'],
        statusEmail: { subjectEn: 'News about {position}', bodyEn: 'Dear {name}, at {company} you are now {status}.\n\nSee you soon.', subjectFr: '', bodyFr: '' },
      },
    })
    expect(saved.status).toBe(200)
    const res = await rest(payload, 'POST', '/applications/bulk/status', { as: member, json: { ids: [appA.id, appFr.id], status: 'reviewed', emailApplicant: true } })
    expect(res.status).toBe(200)
    expect(await body(res)).toEqual({ changed: 2 })
    expect([(await stored(appA.id)).status, (await stored(appFr.id)).status]).toEqual(['reviewed', 'reviewed'])
    const english = (await deliveredTo(payload, applicant.email)).find((m) => m.subject.startsWith('News about'))!
    expect(english.subject).toBe('News about Relief Pharmacist')
    expect(english.text).toContain(`Dear Ada Applicant, at ${company.name} you are now Reviewed.`)
    expect(english.text).toContain('See you soon.')
    // The French applicant: the default French template (the company wrote none), filled in.
    const frenchMail = (await deliveredTo(payload, frenchApplicant.email)).find((m) => m.text.includes('Examinée'))!
    expect(frenchMail.subject).toBe(tFr('defaultSubject', { position: 'Relief Pharmacist' }))
    expect(frenchMail.text).toContain(company.name)
    expect(frenchMail.text).toContain('Examinée')
  })

  it('without "Email the applicant" only a decision’s notice goes; a move the table refuses changes nothing', async () => {
    const send = (as: User, ids: number[], status: string, emailApplicant: boolean) =>
      rest(payload, 'POST', '/applications/bulk/status', { as, json: { ids, status, emailApplicant } })
    const before = (await deliveredTo(payload, applicant2.email)).length
    expect((await send(owner, [appA2.id], 'interviewed', false)).status).toBe(200)
    expect((await stored(appA2.id)).interviewedAt).toBeTruthy()
    expect((await deliveredTo(payload, applicant2.email)).length).toBe(before)
    expect((await send(owner, [appA2.id], 'rejected', false)).status).toBe(200)
    const after = await deliveredTo(payload, applicant2.email)
    expect(after.length).toBe(before + 1)
    expect(after.at(-1)!.subject).toBe(english('decisions')('applicantSubject', { title: 'Relief Pharmacist' }))
    // The applicant may not move their own application.
    expect((await send(applicant, [appA.id], 'hired', false)).status).toBe(403)
    expect((await stored(appA.id)).status).toBe('reviewed')
    // An interview day in the future is refused with its reason, for the whole selection.
    const future = await rest(payload, 'POST', '/applications/bulk/status', {
      as: owner,
      json: { ids: [appA.id], status: 'interviewed', interviewedAt: new Date(Date.now() + 5 * 86_400_000).toISOString(), emailApplicant: false },
    })
    expect(future.status).toBe(400)
    expect((await stored(appA.id)).status).toBe('reviewed')
  })

  it('the status email names a confidential posting’s company only once the applicant may know it', async () => {
    const secret = await makePosting(payload, owner, { facility: company.id, company: company.name, title: 'Quiet Role', confidential: true })
    const quiet = await makeUser(payload, ['professional'], 'pipe-quiet')
    const app = await applyWithFile(payload, quiet, secret.id)
    expect((await rest(payload, 'POST', '/applications/bulk/status', { as: owner, json: { ids: [app.id], status: 'reviewed', emailApplicant: true } })).status).toBe(200)
    expect((await rest(payload, 'POST', '/applications/bulk/status', { as: owner, json: { ids: [app.id], status: 'pending', emailApplicant: true } })).status).toBe(200)
    const mails = await deliveredTo(payload, quiet.email)
    const reviewed = mails.find((m) => m.text.includes('Reviewed'))!
    const reopened = mails.find((m) => m.text.includes('Pending'))!
    expect(reviewed.text).toContain(company.name)
    expect(reopened.text).not.toContain(company.name)
    expect(reopened.text).toContain(t('theEmployer'))
  })
})

describe('notes and closed accounts', () => {
  it('an applicant’s closed account takes the notes about them; a member’s keeps their notes for the team without their name', async () => {
    const leaving = await makeUser(payload, ['professional'], 'pipe-leaving')
    const app = await applyWithFile(payload, leaving, job.id)
    await payload.create({ collection: 'application-notes', data: { application: app.id, body: 'About the leaver' }, ...as(owner), depth: 0 })
    const colleague = await makeUser(payload, ['employer'], 'pipe-colleague', { fullName: 'Cleo Colleague' })
    await (await database(payload)).update(users).set({ company: company.id }).where(eq(users.id, colleague.id))
    const kept = await payload.create({ collection: 'application-notes', data: { application: appA2.id, body: 'By the colleague' }, ...as(colleague), depth: 0 })
    await deliveredTo(payload, leaving.email)
    await deleteAccount(payload, leaving.id, 'self')
    await deleteAccount(payload, colleague.id, 'self')
    expect(await notesOn(app.id)).toEqual([])
    expect(await payload.findByID({ collection: 'application-notes', id: kept.id, overrideAccess: true, depth: 0 })).toMatchObject({
      body: 'By the colleague',
      author: null,
      authorName: null,
    })
  })
})

describe('edges the review found', () => {
  it('a note on an application id beyond what the database holds is a 400, not a server error', async () => {
    const res = await rest(payload, 'POST', '/application-notes', { as: owner, json: { application: 1_000_000_000_000, body: 'Lost' } })
    expect(res.status).toBe(400)
    expect(JSON.stringify(await body(res))).toContain(t('noteNoApplication'))
  })

  it('a team member who applied to their own company’s posting never reads their own rating, tags or notes', async () => {
    const colleague = await makeUser(payload, ['employer', 'professional'], 'pipe-both', { fullName: 'Bo Both' })
    const own = await applyWithFile(payload, colleague, job.id)
    // They join the company after applying (as accepting an invitation does).
    await (await database(payload)).update(users).set({ company: company.id }).where(eq(users.id, colleague.id))
    expect((await rest(payload, 'PATCH', `/applications/${own.id}`, { as: owner, json: { rating: 2, tags: ['Shortlist'] } })).status).toBe(200)
    await payload.create({ collection: 'application-notes', data: { application: own.id, body: 'Not for Bo' }, ...as(owner), depth: 0 })

    const byId = await body(await rest(payload, 'GET', `/applications/${own.id}?depth=0`, { as: colleague }))
    expect(byId.rating).toBeUndefined()
    expect(byId.tags).toBeUndefined()
    const local = await payload.findByID({ collection: 'applications', id: own.id, depth: 0, select: { rating: true, tags: true }, ...as(colleague) })
    expect(local.rating).toBeUndefined()
    const notes = await rest(payload, 'GET', `/application-notes?where[application][equals]=${own.id}`, { as: colleague })
    expect(await notes.text()).not.toContain('Not for Bo')
    // Colleagues' applications they still work, notes included.
    expect((await body(await rest(payload, 'GET', `/applications/${appA.id}?depth=0`, { as: colleague }))).rating).toBe(4)
    expect(await (await rest(payload, 'GET', `/application-notes?where[application][equals]=${appA.id}`, { as: colleague })).text()).toContain('Strong clinical answers')

    // Nor works it: no status, no note, no tag, alone or among colleagues' applications.
    expect((await rest(payload, 'PATCH', `/applications/${own.id}`, { as: colleague, json: { status: 'hired' } })).status).toBeGreaterThanOrEqual(400)
    expect((await rest(payload, 'POST', '/application-notes', { as: colleague, json: { application: own.id, body: 'Hire me' } })).status).toBe(403)
    expect((await rest(payload, 'POST', '/applications/bulk/status', { as: colleague, json: { ids: [own.id, appA.id], status: 'reviewed', emailApplicant: false } })).status).toBeGreaterThanOrEqual(400)
    expect((await rest(payload, 'POST', '/applications/bulk/tag', { as: colleague, json: { ids: [own.id], tag: 'Shortlist' } })).status).toBeGreaterThanOrEqual(400)
    const after = await payload.findByID({ collection: 'applications', id: own.id, depth: 0, overrideAccess: true })
    expect([after.status, after.tags]).toEqual(['pending', ['Shortlist']])
    expect((await payload.find({ collection: 'application-notes', where: { application: { equals: own.id } }, overrideAccess: true })).docs.map((n) => n.body)).toEqual(['Not for Bo'])

    // Their own thread and rounds they read as the applicant: "the employer", not which colleague.
    expect((await rest(payload, 'POST', '/application-messages', { as: owner, json: { application: own.id, body: 'A question for Bo' } })).status).toBe(201)
    const start = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
    const slots = [{ start: `${start}T10:00`, end: `${start}T10:30`, timeZone: 'America/Toronto' }]
    expect((await rest(payload, 'POST', '/interviews', { as: owner, json: { application: own.id, slots, location: 'Head office' } })).status).toBe(201)
    for (const query of ['', '&select[authorName]=true&select[author]=true&select[proposedBy]=true']) {
      const thread = (await body(await rest(payload, 'GET', `/application-messages?depth=0&where[application][equals]=${own.id}${query}`, { as: colleague }))).docs as Record<string, unknown>[]
      expect(thread).toHaveLength(1)
      expect([thread[0].author, thread[0].authorName]).toEqual([undefined, undefined])
      const rounds = (await body(await rest(payload, 'GET', `/interviews?depth=0&where[application][equals]=${own.id}${query}`, { as: colleague }))).docs as Record<string, unknown>[]
      expect(rounds).toHaveLength(1)
      expect(rounds[0].proposedBy).toBeUndefined()
    }
    const byOwner = (await payload.find({ collection: 'application-messages', where: { application: { equals: own.id } }, depth: 0, ...as(owner) })).docs
    expect(byOwner[0].authorName).toBeTruthy()
  })

  it('a selection sent twice over, in any order, changes each application once', async () => {
    const res = await rest(payload, 'POST', '/applications/bulk/tag', { as: member, json: { ids: [appFr.id, appA2.id, appFr.id], tag: 'Shortlist' } })
    expect(res.status).toBe(200)
    expect((await stored(appFr.id)).tags).toEqual(['Shortlist'])
  })
})
