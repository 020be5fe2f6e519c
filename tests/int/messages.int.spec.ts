import { eq } from '@payloadcms/db-postgres/drizzle'
import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { loadWorkspace } from '@/domain/applications/workspace'
import { archivePosting } from '@/domain/jobs/archive'
import { applicantThreads } from '@/domain/messages/threads'
import { deleteAccount } from '@/domain/privacy/erase'
import { messagesEntry } from '@/domain/privacy/entries/messages'
import { database } from '@/lib/payload/sql'
import { viewerRequest } from '@/lib/payload/viewer'
import { users } from '@/payload-generated-schema'
import type { Application, ApplicationMessage, Company, JobPosting, User } from '@/payload-types'

import { english, french } from '../support/copy'
import { deliveredTo } from '../support/emailQueue'
import { applyWithFile, makeCompany, makePosting } from '../support/factories'
import { as, getPayload, makeUser } from '../support/payload'
import { rest } from '../support/rest'

/*
 * Application threads (docs/messages.md): between the applicant and the posting's team, read by
 * admins, never by another company or anonymous callers, over REST and the Local API; 1 to 5,000
 * characters; never edited or deleted; read receipts by the side written to; an email notice to
 * the other side without the text; refused once the thread is closed; rate-limited; exported and
 * erased with the person's data.
 */

const t = english('threads')
const tFr = french('threads')

let payload: Payload
let admin: User
let owner: User
let member: User
let otherEmployer: User
let applicant: User
let company: Company
let job: JobPosting
let app: Application
let first: ApplicationMessage

type Persona = 'anonymous' | 'applicant' | 'otherEmployer' | 'member' | 'owner' | 'admin'
const personas: Persona[] = ['anonymous', 'applicant', 'otherEmployer', 'member', 'owner', 'admin']
const userOf = (p: Persona): User | null => ({ anonymous: null, applicant, otherEmployer, member, owner, admin })[p]
const writes = (p: Persona) => p === 'applicant' || p === 'member' || p === 'owner'
const reads = (p: Persona) => writes(p) || p === 'admin'

const json = async (res: Response) => (await res.json()) as Record<string, unknown>
const messagesOn = async (id: number) =>
  (await payload.find({ collection: 'application-messages', where: { application: { equals: id } }, overrideAccess: true, depth: 0, sort: 'createdAt', pagination: false })).docs
const send = (user: User | null, application: number, body: string) => rest(payload, 'POST', '/application-messages?depth=0', { as: user, json: { application, body } })
const refusal = (promise: Promise<unknown>) => promise.then(() => 'done').catch((error: { status?: number }) => error.status)

beforeAll(async () => {
  payload = await getPayload()
  admin = await makeUser(payload, ['admin'], 'msg-admin')
  owner = await makeUser(payload, ['employer'], 'msg-owner', { fullName: 'Olive Owner' })
  member = await makeUser(payload, ['employer'], 'msg-member', { fullName: 'Mo Member' })
  otherEmployer = await makeUser(payload, ['employer'], 'msg-other')
  applicant = await makeUser(payload, ['professional'], 'msg-applicant', { fullName: 'Ada Applicant' })
  company = await makeCompany(payload, owner, 'Thread Pharmacy')
  const otherCompany = await makeCompany(payload, otherEmployer, 'Elsewhere Clinic')
  await makePosting(payload, otherEmployer, { facility: otherCompany.id, company: otherCompany.name, title: 'Night Pharmacist' })
  await (await database(payload)).update(users).set({ company: company.id }).where(eq(users.id, member.id))
  job = await makePosting(payload, owner, { facility: company.id, company: company.name, title: 'Relief Pharmacist' })
  app = await applyWithFile(payload, applicant, job.id)
  first = await payload.create({ collection: 'application-messages', data: { application: app.id, body: 'Are you free Tuesday?' }, ...as(owner), depth: 0 })
})

