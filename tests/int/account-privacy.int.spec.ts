import fs from 'node:fs/promises'
import path from 'node:path'

import { unzipSync, strFromU8 } from 'fflate'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { internalsEntry, wholeAddress } from '@/domain/privacy/entries/internals'
import { resumesDir } from '@/domain/resumes/storage'
import { storeResume } from '@/domain/resumes/upload'
import { execute, sql } from '@/lib/payload/sql'
import type { Application, JobPosting, Resume, User } from '@/payload-types'

import { makeProfile } from '../support/profiles'
import { english, french } from '../support/copy'
import { deliveredTo } from '../support/emailQueue'
import { applyWithFile, as, makePosting, makeUser, STRONG_PASSWORD, unique } from '../support/factories'
import { from, newNetwork, trustClientAddressHeader } from '../support/network'
import { getPayload } from '../support/payload'
import { pdf } from '../support/resumeFiles'
import { rest } from '../support/rest'

trustClientAddressHeader()

const p = english('privacy')
const a = english('auth')

let payload: Payload
let admin: User
let employer: User
let job: JobPosting
beforeAll(async () => {
  payload = await getPayload()
  admin = await makeUser(payload, ['admin'], 'privacy-admin')
  employer = await makeUser(payload, ['employer'], 'privacy-employer')
  job = await makePosting(payload, employer)
})

/** Each call from a network of its own, so no sign-in throttle carries over between tests. */
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', urlPath: string, opts: { as?: User | null; json?: unknown } = {}) =>
  rest(payload, method, urlPath, { ...opts, headers: from(newNetwork()) })

/** Two people whose names, addresses and data look alike; neither's address or name contains the other's. */
async function makePerson(label: string, name: string, email: string, language: 'en' | 'fr' = 'en') {
  const user = await makeUser(payload, ['professional'], label, { fullName: name, preferredLanguage: language })
  await payload.update({ collection: 'users', id: user.id, data: { email }, overrideAccess: true })
  const person = { ...user, email, fullName: name } as User
  const application = await applyWithFile(payload, person, job.id, { coverLetter: `Cover letter of ${name}`, name: `${name}.pdf`, headers: from(newNetwork()) })
  const req = await createLocalReq({ user: person }, payload)
  const resume = await storeResume(req as PayloadRequest, { file: { data: pdf(3000 + name.length), name: `${name} extra.pdf` }, categoryName: 'Extra', positionType: 'pharmacist' })
  await payload.create({ collection: 'saved-jobs', data: { jobPosting: job.id } as never, ...as(person) })
  // Their professional profile, as they fill it in.
  await makeProfile(payload, person, { licenseNumber: `LIC-${label}`, yearsExperience: 4 })
  await payload.create({
    collection: 'ownership-inquiries',
    overrideAccess: true,
    data: { fullName: name, email: email.toUpperCase(), message: `Inquiry from ${name}` },
  })
  // The emails all this sent are delivered first.
  await deliveredTo(payload, email)
  return { user: person, application, resume }
}

const stamp = () => unique('x').split(' ')[1].replace(/[^a-z0-9]/gi, '')

async function unzip(res: Response) {
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()))
  return { files, json: JSON.parse(strFromU8(files['my-data.json'])) as Record<string, unknown>, text: strFromU8(files['my-data.json']) }
}

const resumeFile = (resume: Resume) => path.join(resumesDir(), String(resume.filename))
const exists = (file: string) => fs.stat(file).then(() => true, () => false)

