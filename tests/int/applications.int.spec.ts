import fs from 'node:fs/promises'

import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { resumesDir } from '@/domain/resumes/storage'
import { execute, sql } from '@/lib/payload/sql'
import type { Application, JobPosting, User } from '@/payload-types'

import { en, english } from '../support/copy'
import { makePosting, uploadResume as uploadResumeAs } from '../support/factories'
import { waitForMail } from '../support/mailCatcher'
import { as, getPayload, mail, makeUser } from '../support/payload'
import { makeProfile } from '../support/profiles'
import { rest } from '../support/rest'
import { pdf, docx, png } from '../support/resumeFiles'

// The product's own wording: the tests hold the catalogue to it.
const SPEC = {
  signIn: 'Please log in to apply for jobs',
  resumeRequired: 'Please upload your resume to apply',
  tooLarge: 'Please select a file smaller than 5MB.',
  duplicate: 'You have already applied for this position.',
}
const m = english('applications')

let payload: Payload
let admin: User
let editor: User
let employer: User
let otherEmployer: User
let proA: User
let proB: User

type JobFlags = { status?: JobPosting['status']; paid?: boolean; confidential?: boolean; owner?: User }

/** A posting in the given state (by default the employer's), as the lifecycle would leave it. */
const makeJob = ({ owner = employer, ...state }: JobFlags = {}) => makePosting(payload, owner, state)

type ApplyFields = {
  job?: number | string
  coverLetter?: string
  resume?: number | string
  file?: { data: Buffer; name: string; type?: string }
  extra?: Record<string, string>
}

function applyForm({ job, coverLetter = 'I would love to join your team.', resume, file, extra = {} }: ApplyFields): FormData {
  const form = new FormData()
  if (job !== undefined) form.set('jobPosting', String(job))
  form.set('coverLetter', coverLetter)
  if (resume !== undefined) form.set('resume', String(resume))
  if (file) form.set('file', new File([new Uint8Array(file.data)], file.name, { type: file.type ?? 'application/pdf' }))
  for (const [k, v] of Object.entries(extra)) form.set(k, v)
  return form
}

const apply = (user: User | null, fields: ApplyFields) => rest(payload, 'POST', '/applications/apply', { as: user, form: applyForm(fields) })

const withFile = (job: JobPosting, name = 'cv.pdf', data = pdf()): ApplyFields => ({ job: job.id, file: { data, name } })

/** A saved resume, uploaded through the Resume Manager's endpoint. */
const uploadResume = (user: User, name = 'saved-cv.pdf') => uploadResumeAs(payload, user, name)

const rowsFor = async (job: JobPosting | number) =>
  (
    await payload.find({
      collection: 'applications',
      where: { jobPosting: { equals: typeof job === 'number' ? job : job.id } },
      overrideAccess: true,
      depth: 0,
      limit: 100,
    })
  ).docs

const resumesOf = async (user: User) =>
  (await payload.find({ collection: 'resumes', where: { owner: { equals: user.id } }, overrideAccess: true, depth: 0, limit: 200 })).docs

const profilesOf = async (user: User) =>
  (await payload.find({ collection: 'professional-profiles', where: { user: { equals: user.id } }, overrideAccess: true, depth: 0 })).docs

const stored = (id: number) => payload.findByID({ collection: 'applications', id, overrideAccess: true, depth: 0 })

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: number }).id : value)

const storedFiles = async () => new Set(await fs.readdir(resumesDir()).catch(() => [] as string[]))

/** A user with no role at all (sign-up always assigns one, so it is removed afterwards). */
async function userWithoutRoles(label: string, fullName: string): Promise<User> {
  const user = await makeUser(payload, ['professional'], label)
  return payload.update({ collection: 'users', id: user.id, data: { roles: [], fullName }, overrideAccess: true })
}

/** Applies over REST and returns the created application (the test fails unless it is a 201). */
async function applied(user: User, fields: ApplyFields): Promise<Application> {
  const res = await apply(user, fields)
  const body = await res.json()
  expect(res.status, JSON.stringify(body)).toBe(201)
  return body.doc as Application
}