describe('application messages: who writes and reads them', () => {
  it('a message records its side, posting, applicant and author, whatever the request says', async () => {
    expect(first).toMatchObject({ jobPosting: job.id, applicant: applicant.id, author: owner.id, authorName: 'Olive Owner', fromApplicant: false, readAt: null })
    const res = await rest(payload, 'POST', '/application-messages?depth=0', {
      as: applicant,
      json: { application: app.id, body: 'Yes, after 2 pm.', author: owner.id, authorName: 'Someone', fromApplicant: false, readAt: new Date().toISOString(), applicant: owner.id },
    })
    expect(res.status).toBe(201)
    const { doc } = (await res.json()) as { doc: ApplicationMessage }
    expect(doc).toMatchObject({ fromApplicant: true, applicant: applicant.id, jobPosting: job.id, readAt: null })
    // Who wrote it is the team's to read: the applicant reads neither account nor name.
    expect(doc.author).toBeUndefined()
    expect(doc.authorName).toBeUndefined()
  })

  it.each(personas)('%s writes to the thread only as one of its sides (REST and Local API)', async (p) => {
    const before = (await messagesOn(app.id)).length
    const res = await send(userOf(p), app.id, `hello from ${p}`)
    expect(res.status).toBe(writes(p) ? 201 : 403)
    const local = await refusal(payload.create({ collection: 'application-messages', data: { application: app.id, body: `local hello from ${p}` }, ...as(userOf(p)), depth: 0 }))
    expect(local).toBe(writes(p) ? 'done' : 403)
    expect((await messagesOn(app.id)).length).toBe(before + (writes(p) ? 2 : 0))
  })

  it.each(personas)('%s reads the thread only as a side or an admin (list, by id, count, select, where, sort, depth)', async (p) => {
    const user = userOf(p)
    const paths = [
      `/application-messages?where[application][equals]=${app.id}`,
      `/application-messages/${first.id}?depth=2`,
      `/application-messages/count?where[application][equals]=${app.id}`,
      `/application-messages?select[body]=true&sort=-createdAt&where[body][like]=Tuesday`,
      `/application-messages?depth=1&populate[applications][coverLetter]=true`,
      `/applications/${app.id}?depth=0&joins[application-messages]=true`,
    ]
    const answers = await Promise.all(paths.map((path) => rest(payload, 'GET', path, { as: user })))
    const texts = JSON.stringify(await Promise.all(answers.map((res) => res.text())))
    const local = await payload.find({ collection: 'application-messages', where: { application: { equals: app.id } }, ...as(user), depth: 0 }).catch(() => ({ docs: [] }))
    if (reads(p)) {
      expect(answers.slice(0, 4).map((res) => res.status)).toEqual([200, 200, 200, 200])
      expect(texts).toContain('Are you free Tuesday?')
      expect(local.docs.length).toBeGreaterThan(0)
    } else {
      expect(texts).not.toContain('Are you free Tuesday?')
      expect(answers[1].status).toBeGreaterThanOrEqual(400)
      expect(local.docs).toEqual([])
    }
    // The team's names: its own members and admins read them; the applicant never does, by any modifier.
    const byName = await rest(payload, 'GET', `/application-messages?where[authorName][equals]=Olive%20Owner&select[authorName]=true&select[author]=true`, { as: user })
    const named = JSON.stringify(await byName.text())
    if (p === 'owner' || p === 'member' || p === 'admin') expect(named).toContain('Olive Owner')
    else expect(named).not.toContain('Olive Owner')
  })

  it('nobody edits or deletes a message, by id or by where (admins included); the body stays', async () => {
    for (const user of [owner, member, applicant, otherEmployer, admin, null]) {
      await rest(payload, 'PATCH', `/application-messages/${first.id}`, { as: user, json: { body: 'changed', application: 1, author: user?.id } })
      await rest(payload, 'PATCH', `/application-messages?where[id][equals]=${first.id}`, { as: user, json: { body: 'bulk changed' } })
      expect((await rest(payload, 'DELETE', `/application-messages/${first.id}`, { as: user })).status).toBeGreaterThanOrEqual(400)
      await rest(payload, 'DELETE', `/application-messages?where[id][equals]=${first.id}`, { as: user })
      await rest(payload, 'POST', `/application-messages/${first.id}/duplicate`, { as: user, json: {} })
      await refusal(payload.delete({ collection: 'application-messages', id: first.id, ...as(user) }))
      await refusal(payload.update({ collection: 'application-messages', id: first.id, data: { body: 'local change' }, ...as(user) }))
    }
    const stored = await payload.findByID({ collection: 'application-messages', id: first.id, overrideAccess: true, depth: 0 })
    expect(stored).toMatchObject({ body: 'Are you free Tuesday?', application: app.id, author: owner.id })
    expect((await rest(payload, 'GET', '/application-messages/versions', { as: admin })).status).toBeGreaterThanOrEqual(400)
  })

  it('refuses an empty or too long text, a missing application and another company’s thread, writing nothing', async () => {
    const before = (await messagesOn(app.id)).length
    const empty = await send(applicant, app.id, '   ')
    expect(empty.status).toBe(400)
    expect(JSON.stringify(await empty.json())).toContain(t('required'))
    const long = await send(applicant, app.id, 'x'.repeat(5001))
    expect(long.status).toBe(400)
    expect(JSON.stringify(await long.json())).toContain(t('tooLong', { max: 5000 }))
    expect((await send(applicant, app.id, 'x'.repeat(5000))).status).toBe(201)
    expect((await send(applicant, 999_999_999, 'hello')).status).toBe(400)
    expect((await rest(payload, 'POST', '/application-messages', { as: applicant, json: { application: 'abc', body: 'hello' } })).status).toBe(400)
    expect((await rest(payload, 'POST', '/application-messages', { as: applicant, json: 'nonsense' })).status).toBe(400)
    expect((await messagesOn(app.id)).length).toBe(before + 1)
  })
})