/** Every table of the database (every column: the whole row as text), counting rows that mention `needle`. */
async function tablesMentioning(needle: string): Promise<string[]> {
  const tables = await execute(
    payload,
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )
  const found: string[] = []
  for (const { table_name } of tables) {
    const rows = await execute(
      payload,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(String(table_name))} t WHERE position(lower(${needle}) in lower(t::text)) > 0`,
    )
    if (Number(rows[0].n) > 0) found.push(String(table_name))
  }
  return found
}

describe('download my data', { timeout: 90_000 }, () => {
  it('is exactly the person’s data (not a similar person’s), with their resume files, and is recorded', async () => {
    const s = stamp()
    const ada = await makePerson(`ada-${s}`, `Ada Quinlan ${s}`, `ada.${s}@example.com`)
    const twin = await makePerson(`adb-${s}`, `Ada Quinlan-Ray ${s}`, `ada.${s}@example.org`)
    // Their history: the employer reviews Ada's application.
    const moved = await call('PATCH', `/applications/${ada.application.id}`, { as: employer, json: { status: 'reviewed' } })
    expect(moved.status).toBe(200)

    const res = await call('GET', '/users/export-data', { as: ada.user })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/zip')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/)
    expect(res.headers.get('cache-control')).toContain('no-store')
    const { files, json, text } = await unzip(res)

    const account = json.account as Record<string, unknown>
    expect(account).toMatchObject({ id: ada.user.id, email: ada.user.email, fullName: ada.user.fullName, emailPreferences: { applicationUpdates: true, newApplicants: true } })
    // Its roles, language and dates as the account holds them (dates in ISO 8601, like the API's).
    const stored = await payload.findByID({ collection: 'users', id: ada.user.id, depth: 0, overrideAccess: true })
    expect(account).toMatchObject({ roles: stored.roles, preferredLanguage: stored.preferredLanguage, emailConfirmed: Boolean(stored._verified), createdAt: stored.createdAt, updatedAt: stored.updatedAt })
    // Never the secrets of the account.
    for (const secret of ['hash', 'salt', 'password', 'token', 'sessions', 'emailChangeTokenHash']) expect(text).not.toContain(`"${secret}`)

    const applications = json.applications as { id: number; coverLetter: string; statusHistory: { from: string | null; to: string }[] }[]
    expect(applications.map((x) => x.id)).toEqual([ada.application.id])
    expect(applications[0].coverLetter).toBe(`Cover letter of ${ada.user.fullName}`)
    expect(applications[0].statusHistory.map((h) => h.to)).toEqual(['pending', 'reviewed'])
    expect((json.savedJobs as unknown[]).length).toBe(1)
    expect(json.professionalProfile).toMatchObject({ licenseNumber: `LIC-ada-${s}`, yearsExperience: 4 })
    expect((json.ownershipInquiries as { message: string }[]).map((i) => i.message)).toEqual([`Inquiry from ${ada.user.fullName}`])

    // Both resumes (the one sent with the application and the extra one), each file as stored.
    const resumes = json.resumes as { id: number; file: string }[]
    const ids = resumes.map((r) => r.id).sort()
    expect(ids).toEqual([Number(ada.application.resume), ada.resume.id].sort())
    for (const r of resumes) {
      const stored = await payload.findByID({ collection: 'resumes', id: r.id, overrideAccess: true })
      expect(Buffer.from(files[r.file])).toEqual(await fs.readFile(resumeFile(stored)))
    }
    expect(Object.keys(files).sort()).toEqual(['my-data.json', ...resumes.map((r) => r.file)].sort())

    // Nothing of the other person.
    for (const other of [twin.user.email, twin.user.fullName!, `Cover letter of ${twin.user.fullName}`, `LIC-adb-${s}`]) expect(text).not.toContain(other)

    // Recorded: an export, asked by the person.
    const trail = await payload.find({ collection: 'privacy-requests', where: { account: { equals: ada.user.id } }, overrideAccess: true })
    expect(trail.docs.map((d) => [d.action, d.requestedBy, d.performedBy ?? null])).toEqual([['export', 'self', null]])
  })

  it('answers 401 to anonymous callers and never exports another account to someone who is not an admin', async () => {
    const s = stamp()
    const one = await makeUser(payload, ['professional'], `one-${s}`)
    const other = await makeUser(payload, ['employer'], `other-${s}`)
    expect((await call('GET', '/users/export-data')).status).toBe(401)
    for (const caller of [null, other, employer]) {
      const res = await call('GET', `/users/${one.id}/export-data`, { as: caller })
      expect(res.status).toBe(caller ? 403 : 401)
      expect(res.headers.get('content-type')).not.toBe('application/zip')
    }
  })

  it('admins export an account for a request received by mail; the trail names the admin and when', async () => {
    const s = stamp()
    const person = await makeUser(payload, ['professional'], `mail-${s}`, { fullName: `Mailed Request ${s}` })
    const before = Date.now()
    const res = await call('GET', `/users/${person.id}/export-data`, { as: admin })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toContain(`account-${person.id}-data-`)
    const { json } = await unzip(res)
    expect(json.account).toMatchObject({ id: person.id, email: person.email })
    const [row] = (await payload.find({ collection: 'privacy-requests', where: { account: { equals: person.id } }, overrideAccess: true, depth: 0 })).docs
    expect(row).toMatchObject({ action: 'export', requestedBy: 'admin', performedBy: admin.id })
    expect(new Date(row.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000)
    // An unknown account: 404.
    expect((await call('GET', '/users/999999999/export-data', { as: admin })).status).toBe(404)
  })
})