beforeAll(async () => {
  payload = await getPayload()
  admin = await makeUser(payload, ['admin'], 'admin')
  editor = await makeUser(payload, ['editor'], 'editor')
  employer = await makeUser(payload, ['employer'], 'employer')
  otherEmployer = await makeUser(payload, ['employer'], 'other-employer')
  proA = await makeUser(payload, ['professional'], 'pro-a')
  proB = await makeUser(payload, ['professional'], 'pro-b')
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('apply: happy path', () => {
  it('with an uploaded file: 201, pending, caller is the applicant, resume stored, the role (no made-up profile), both emails', async () => {
    const job = await makeJob()
    const newcomer = await userWithoutRoles('newcomer', 'Amelia Newcomer')
    expect(newcomer.roles ?? []).toEqual([])
    expect(await profilesOf(newcomer)).toHaveLength(0)

    const before = Date.now()
    const doc = await applied(newcomer, {
      ...withFile(job, 'Amelia CV.pdf'),
      // A client trying to choose the applicant or the status is ignored.
      extra: { applicant: String(proB.id), status: 'hired', appliedAt: '2001-01-01T00:00:00.000Z' },
    })
    expect(doc.status).toBe('pending')
    expect(idOf(doc.applicant)).toBe(newcomer.id)
    expect(idOf(doc.jobPosting)).toBe(job.id)

    const row = await stored(doc.id)
    expect(row).toMatchObject({ status: 'pending', applicant: newcomer.id, jobPosting: job.id, coverLetter: 'I would love to join your team.' })
    expect(new Date(row.appliedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(new Date(row.appliedAt!).getTime()).toBeLessThanOrEqual(Date.now() + 1000)

    // The uploaded file became one of the applicant's resumes, attached to the application.
    const resume = await payload.findByID({ collection: 'resumes', id: idOf(row.resume) as number, overrideAccess: true, depth: 0 })
    expect(resume).toMatchObject({ owner: newcomer.id, originalFilename: 'Amelia CV.pdf', mimeType: 'application/pdf' })
    expect((await storedFiles()).has(resume.filename!)).toBe(true)

    // Applicants are professionals: the role; their profile is theirs to write (no placeholder licence).
    expect(await profilesOf(newcomer)).toHaveLength(0)
    const reloaded = await payload.findByID({ collection: 'users', id: newcomer.id, overrideAccess: true })
    expect(reloaded.roles).toEqual(['professional'])

    // The employer's notice at the posting's contact email, with the spec's five values.
    const notice = await waitForMail(
      () => mail().messages,
      (msg) => msg.to.includes(job.contactEmail.toLowerCase()) && msg.subject === m('employerSubject', { title: job.title }),
    )
    for (const value of [job.title, newcomer.fullName!, newcomer.email, job.company!, job.location]) expect(notice.text).toContain(value)
    // The applicant's confirmation.
    await waitForMail(
      () => mail().messages,
      (msg) => msg.to.includes(newcomer.email.toLowerCase()) && msg.subject === m('confirmSubject', { title: job.title }),
    )
  })

  it('with a saved resume: 201 with that resume; a second application keeps one role', async () => {
    const newcomer = await userWithoutRoles('second-timer', 'Second Timer')
    const [first, second] = [await makeJob(), await makeJob()]
    await applied(newcomer, withFile(first, 'first.docx', docx()))
    const refreshed = await payload.findByID({ collection: 'users', id: newcomer.id, overrideAccess: true })

    const saved = await uploadResume(refreshed, 'saved.pdf')
    const resumesBefore = (await resumesOf(newcomer)).length
    const doc = await applied(refreshed, { job: second.id, resume: saved.id, coverLetter: '' })
    expect(doc.status).toBe('pending')
    expect(idOf(doc.resume)).toBe(saved.id)
    expect(idOf(doc.applicant)).toBe(newcomer.id)
    expect((await stored(doc.id)).appliedAt).toBeTruthy()
    // Applying with a saved resume stores no new file.
    expect(await resumesOf(newcomer)).toHaveLength(resumesBefore)

    expect(await profilesOf(newcomer)).toHaveLength(0)
    const reloaded = await payload.findByID({ collection: 'users', id: newcomer.id, overrideAccess: true })
    expect(reloaded.roles).toEqual(['professional'])
    await waitForMail(
      () => mail().messages,
      (msg) => msg.to.includes(second.contactEmail.toLowerCase()) && msg.subject === m('employerSubject', { title: second.title }),
    )
  })
})

describe('apply: refusals', () => {
  it('anonymous → 401 with the spec message, nothing stored', async () => {
    const job = await makeJob()
    const res = await apply(null, withFile(job))
    expect(res.status).toBe(401)
    expect((await res.json()).error).toBe(SPEC.signIn)
    expect(await rowsFor(job)).toHaveLength(0)
  })

  it('no resume → "Please upload your resume to apply"', async () => {
    const job = await makeJob()
    const res = await apply(proA, { job: job.id })
    expect(res.status).toBe(400)
    expect((await res.json()).error).toBe(SPEC.resumeRequired)
    expect(await rowsFor(job)).toHaveLength(0)
  })

  it.each([
    ['just over 5 MB', 5 * 1024 * 1024 + 1],
    ['well over 5 MB', 7 * 1024 * 1024],
  ])('a file %s → 413 "Please select a file smaller than 5MB."', async (_label, size) => {
    const job = await makeJob()
    const before = (await resumesOf(proA)).length
    const res = await apply(proA, withFile(job, 'big.pdf', pdf(size)))
    expect(res.status).toBe(413)
    expect((await res.json()).error).toBe(SPEC.tooLarge)
    expect(await rowsFor(job)).toHaveLength(0)
    expect(await resumesOf(proA)).toHaveLength(before)
  })

  it('a PNG renamed .pdf is refused; no application and no resume', async () => {
    const job = await makeJob()
    const before = (await resumesOf(proA)).length
    const files = await storedFiles()
    const res = await apply(proA, { job: job.id, file: { data: png(), name: 'photo.pdf', type: 'application/pdf' } })
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    expect((await res.json()).error).toBe(en('resumes.badType'))
    expect(await rowsFor(job)).toHaveLength(0)
    expect(await resumesOf(proA)).toHaveLength(before)
    expect(await storedFiles()).toEqual(files)
  })

  it('a second application to the same posting → 409 "You have already applied…"; its file is not kept', async () => {
    const job = await makeJob()
    await applied(proA, withFile(job))
    const before = (await resumesOf(proA)).length
    const files = await storedFiles()
    const res = await apply(proA, withFile(job, 'again.pdf'))
    expect(res.status).toBe(409)
    expect((await res.json()).error).toBe(SPEC.duplicate)
    expect(await rowsFor(job)).toHaveLength(1)
    expect(await resumesOf(proA)).toHaveLength(before)
    expect(await storedFiles()).toEqual(files)
  })

  it('when only the unique index catches the duplicate, the answer is still 409 and the uploaded file is removed', async () => {
    const job = await makeJob()
    await applied(proA, withFile(job))
    const before = (await resumesOf(proA)).length
    const files = await storedFiles()
    // Simulate losing the race: the pre-check sees no application, so the insert itself must refuse.
    const count = payload.count.bind(payload)
    vi.spyOn(payload, 'count').mockImplementation(async (args) =>
      args.collection === 'applications' ? { totalDocs: 0 } : count(args),
    )
    const res = await apply(proA, withFile(job, 'raced.pdf'))
    vi.restoreAllMocks()
    expect(res.status).toBe(409)
    expect((await res.json()).error).toBe(SPEC.duplicate)
    expect(await rowsFor(job)).toHaveLength(1)
    expect(await resumesOf(proA)).toHaveLength(before)
    expect(await storedFiles()).toEqual(files)
  })

  it('two concurrent applications for the same job: one 201, one 409, one row, one stored resume', async () => {
    const job = await makeJob()
    const racer = await makeUser(payload, ['professional'], 'racer')
    // Sign in once first: the race under test is the application, not two logins.
    expect((await rest(payload, 'GET', '/users/me', { as: racer })).status).toBe(200)
    const files = await storedFiles()
    const responses = await Promise.all([apply(racer, withFile(job, 'one.pdf')), apply(racer, withFile(job, 'two.pdf'))])
    const statuses = responses.map((r) => r.status).sort()
    expect(statuses).toEqual([201, 409])
    const refused = responses.find((r) => r.status === 409)!
    expect((await refused.json()).error).toBe(SPEC.duplicate)
    const rows = await rowsFor(job)
    expect(rows).toHaveLength(1)
    const resumes = await resumesOf(racer)
    expect(resumes.map((r) => r.id)).toEqual([idOf(rows[0].resume)])
    const added = [...(await storedFiles())].filter((f) => !files.has(f))
    expect(added).toEqual([resumes[0].filename])
    expect(await profilesOf(racer)).toHaveLength(0)
  })

  it('someone without a role applying to two postings at once gets both applications and the role once', async () => {
    const [first, second] = [await makeJob(), await makeJob()]
    const newcomer = await userWithoutRoles('two-tabs', 'Two Tabs')
    expect((await rest(payload, 'GET', '/users/me', { as: newcomer })).status).toBe(200)
    const responses = await Promise.all([apply(newcomer, withFile(first, 'a.pdf')), apply(newcomer, withFile(second, 'b.pdf'))])
    expect(responses.map((r) => r.status)).toEqual([201, 201])
    expect(await rowsFor(first)).toHaveLength(1)
    expect(await rowsFor(second)).toHaveLength(1)
    expect(await profilesOf(newcomer)).toHaveLength(0)
    const reloaded = await payload.findByID({ collection: 'users', id: newcomer.id, overrideAccess: true })
    expect(reloaded.roles).toEqual(['professional'])
  })

  it('files sent with applications share the per-person upload limit (apply-and-withdraw cannot fill storage)', async () => {
    const job = await makeJob()
    const looper = await makeUser(payload, ['professional'], 'looper')
    for (let i = 0; i < 30; i++) {
      const doc = await applied(looper, withFile(job, `loop-${i}.pdf`))
      expect((await rest(payload, 'DELETE', `/applications/${doc.id}`, { as: looper })).status).toBe(200)
    }
    const before = (await resumesOf(looper)).length
    const files = await storedFiles()
    const res = await apply(looper, withFile(job, 'one-too-many.pdf'))
    expect(res.status).toBe(429)
    expect((await res.json()).error).toBe(en('resumes.rateLimited'))
    expect(await rowsFor(job)).toHaveLength(0)
    expect(await resumesOf(looper)).toHaveLength(before)
    expect(await storedFiles()).toEqual(files)
    // A saved resume still works: the limit is on storing files, not on applying.
    const [saved] = await resumesOf(looper)
    await applied(looper, { job: job.id, resume: saved.id })
  })

  it.each(['draft', 'pending_review', 'expired', 'closed', 'rejected'] as const)(
    'a %s posting is refused with a clear message and no row',
    async (status) => {
      const job = await makeJob({ status })
      const res = await apply(proA, withFile(job))
      expect([404, 409]).toContain(res.status)
      expect((await res.json()).error).toBe(m('notActive'))
      expect(await rowsFor(job)).toHaveLength(0)
    },
  )

  it('a posting that does not exist is refused', async () => {
    const res = await apply(proA, withFile({ id: 987654321 } as JobPosting))
    expect(res.status).toBe(404)
    expect((await res.json()).error).toBe(m('notActive'))
  })

  it("someone else's resume id is refused, even one the caller could read", async () => {
    const job = await makeJob()
    const theirs = await uploadResume(proB, 'b-cv.pdf')
    const res = await apply(proA, { job: job.id, resume: theirs.id })
    expect(res.status).toBe(400)
    expect((await res.json()).error).toBe(m('resumeNotYours'))
    expect(await rowsFor(job)).toHaveLength(0)

    // An employer can read resumes sent to their postings, but cannot send one of them as their own.
    const hybrid = await makeUser(payload, ['employer', 'professional'], 'hybrid')
    const hybridJob = await makeJob({ owner: hybrid })
    await applied(proB, { job: hybridJob.id, resume: theirs.id })
    await expect(payload.findByID({ collection: 'resumes', id: theirs.id, ...as(hybrid) })).resolves.toBeTruthy()
    const stolen = await apply(hybrid, { job: job.id, resume: theirs.id })
    expect(stolen.status).toBe(400)
    expect(await rowsFor(job)).toHaveLength(0)
  })

  it.each(['employer', 'editor'] as const)('an %s account → 403, nothing stored', async (role) => {
    const job = await makeJob()
    const user = role === 'employer' ? otherEmployer : editor
    const res = await apply(user, withFile(job))
    expect(res.status).toBe(403)
    expect((await res.json()).error).toBe(m('notAllowed'))
    expect(await rowsFor(job)).toHaveLength(0)
    expect(await resumesOf(user)).toHaveLength(0)
  })

  it('the emails are queued with the application: when queuing fails, nothing is stored and the person is told', async () => {
    const job = await makeJob()
    const person = await makeUser(payload, ['professional'], 'queue-down')
    const filesBefore = await storedFiles()
    const queue = vi.spyOn(payload.jobs, 'queue').mockRejectedValue(new Error('mail queue unavailable'))
    const res = await apply(person, withFile(job))
    expect(queue).toHaveBeenCalled()
    vi.restoreAllMocks()
    expect(res.status).toBe(500)
    expect(await res.json()).toEqual({ title: m('error'), error: m('unexpected') })
    expect(await rowsFor(job)).toHaveLength(0)
    expect(await resumesOf(person)).toHaveLength(0)
    expect(await storedFiles()).toEqual(filesBefore)
  })

  it('a posting whose contact email cannot be delivered still takes the application, and the applicant is confirmed', async () => {
    const job = await makeJob()
    // Stored before validation existed (or by hand): not a deliverable address.
    await execute(payload, sql`UPDATE job_postings SET contact_email = 'not-an-address' WHERE id = ${job.id}`)
    const newcomer = await makeUser(payload, ['professional'], 'undeliverable')
    await applied(newcomer, withFile(job))
    expect(await rowsFor(job)).toHaveLength(1)
    await waitForMail(() => mail().messages, (msg) => msg.to.includes(newcomer.email.toLowerCase()) && msg.subject === m('confirmSubject', { title: job.title }))
  })
})

describe('access: applications', () => {
  let jobMine: JobPosting
  let jobTheirs: JobPosting
  let a1: Application // proA → employer's posting
  let b1: Application // proB → employer's posting
  let a2: Application // proA → other employer's posting
  let ours: number[]

  beforeAll(async () => {
    jobMine = await makeJob()
    jobTheirs = await makeJob({ owner: otherEmployer })
    const [resumeA, resumeB] = [await uploadResume(proA, 'a.pdf'), await uploadResume(proB, 'b.pdf')]
    a1 = await applied(proA, { job: jobMine.id, resume: resumeA.id })
    b1 = await applied(proB, { job: jobMine.id, resume: resumeB.id })
    a2 = await applied(proA, { job: jobTheirs.id, resume: resumeA.id })
    ours = [a1.id, b1.id, a2.id]
  })

  const localSeen = async (user: User | null) => {
    const found = await payload.find({ collection: 'applications', where: { id: { in: ours } }, depth: 0, limit: 100, ...as(user) })
    return found.docs.map((d) => d.id).sort()
  }
  const restSeen = async (user: User | null) => {
    const res = await rest(payload, 'GET', '/applications?limit=500&depth=0', { as: user })
    if (res.status !== 200) return { status: res.status, ids: [] as number[] }
    const body = (await res.json()) as { docs: Application[] }
    return { status: res.status, ids: body.docs.map((d) => d.id).filter((id) => ours.includes(id)).sort() }
  }
  const sorted = (...ids: number[]) => [...ids].sort()

  it.each([
    ['the applicant', () => proA, () => sorted(a1.id, a2.id)],
    ['the other applicant', () => proB, () => [b1.id]],
    ['the posting owner', () => employer, () => sorted(a1.id, b1.id)],
    ['another employer', () => otherEmployer, () => [a2.id]],
    ['an editor', () => editor, () => []],
    ['an admin', () => admin, () => sorted(...ours)],
  ])('%s reads exactly their share (Local API and REST)', async (_who, viewer, expected) => {
    expect(await localSeen(viewer())).toEqual(expected())
    const viaRest = await restSeen(viewer())
    expect(viaRest.ids).toEqual(expected())
  })

  it('anonymous reads nothing', async () => {
    await expect(localSeen(null)).rejects.toMatchObject({ status: 403 })
    expect((await restSeen(null)).status).toBe(403)
    expect((await rest(payload, 'GET', `/applications/${a1.id}`)).status).toBeGreaterThanOrEqual(403)
  })

  it("by id: nobody opens an application outside their share", async () => {
    const denied: [User, number][] = [
      [proA, b1.id],
      [proB, a1.id],
      [otherEmployer, a1.id],
      [employer, a2.id],
      [editor, a1.id],
    ]
    for (const [user, id] of denied) {
      await expect(payload.findByID({ collection: 'applications', id, ...as(user) })).rejects.toBeTruthy()
      expect([403, 404]).toContain((await rest(payload, 'GET', `/applications/${id}`, { as: user })).status)
    }
    expect((await rest(payload, 'GET', `/applications/${a1.id}`, { as: employer })).status).toBe(200)
    expect((await rest(payload, 'GET', `/applications/${a1.id}`, { as: proA })).status).toBe(200)
  })

  it('the owner and admins set any status in any order (Local API and REST)', async () => {
    for (const status of ['rejected', 'hired', 'reviewed', 'interviewed'] as const) {
      await payload.update({ collection: 'applications', id: b1.id, data: { status }, ...as(employer) })
      expect((await stored(b1.id)).status).toBe(status)
    }
    for (const status of ['hired', 'reviewed'] as const) {
      const res = await rest(payload, 'PATCH', `/applications/${b1.id}`, { as: employer, json: { status } })
      expect(res.status).toBe(200)
      expect((await stored(b1.id)).status).toBe(status)
    }
    for (const status of ['interviewed', 'rejected', 'reviewed'] as const) {
      const res = await rest(payload, 'PATCH', `/applications/${a2.id}`, { as: admin, json: { status } })
      expect(res.status).toBe(200)
      expect((await stored(a2.id)).status).toBe(status)
    }
    await payload.update({ collection: 'applications', id: a2.id, data: { status: 'pending' }, ...as(admin) })
    expect((await stored(a2.id)).status).toBe('pending')
  })

  it('the applicant, another employer, an editor and anonymous cannot change a status', async () => {
    const attempts: [User | null, number][] = [
      [proA, a1.id],
      [otherEmployer, a1.id],
      [editor, a1.id],
      [null, a1.id],
      [employer, a2.id],
    ]
    for (const [user, id] of attempts) {
      const before = (await stored(id)).status
      await expect(payload.update({ collection: 'applications', id, data: { status: 'hired' }, ...as(user) })).rejects.toBeTruthy()
      const res = await rest(payload, 'PATCH', `/applications/${id}`, { as: user, json: { status: 'hired' } })
      expect([401, 403, 404]).toContain(res.status)
      expect((await stored(id)).status).toBe(before)
    }
  })

  it('nobody changes the posting, applicant, resume, cover letter or date through an update', async () => {
    const original = await stored(a1.id)
    const foreignResume = await uploadResume(proB, 'foreign.pdf')
    const tampered = {
      jobPosting: jobTheirs.id,
      applicant: proB.id,
      resume: foreignResume.id,
      coverLetter: 'Rewritten by someone else',
      appliedAt: '2001-01-01T00:00:00.000Z',
    }
    await payload.update({ collection: 'applications', id: a1.id, data: { ...tampered, status: 'reviewed' }, ...as(employer) })
    const res = await rest(payload, 'PATCH', `/applications/${a1.id}`, { as: admin, json: { ...tampered, status: 'interviewed' } })
    expect(res.status).toBe(200)
    await payload.update({ collection: 'applications', id: a1.id, data: tampered, ...as(admin) })
    const after = await stored(a1.id)
    expect(after).toMatchObject({
      jobPosting: original.jobPosting,
      applicant: original.applicant,
      resume: original.resume,
      coverLetter: original.coverLetter,
      appliedAt: original.appliedAt,
      status: 'interviewed',
    })
  })

  it('withdraw: the applicant deletes while pending, not after a status change; others cannot', async () => {
    const job = await makeJob()
    const resume = await uploadResume(proB, 'withdraw.pdf')
    const pending = await applied(proB, { job: job.id, resume: resume.id })
    for (const user of [proA, employer, otherEmployer, editor, null]) {
      await expect(payload.delete({ collection: 'applications', id: pending.id, ...as(user) })).rejects.toBeTruthy()
      expect([401, 403, 404]).toContain((await rest(payload, 'DELETE', `/applications/${pending.id}`, { as: user })).status)
    }
    expect(await rowsFor(job)).toHaveLength(1)
    expect((await rest(payload, 'DELETE', `/applications/${pending.id}`, { as: proB })).status).toBe(200)
    expect(await rowsFor(job)).toHaveLength(0)

    // Reviewed: too late to withdraw (Local API and REST); an admin still can delete.
    const again = await applied(proB, { job: job.id, resume: resume.id })
    await payload.update({ collection: 'applications', id: again.id, data: { status: 'reviewed' }, ...as(employer) })
    await expect(payload.delete({ collection: 'applications', id: again.id, ...as(proB) })).rejects.toBeTruthy()
    expect([403, 404]).toContain((await rest(payload, 'DELETE', `/applications/${again.id}`, { as: proB })).status)
    expect(await rowsFor(job)).toHaveLength(1)
    await payload.delete({ collection: 'applications', id: again.id, ...as(admin) })
    expect(await rowsFor(job)).toHaveLength(0)
  })

  it('plain create (REST POST /api/applications, Local API) is refused for everyone but the apply flow', async () => {
    const job = await makeJob()
    const resume = await uploadResume(proA, 'direct.pdf')
    const data = { jobPosting: job.id, resume: resume.id, coverLetter: 'Direct', status: 'hired', applicant: proA.id }
    for (const user of [proA, employer, admin, null]) {
      const res = await rest(payload, 'POST', '/applications', { as: user, json: data })
      expect([401, 403]).toContain(res.status)
    }
    await expect(payload.create({ collection: 'applications', data: data as never, ...as(proA) })).rejects.toMatchObject({ status: 403 })
    expect(await rowsFor(job)).toHaveLength(0)
  })
})

describe('status emails', () => {
  it('every status change emails the applicant with the new status label', async () => {
    const job = await makeJob()
    const applicant = await makeUser(payload, ['professional'], 'status-mail')
    const doc = await applied(applicant, withFile(job))
    const toApplicant = (label: string) => (msg: { to: string[]; subject: string; text: string }) =>
      msg.to.includes(applicant.email.toLowerCase()) && msg.subject === m('statusSubject', { title: job.title }) && msg.text.includes(m('statusBody', { title: job.title, status: label }))

    const res = await rest(payload, 'PATCH', `/applications/${doc.id}`, { as: employer, json: { status: 'interviewed' } })
    expect(res.status).toBe(200)
    const interviewed = await waitForMail(() => mail().messages, toApplicant('Interviewed'))
    expect(interviewed.text).toContain('Interviewed')

    // A decision is the 45-day answer: its own notice (decisions.int.spec.ts).
    await payload.update({ collection: 'applications', id: doc.id, data: { status: 'reviewed' }, ...as(admin) })
    await waitForMail(() => mail().messages, toApplicant('Reviewed'))
    await payload.update({ collection: 'applications', id: doc.id, data: { status: 'hired' }, ...as(admin) })
    await waitForMail(
      () => mail().messages,
      (msg) => msg.to.includes(applicant.email.toLowerCase()) && msg.subject === english('decisions')('applicantSubject', { title: job.title }),
    )
  })
})

describe('deleting an account', () => {
  it("removes the person's profile and resumes with their files, and anonymises their applications", async () => {
    const job = await makeJob()
    const leaver = await makeUser(payload, ['professional'], 'leaver')
    await makeProfile(payload, leaver)
    const doc = await applied(leaver, withFile(job))
    const [resume] = await resumesOf(leaver)
    expect(await profilesOf(leaver)).toHaveLength(1)
    expect((await storedFiles()).has(resume.filename!)).toBe(true)

    await payload.delete({ collection: 'users', id: leaver.id, ...as(admin) })

    expect(await profilesOf(leaver)).toHaveLength(0)
    expect(await resumesOf(leaver)).toHaveLength(0)
    expect((await storedFiles()).has(resume.filename!)).toBe(false)
    // The application stays as the employer's anonymous record (docs/privacy.md): nothing says who applied.
    const kept = await stored(doc.id)
    for (const field of ['applicant', 'applicantName', 'applicantEmail', 'coverLetter', 'resume'] as const) expect(kept[field] ?? null).toBeNull()
    const left = await rest(payload, 'GET', `/applications?where[jobPosting][equals]=${job.id}`, { as: employer })
    expect((await left.json()).docs.map((d: { id: number; applicantEmail?: string | null }) => [d.id, d.applicantEmail ?? null])).toEqual([[doc.id, null]])
  })
})

describe('company reveal', () => {
  it.each([
    ['unpaid', { paid: false }],
    ['confidential', { paid: true, confidential: true }],
  ] as const)('a %s posting shows its company to an applicant only after the employer moves them past pending', async (_label, flags) => {
    const job = await makeJob(flags)
    const applicant = await makeUser(payload, ['professional'], 'reveal')
    const bystander = await makeUser(payload, ['professional'], 'bystander')
    const doc = await applied(applicant, withFile(job))
    await applied(bystander, withFile(job)) // applied too, but still pending

    const local = async (user: User) => (await payload.findByID({ collection: 'job-postings', id: job.id, ...as(user) })).company
    const listed = async (user: User) =>
      (await payload.find({ collection: 'job-postings', where: { id: { equals: job.id } }, ...as(user) })).docs[0]?.company
    const viaRest = async (user: User) => {
      const res = await rest(payload, 'GET', `/job-postings/${job.id}`, { as: user })
      expect(res.status).toBe(200)
      return ((await res.json()) as JobPosting).company
    }
    const viaOwnApplication = async (user: User) => {
      const res = await rest(payload, 'GET', `/applications/${doc.id}?depth=1`, { as: user })
      return ((await res.json()) as { jobPosting: JobPosting }).jobPosting.company
    }

    for (const read of [local, listed, viaRest, viaOwnApplication]) expect(await read(applicant)).toBeUndefined()
    for (const read of [local, listed, viaRest]) expect(await read(bystander)).toBeUndefined()

    await payload.update({ collection: 'applications', id: doc.id, data: { status: 'reviewed' }, ...as(employer) })

    for (const read of [local, listed, viaRest, viaOwnApplication]) expect(await read(applicant)).toBe(job.company)
    for (const read of [local, listed, viaRest]) expect(await read(bystander)).toBeUndefined()
    for (const read of [local, viaRest]) expect(await read(proA)).toBeUndefined()
  })
})