describe('read receipts', () => {
  it('the side written to marks the thread read, once, at the server’s time; the writer and admins cannot', async () => {
    // The team catches up with what the applicant wrote so far, then writes.
    expect((await json(await rest(payload, 'POST', '/application-messages/read', { as: owner, json: { application: app.id } }))).marked).toBeGreaterThan(0)
    const thread = await payload.create({ collection: 'application-messages', data: { application: app.id, body: 'Receipt check' }, ...as(member), depth: 0 })
    // The writer's side and admins mark nothing.
    expect(await json(await rest(payload, 'POST', '/application-messages/read', { as: owner, json: { application: app.id } }))).toMatchObject({ marked: 0 })
    expect(await json(await rest(payload, 'POST', '/application-messages/read', { as: admin, json: { application: app.id } }))).toMatchObject({ marked: 0 })
    expect((await rest(payload, 'POST', '/application-messages/read', { as: null, json: { application: app.id } })).status).toBe(401)
    expect((await rest(payload, 'POST', '/application-messages/read', { as: applicant, json: { application: 'x' } })).status).toBe(400)
    expect((await payload.findByID({ collection: 'application-messages', id: thread.id, overrideAccess: true })).readAt).toBeNull()
    // A hand-made date is not taken: the time is the server's.
    const res = await rest(payload, 'PATCH', `/application-messages/${thread.id}`, { as: applicant, json: { readAt: '2000-01-01T00:00:00.000Z', body: 'changed' } })
    expect(res.status).toBe(200)
    const read = await payload.findByID({ collection: 'application-messages', id: thread.id, overrideAccess: true })
    expect(read.body).toBe('Receipt check')
    expect(new Date(read.readAt!).getTime()).toBeGreaterThan(Date.now() - 60_000)
    // Read again later: the first time stays.
    expect((await json(await rest(payload, 'POST', '/application-messages/read', { as: applicant, json: { application: app.id } }))).marked).toBeGreaterThanOrEqual(0)
    expect((await payload.findByID({ collection: 'application-messages', id: thread.id, overrideAccess: true })).readAt).toBe(read.readAt)
    // The applicant's own messages are the team's to mark.
    const mine = await payload.create({ collection: 'application-messages', data: { application: app.id, body: 'Receipt reply' }, ...as(applicant), depth: 0 })
    await rest(payload, 'POST', '/application-messages/read', { as: applicant, json: { application: app.id } })
    expect((await payload.findByID({ collection: 'application-messages', id: mine.id, overrideAccess: true })).readAt).toBeNull()
    expect((await json(await rest(payload, 'POST', '/application-messages/read', { as: member, json: { application: app.id } }))).marked).toBeGreaterThan(0)
    expect((await payload.findByID({ collection: 'application-messages', id: mine.id, overrideAccess: true })).readAt).toBeTruthy()
  })

  it('the screens read the threads as the viewer: the applicant without names, the team with them', async () => {
    const mine = (await applicantThreads(await viewerRequest(applicant)))[app.id]
    expect(mine.open).toBe(true)
    expect(mine.messages.some((m) => m.body === 'Are you free Tuesday?' && !m.mine && m.authorName === undefined)).toBe(true)
    expect(mine.messages.some((m) => m.mine && m.fromApplicant)).toBe(true)
    const workspace = await loadWorkspace(await viewerRequest(member), {})
    const theirs = workspace!.threads[app.id]
    expect(theirs.messages.find((m) => m.body === 'Are you free Tuesday?')).toMatchObject({ mine: true, authorName: 'Olive Owner' })
    expect(await applicantThreads(await viewerRequest(otherEmployer))).toEqual({})
  })
})