describe('close my account', { timeout: 120_000 }, () => {
  it('needs the right password: a wrong one (or none) answers 4xx and changes nothing', async () => {
    const s = stamp()
    const person = await makePerson(`keep-${s}`, `Kept Person ${s}`, `kept.${s}@example.com`)
    const wrong = await call('POST', '/users/close-account', { as: person.user, json: { password: 'Not-The-Password-42' } })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({ error: a('wrongPassword') })
    const none = await call('POST', '/users/close-account', { as: person.user, json: {} })
    expect(none.status).toBe(400)
    expect((await call('POST', '/users/close-account', { json: { password: STRONG_PASSWORD } })).status).toBe(401)
    expect(await payload.findByID({ collection: 'users', id: person.user.id, overrideAccess: true })).toMatchObject({ email: person.user.email })
    const app = await payload.findByID({ collection: 'applications', id: person.application.id, overrideAccess: true, depth: 0 })
    expect(app).toMatchObject({ applicantEmail: person.user.email, applicantName: person.user.fullName })
    expect(await exists(resumeFile(person.resume))).toBe(true)
    // Staff accounts are closed by another admin.
    expect((await call('POST', '/users/close-account', { as: admin, json: { password: STRONG_PASSWORD } })).status).toBe(403)
  })

  it('removes or anonymises everything: no table holds the email or the name, files are gone, the twin keeps everything', async () => {
    const s = stamp()
    const leaving = await makePerson(`leave-${s}`, `Leona Vasquez ${s}`, `leona.${s}@example.com`, 'fr')
    const twin = await makePerson(`stay-${s}`, `Leona Vasquez-Hart ${s}`, `leona.${s}@example.net`)
    await call('PATCH', `/applications/${leaving.application.id}`, { as: employer, json: { status: 'interviewed' } })
    const files = (await payload.find({ collection: 'resumes', where: { owner: { equals: leaving.user.id } }, overrideAccess: true })).docs.map(resumeFile)
    expect(files.length).toBe(2)

    const res = await call('POST', '/users/close-account', { as: leaving.user, json: { password: STRONG_PASSWORD } })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ message: p('closed') })
    // Signed out: the session cookie is expired.
    const cookie = res.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^payload-token=;/)
    expect(new Date(/Expires=([^;]+)/.exec(cookie)![1]).getTime()).toBeLessThanOrEqual(Date.now())

    // Told by email, in their language, at the address they had (the queue runs; its jobs are then gone).
    const inbox = await deliveredTo(payload, leaving.user.email)
    expect(inbox.map((m) => m.subject)).toContain(french('privacy')('closedSubject'))
    // Signing in no longer works.
    const login = await call('POST', '/users/login', { json: { email: leaving.user.email, password: STRONG_PASSWORD } })
    expect(login.status).toBe(401)

    expect(await tablesMentioning(leaving.user.email)).toEqual([])
    expect(await tablesMentioning(leaving.user.fullName!)).toEqual([])
    for (const file of files) expect(await exists(file)).toBe(false)

    // The application stays as an anonymous record of the employer's, with its history.
    const app = (await payload.findByID({ collection: 'applications', id: leaving.application.id, overrideAccess: true, depth: 0 })) as Application
    expect(app).toMatchObject({ status: 'interviewed', jobPosting: job.id })
    expect(app.applicant ?? null).toBeNull()
    expect(app.resume ?? null).toBeNull()
    const history = await payload.count({ collection: 'status-changes', where: { application: { equals: app.id } }, overrideAccess: true })
    expect(history.totalDocs).toBe(2)

    // The similar person keeps everything.
    const kept = await payload.findByID({ collection: 'applications', id: twin.application.id, overrideAccess: true, depth: 0 })
    expect(kept).toMatchObject({ applicantEmail: twin.user.email, applicantName: twin.user.fullName, coverLetter: `Cover letter of ${twin.user.fullName}` })
    expect(await exists(resumeFile(twin.resume))).toBe(true)
    expect(await tablesMentioning(twin.user.email)).toEqual(expect.arrayContaining(['users', 'applications', 'ownership_inquiries']))

    // The trail: a deletion asked by the person, naming nobody.
    const [row] = (await payload.find({ collection: 'privacy-requests', where: { account: { equals: leaving.user.id } }, overrideAccess: true, depth: 0 })).docs
    expect(row).toMatchObject({ action: 'deletion', requestedBy: 'self' })
    expect(row.performedBy ?? null).toBeNull()
  })

  it('an employer leaves: the postings they created survive without them, and none keeps their address', async () => {
    const s = stamp()
    const email = `hiring.${s}@clinic.example`
    const leaver = await makeUser(payload, ['employer'], `boss-${s}`, { fullName: `Morgan Ellery ${s}` })
    await payload.update({ collection: 'users', id: leaver.id, data: { email }, overrideAccess: true })
    const own = await makePosting(payload, leaver, { contactEmail: email })
    // Another company's posting that gives the leaver's address for applications.
    const colleagues = await makePosting(payload, employer, { contactEmail: email.toUpperCase() })

    const res = await call('POST', '/users/close-account', { as: { ...leaver, email } as User, json: { password: STRONG_PASSWORD } })
    expect(res.status).toBe(200)
    await deliveredTo(payload, email)

    // New applications reach the posting's company owner; with nobody left in the company, the site.
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    const contactOf = async (id: number) => payload.findByID({ collection: 'job-postings', id, overrideAccess: true, depth: 0 })
    expect(await contactOf(own.id)).toMatchObject({ status: 'active', contactEmail: settings.contactEmail })
    expect(await contactOf(colleagues.id)).toMatchObject({ status: 'active', contactEmail: employer.email })
    const survivor = await payload.findByID({ collection: 'job-postings', id: own.id, overrideAccess: true, depth: 0 })
    expect(survivor.createdBy ?? null).toBeNull()
    expect((await payload.findByID({ collection: 'job-postings', id: colleagues.id, overrideAccess: true, depth: 0 })).createdBy).toBe(employer.id)
    expect(await tablesMentioning(email)).toEqual([])
    expect(await tablesMentioning(`Morgan Ellery ${s}`)).toEqual([])
  })

  it('admins delete an account on a request by mail; the trail records the admin; nobody else may', async () => {
    const s = stamp()
    const person = await makePerson(`byadmin-${s}`, `Rowan Pike ${s}`, `rowan.${s}@example.com`)
    const other = await makeUser(payload, ['professional'], `nosy-${s}`)
    // Not an admin: refused through REST (our endpoint and Payload's DELETE) and the Local API.
    for (const caller of [null, other, employer]) {
      expect((await call('POST', `/users/${person.user.id}/erase`, { as: caller })).status).toBe(caller ? 403 : 401)
      expect([401, 403]).toContain((await call('DELETE', `/users/${person.user.id}`, { as: caller })).status)
    }
    await expect(payload.delete({ collection: 'users', id: person.user.id, ...as(other) })).rejects.toMatchObject({ status: 403 })
    expect(await payload.findByID({ collection: 'users', id: person.user.id, overrideAccess: true })).toBeTruthy()

    const before = Date.now()
    const res = await call('POST', `/users/${person.user.id}/erase`, { as: admin })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ message: p('erased') })
    const inbox = await deliveredTo(payload, person.user.email)
    expect(inbox.map((m) => m.subject)).toContain(p('closedSubject'))
    expect(await tablesMentioning(person.user.email)).toEqual([])
    expect(await tablesMentioning(person.user.fullName!)).toEqual([])
    const [row] = (await payload.find({ collection: 'privacy-requests', where: { account: { equals: person.user.id } }, overrideAccess: true, depth: 0 })).docs
    expect(row).toMatchObject({ action: 'deletion', requestedBy: 'admin', performedBy: admin.id })
    expect(new Date(row.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect((await call('POST', `/users/${person.user.id}/erase`, { as: admin })).status).toBe(404)
  })

  it("the admin panel's delete erases the same way and tells the person too", async () => {
    const s = stamp()
    const person = await makePerson(`panel-${s}`, `Sasha Brook ${s}`, `sasha.${s}@example.com`)
    // The admin panel deletes through Payload's REST route.
    expect((await call('DELETE', `/users/${person.user.id}`, { as: admin })).status).toBe(200)
    const inbox = await deliveredTo(payload, person.user.email)
    expect(inbox.map((m) => m.subject)).toContain(p('closedSubject'))
    expect(await tablesMentioning(person.user.email)).toEqual([])
    const [row] = (await payload.find({ collection: 'privacy-requests', where: { account: { equals: person.user.id } }, overrideAccess: true, depth: 0 })).docs
    expect(row).toMatchObject({ action: 'deletion', requestedBy: 'admin', performedBy: admin.id })
    expect((await call('DELETE', `/users/${person.user.id}`, { as: admin })).status).toBe(404)
  })
})

describe('the queue purge', () => {
  it('matches the address as a whole, in any case, never a longer address that contains it', async () => {
    const pattern = wholeAddress('Ann.B+x@Ex.com')
    const cases: [string, boolean][] = [
      ['{"to": "ann.b+x@ex.com"}', true],
      ['Hello ANN.B+X@EX.COM.', true],
      ['<ann.b+x@ex.com>', true],
      ['{"to": "joann.b+x@ex.com"}', false],
      ['ann.b+x@ex.com.ca', false],
      ['annxb+x@ex.com', false],
    ]
    for (const [text, expected] of cases) {
      const [row] = await execute(payload, sql`SELECT ${text} ~* ${pattern} AS hit`)
      expect([text, row.hit]).toEqual([text, expected])
    }
  })

  // The runner updates the job by id when it ends: deleted under it, that update fails the runner.
  it('leaves alone a job a runner holds at that moment', async () => {
    const s = stamp()
    const email = `held.${s}@example.com`
    const message = { to: email, subject: `Held ${s}`, html: '<p>x</p>' }
    const waiting = await payload.jobs.queue({ task: 'sendEmail', input: { message }, queue: 'purge-test' })
    const held = await payload.jobs.queue({ task: 'sendEmail', input: { message }, queue: 'purge-test' })
    await execute(payload, sql`UPDATE payload_jobs SET processing = true WHERE id = ${held.id}`)
    const req = await createLocalReq({}, payload)
    await internalsEntry.erase!({ req: req as PayloadRequest, subject: { id: 0, email, fullName: null } })
    const left = await execute(payload, sql`SELECT id FROM payload_jobs WHERE id IN (${waiting.id}, ${held.id})`)
    expect(left.map((row) => Number(row.id))).toEqual([Number(held.id)])
    await execute(payload, sql`DELETE FROM payload_jobs WHERE id = ${held.id}`)
  })
})