describe('email notices', () => {
  it('tell the other side with a link, never the text; a confidential posting’s company stays hidden while pending', async () => {
    const quietTeam = `quiet-team-${Date.now()}@example.com`
    const secret = await makePosting(payload, owner, { facility: company.id, company: company.name, title: 'Quiet Role', confidential: true, contactEmail: quietTeam })
    const quiet = await makeUser(payload, ['professional'], 'msg-quiet', { preferredLanguage: 'fr' })
    const quietApp = await applyWithFile(payload, quiet, secret.id)
    expect((await send(member, quietApp.id, 'Secret words for the applicant')).status).toBe(201)
    const toApplicant = (await deliveredTo(payload, quiet.email)).filter((m) => m.subject.includes('Quiet Role'))
    const notice = toApplicant.find((m) => m.subject === tFr('applicantSubject', { company: tFr('theEmployer'), title: 'Quiet Role' }))!
    expect(notice).toBeTruthy()
    expect(notice.text).toContain(`/fr/applications#thread-${quietApp.id}`)
    expect(JSON.stringify(toApplicant)).not.toContain('Secret words')
    expect(JSON.stringify(toApplicant)).not.toContain(company.name)
    expect((await send(quiet, quietApp.id, 'Private reply words')).status).toBe(201)
    const toTeam = await deliveredTo(payload, quietTeam)
    expect(toTeam.some((m) => m.text.includes(`#thread-${quietApp.id}`) && m.text.includes('/employer?posting='))).toBe(true)
    expect(JSON.stringify(toTeam)).not.toContain('Private reply words')
    // Once past pending the applicant may know the company: the notice names it.
    await rest(payload, 'PATCH', `/applications/${quietApp.id}`, { as: owner, json: { status: 'reviewed' } })
    expect((await send(owner, quietApp.id, 'Another secret')).status).toBe(201)
    const named = (await deliveredTo(payload, quiet.email)).filter((m) => m.subject === tFr('applicantSubject', { company: company.name, title: 'Quiet Role' }))
    expect(named).toHaveLength(1)
    expect(JSON.stringify(named)).not.toContain('Another secret')
  })
})