describe('the privacy trail', () => {
  it('admins read it; nobody writes it through REST or the Local API; nobody else reads it', async () => {
    const s = stamp()
    const professional = await makeUser(payload, ['professional'], `trail-${s}`)
    const editor = await makeUser(payload, ['editor'], `trail-editor-${s}`)
    expect((await call('GET', '/privacy-requests', { as: admin })).status).toBe(200)
    for (const caller of [null, professional, employer, editor]) {
      const res = await call('GET', '/privacy-requests', { as: caller })
      expect([401, 403]).toContain(res.status)
      await expect(payload.find({ collection: 'privacy-requests', ...as(caller) })).rejects.toMatchObject({ status: 403 })
    }
    const data = { action: 'export', requestedBy: 'self', account: professional.id } as const
    for (const caller of [admin, professional]) {
      expect([401, 403]).toContain((await call('POST', '/privacy-requests', { as: caller, json: data })).status)
      await expect(payload.create({ collection: 'privacy-requests', data, ...as(caller) })).rejects.toMatchObject({ status: 403 })
    }
    const [row] = (await payload.find({ collection: 'privacy-requests', limit: 1, overrideAccess: true })).docs
    expect([401, 403, 404]).toContain((await call('PATCH', `/privacy-requests/${row.id}`, { as: admin, json: { action: 'deletion' } })).status)
    expect([401, 403, 404]).toContain((await call('DELETE', `/privacy-requests/${row.id}`, { as: admin })).status)
  })
})

describe('account details, password and email preferences', { timeout: 60_000 }, () => {
  it('the person changes their name, language and preferences; a status change email then stays unsent', async () => {
    const s = stamp()
    const person = await makeUser(payload, ['professional'], `prefs-${s}`)
    const res = await call('PATCH', `/users/${person.id}`, {
      as: person,
      json: { fullName: `Renamed ${s}`, preferredLanguage: 'fr', emailPreferences: { applicationUpdates: false, newApplicants: true } },
    })
    expect(res.status).toBe(200)
    const stored = await payload.findByID({ collection: 'users', id: person.id, overrideAccess: true })
    expect(stored).toMatchObject({ fullName: `Renamed ${s}`, preferredLanguage: 'fr', emailPreferences: { applicationUpdates: false } })
    // Another person cannot change them.
    const other = await makeUser(payload, ['professional'], `prefs-other-${s}`)
    expect((await call('PATCH', `/users/${person.id}`, { as: other, json: { emailPreferences: { applicationUpdates: true } } })).status).toBeGreaterThanOrEqual(400)

    const application = await applyWithFile(payload, { ...person, fullName: `Renamed ${s}` } as User, job.id, { headers: from(newNetwork()) })
    await deliveredTo(payload, person.email)
    const before = (await deliveredTo(payload, person.email)).length
    expect((await call('PATCH', `/applications/${application.id}`, { as: employer, json: { status: 'reviewed' } })).status).toBe(200)
    expect((await deliveredTo(payload, person.email)).length).toBe(before)
    // A decision (hired, rejected) is the law's 45-day answer: it goes whatever the preference.
    expect((await call('PATCH', `/applications/${application.id}`, { as: employer, json: { status: 'hired' } })).status).toBe(200)
    expect((await deliveredTo(payload, person.email)).length).toBe(before + 1)
  })

  it('changes the password with the current one only; the new one signs in, the old one no longer', async () => {
    const s = stamp()
    const person = await makeUser(payload, ['professional'], `pw-${s}`)
    const next = `Quiet-Harbour-Lights-${s}`
    const wrong = await call('POST', '/users/change-password', { as: person, json: { currentPassword: 'Wrong-Password-77', newPassword: next, confirm: next } })
    expect(wrong.status).toBe(400)
    const weak = await call('POST', '/users/change-password', { as: person, json: { currentPassword: STRONG_PASSWORD, newPassword: 'password', confirm: 'password' } })
    expect(weak.status).toBe(400)
    const ok = await call('POST', '/users/change-password', { as: person, json: { currentPassword: STRONG_PASSWORD, newPassword: next, confirm: next } })
    expect(ok.status).toBe(200)
    expect((await call('POST', '/users/login', { json: { email: person.email, password: STRONG_PASSWORD } })).status).toBe(401)
    expect((await call('POST', '/users/login', { json: { email: person.email, password: next } })).status).toBe(200)
    const inbox = await deliveredTo(payload, person.email)
    expect(inbox.map((m) => m.subject)).toContain(english('account')('passwordChangedSubject'))
    // A plain update still cannot set a password.
    expect((await call('PATCH', `/users/${person.id}`, { as: person, json: { password: `Other-${next}` } })).status).toBe(400)
  })
})