describe('closed threads and the rate limit', () => {
  it('a thread whose posting came down refuses new messages with a clear 409; a withdrawn application takes its thread', async () => {
    const ending = await makePosting(payload, owner, { facility: company.id, company: company.name, title: 'Ending Role' })
    const leaver = await makeUser(payload, ['professional'], 'msg-leaver')
    const endingApp = await applyWithFile(payload, leaver, ending.id)
    expect((await send(leaver, endingApp.id, 'Before the end')).status).toBe(201)
    await archivePosting(payload, ending.id, admin)
    for (const user of [leaver, owner]) {
      const res = await send(user, endingApp.id, 'After the end')
      expect([403, 409]).toContain(res.status)
    }
    const res = await send(leaver, endingApp.id, 'After the end')
    expect(res.status).toBe(409)
    expect(JSON.stringify(await res.json())).toContain(t('closed'))
    expect((await applicantThreads(await viewerRequest(leaver)))[endingApp.id]).toMatchObject({ open: false })
    expect((await messagesOn(endingApp.id)).map((m) => m.body)).toEqual(['Before the end'])
    // Withdrawn (deleted while pending): its thread goes with it, and the thread no longer exists.
    const withdrawn = await applyWithFile(payload, leaver, job.id)
    expect((await send(leaver, withdrawn.id, 'Question first')).status).toBe(201)
    expect((await rest(payload, 'DELETE', `/applications/${withdrawn.id}`, { as: leaver })).status).toBe(200)
    expect(await messagesOn(withdrawn.id)).toEqual([])
    expect((await send(leaver, withdrawn.id, 'Still there?')).status).toBe(400)
  })

  it('more than 20 messages an hour in one thread are refused with 429, and nothing is written', async () => {
    const busy = await makeUser(payload, ['professional'], 'msg-busy')
    const busyApp = await applyWithFile(payload, busy, job.id)
    for (let i = 0; i < 20; i++) expect((await send(busy, busyApp.id, `message ${i}`)).status).toBe(201)
    const res = await send(busy, busyApp.id, 'one too many')
    expect(res.status).toBe(429)
    expect(JSON.stringify(await res.json())).toContain(t('throttled'))
    expect(await messagesOn(busyApp.id)).toHaveLength(20)
  })
})

describe('personal data', () => {
  it('exports the applicant’s threads and a member’s messages; erasure deletes the applicant’s threads and unnames the member’s', async () => {
    const leaving = await makeUser(payload, ['professional'], 'msg-erase')
    const colleague = await makeUser(payload, ['employer'], 'msg-colleague', { fullName: 'Cole League' })
    await (await database(payload)).update(users).set({ company: company.id }).where(eq(users.id, colleague.id))
    const theirApp = await applyWithFile(payload, leaving, job.id)
    await payload.create({ collection: 'application-messages', data: { application: theirApp.id, body: 'From the team' }, ...as(colleague), depth: 0 })
    await payload.create({ collection: 'application-messages', data: { application: theirApp.id, body: 'From the applicant' }, ...as(leaving), depth: 0 })
    const onOther = await payload.create({ collection: 'application-messages', data: { application: app.id, body: 'Colleague to Ada' }, ...as(colleague), depth: 0 })
    const req = await createLocalReq({}, payload)
    const exported = (await messagesEntry.export!({ req, subject: { id: leaving.id, email: leaving.email, fullName: null } })).data as { body: string; from: string }[]
    expect(exported.map((m) => [m.from, m.body])).toEqual([
      ['employer', 'From the team'],
      ['applicant', 'From the applicant'],
    ])
    expect(JSON.stringify(exported)).not.toContain('Cole League')
    const written = (await messagesEntry.export!({ req, subject: { id: colleague.id, email: colleague.email, fullName: 'Cole League' } })).data as { body: string }[]
    expect(written.map((m) => m.body)).toEqual(['From the team', 'Colleague to Ada'])
    await deleteAccount(payload, leaving.id, 'self')
    await deleteAccount(payload, colleague.id, 'self')
    expect(await messagesOn(theirApp.id)).toEqual([])
    expect(await payload.findByID({ collection: 'application-messages', id: onOther.id, overrideAccess: true, depth: 0 })).toMatchObject({ body: 'Colleague to Ada', author: null, authorName: null })
  })
})