describe('the export and erasure’s marker on their own calls opens nothing to API clients', { timeout: 90_000 }, () => {
  it('another person’s account and records, named in a body, query or header as the erasure names them, are read and deleted by no one', async () => {
    const tag = stamp()
    const { user: victim, resume } = await makePerson(`forged-victim-${tag}`, `Forged Victim ${tag}`, `forged.victim.${tag}@example.com`)
    const stranger = await makeUser(payload, ['professional'], `forged-stranger-${tag}`)
    const form = new FormData()
    form.set('kind', 'liability-insurance')
    form.set('expiresOn', new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10))
    form.set('file', new File([new Uint8Array(pdf(2000))], 'policy.pdf', { type: 'application/pdf' }))
    const uploaded = await rest(payload, 'POST', '/credentials/upload', { as: victim, form, headers: from(newNetwork()) })
    expect(uploaded.status).toBe(201)
    const credential = ((await uploaded.json()) as { doc: { id: number } }).doc
    const profileOf = async () => (await payload.find({ collection: 'professional-profiles', where: { user: { equals: victim.id } }, depth: 0, overrideAccess: true })).docs
    const [profile] = await profileOf()
    // A job alert saved signed in (and its consent record).
    const subscribed = await rest(payload, 'POST', '/job-alerts/subscribe', { as: victim, json: { q: 'forged privacy', frequency: 'daily', consent: true }, headers: from(newNetwork()) })
    expect(subscribed.status).toBeLessThan(300)
    const alertsOf = async () => (await payload.find({ collection: 'job-alerts', where: { owner: { equals: victim.id } }, depth: 0, overrideAccess: true })).docs
    const consentsOf = async () => (await payload.find({ collection: 'alert-consents', where: { user: { equals: victim.id } }, depth: 0, overrideAccess: true })).docs
    const [alert] = await alertsOf()
    const [consent] = await consentsOf()
    expect(consent).toBeTruthy()
    const marker = { 'privacy:subject': victim.id }
    const forged = { ...marker, context: marker, req: { context: marker } }
    const query = `?context[privacy:subject]=${victim.id}&privacy:subject=${victim.id}`
    const headers = { ...from(newNetwork()), 'X-Payload-Context': JSON.stringify(marker), 'X-Context': JSON.stringify(marker) }
    const send = (method: 'GET' | 'PATCH' | 'DELETE', url: string, as: User | undefined, json?: unknown) => rest(payload, method, url, { as, headers, json })
    const refused = async (res: Response) => {
      if (res.status === 403 || res.status === 404) return true
      const body = (await res.json()) as { docs?: unknown[] }
      return res.status === 200 && Array.isArray(body.docs) && body.docs.length === 0
    }
    for (const as of [stranger, undefined]) {
      // The account itself.
      expect(await refused(await send('DELETE', `/users/${victim.id}${query}`, as, forged))).toBe(true)
      expect(await refused(await send('DELETE', `/users${query}&where[id][equals]=${victim.id}`, as, forged))).toBe(true)
      // Their resumes (deleted by the erasure with their files).
      expect(await refused(await send('GET', `/resumes/${resume.id}${query}`, as))).toBe(true)
      expect(await refused(await send('GET', `/resumes${query}&where[owner][equals]=${victim.id}`, as))).toBe(true)
      expect(await refused(await send('DELETE', `/resumes/${resume.id}${query}`, as, forged))).toBe(true)
      expect(await refused(await send('DELETE', `/resumes${query}&where[owner][equals]=${victim.id}`, as, forged))).toBe(true)
      // Their credentials (the same, with their files).
      expect(await refused(await send('GET', `/credentials/${credential.id}${query}`, as))).toBe(true)
      expect(await refused(await send('GET', `/credentials${query}&where[owner][equals]=${victim.id}`, as))).toBe(true)
      expect(await refused(await send('DELETE', `/credentials/${credential.id}${query}`, as, forged))).toBe(true)
      expect(await refused(await send('DELETE', `/credentials${query}&where[owner][equals]=${victim.id}`, as, forged))).toBe(true)
      // Their professional profile (deleted by the erasure, its licence evidence with it).
      expect(await refused(await send('GET', `/professional-profiles/${profile.id}${query}`, as))).toBe(true)
      expect(await refused(await send('GET', `/professional-profiles${query}&where[user][equals]=${victim.id}`, as))).toBe(true)
      expect(await refused(await send('DELETE', `/professional-profiles/${profile.id}${query}`, as, forged))).toBe(true)
      expect(await refused(await send('DELETE', `/professional-profiles${query}&where[user][equals]=${victim.id}`, as, forged))).toBe(true)
      // Their job alerts and consent records (deleted and withdrawn by the erasure).
      expect(await refused(await send('GET', `/job-alerts/${alert.id}${query}`, as))).toBe(true)
      expect(await refused(await send('GET', `/job-alerts${query}&where[owner][equals]=${victim.id}`, as))).toBe(true)
      expect(await refused(await send('DELETE', `/job-alerts/${alert.id}${query}`, as, forged))).toBe(true)
      expect(await refused(await send('DELETE', `/job-alerts${query}&where[email][equals]=${victim.email}`, as, forged))).toBe(true)
      expect(await refused(await send('GET', `/alert-consents/${consent.id}${query}`, as))).toBe(true)
      expect(await refused(await send('GET', `/alert-consents${query}&where[user][equals]=${victim.id}`, as))).toBe(true)
      expect(await refused(await send('PATCH', `/alert-consents/${consent.id}${query}`, as, { withdrawnAt: '2000-01-01T00:00:00.000Z', ...forged }))).toBe(true)
      expect(await refused(await send('PATCH', `/alert-consents${query}&where[user][equals]=${victim.id}`, as, { withdrawnAt: '2000-01-01T00:00:00.000Z', ...forged }))).toBe(true)
    }
    const still = await payload.findByID({ collection: 'users', id: victim.id, depth: 0, overrideAccess: true })
    expect(still.email).toBe(victim.email)
    expect(await exists(resumeFile(resume))).toBe(true)
    expect((await payload.count({ collection: 'resumes', where: { owner: { equals: victim.id } }, overrideAccess: true })).totalDocs).toBe(2)
    expect((await payload.count({ collection: 'credentials', where: { owner: { equals: victim.id } }, overrideAccess: true })).totalDocs).toBe(1)
    expect(await profileOf()).toEqual([profile])
    expect(await alertsOf()).toEqual([alert])
    expect(await consentsOf()).toEqual([consent])
  })
})
