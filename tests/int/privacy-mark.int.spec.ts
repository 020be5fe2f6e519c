import { unzipSync, strFromU8 } from 'fflate'
import type { CollectionSlug, Payload, Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { privacyOf } from '@/domain/privacy/mark'
import type { Application, Interview, JobPosting, ProfessionalProfile, User } from '@/payload-types'

import { applyWithFile, as, makeCompany, makePosting, makeUser, unique } from '../support/factories'
import { from, newNetwork, trustClientAddressHeader } from '../support/network'
import { getPayload } from '../support/payload'
import { makeProfile, recordCheck } from '../support/profiles'
import { pdf } from '../support/resumeFiles'
import { rest } from '../support/rest'

/*
 * The export of a person's data reads with access on, its calls marked as the export of that
 * person's data (src/domain/privacy/mark.ts): each collection it reads lets a marked call reach that
 * person's records alone. Two look-alike worlds (an employer with a company, a posting and an
 * archived one; a professional who applied there, with everything a professional keeps), so that
 * the mark of one person is seen never to reach the other's records, and no API client sets it.
 */

trustClientAddressHeader()

let payload: Payload
let admin: User

type World = {
  tag: string
  employer: User
  professional: User
  job: JobPosting
  archived: JobPosting
  application: Application
  round: Interview
  profile: ProfessionalProfile
  /** Words that appear only in this world's records. */
  words: string[]
}

const HOUR = 60 * 60 * 1000
const slot = (days: number, hour: number) => {
  const start = new Date(Date.now() + days * 24 * HOUR)
  const day = start.toISOString().slice(0, 10)
  return { start: `${day}T${String(hour).padStart(2, '0')}:00`, end: `${day}T${String(hour + 1).padStart(2, '0')}:00`, timeZone: 'America/Toronto' }
}

const ok = async (res: Response, status = 200) => {
  expect(res.status, await res.clone().text()).toBe(status)
  return (await res.json()) as Record<string, unknown>
}

/** One world: an employer's company and postings, and a professional who applied and keeps everything a professional keeps. */
async function makeWorld(label: string): Promise<World> {
  const tag = `${label}${unique('w').split(' ')[1].replace(/[^a-z0-9]/gi, '')}`
  const employer = await makeUser(payload, ['employer'], `mark-employer-${tag}`, { fullName: `Employer ${tag}` })
  const professional = await makeUser(payload, ['professional'], `mark-pro-${tag}`, { fullName: `Professional ${tag}` })
  const company = await makeCompany(payload, employer, `Mark Clinic ${tag}`)
  const job = await makePosting(payload, employer, { facility: company.id, company: company.name, title: `Pharmacist ${tag}` })
  // A posting of theirs that came down long ago: out of their workspace, still theirs to export.
  const archived = await makePosting(payload, employer, {
    facility: company.id,
    company: company.name,
    title: `Archived ${tag}`,
    status: 'closed',
    archivedAt: new Date(Date.now() - 400 * 24 * HOUR).toISOString(),
  })
  const application = await applyWithFile(payload, professional, job.id, { coverLetter: `Cover ${tag}`, headers: from(newNetwork()) })
  for (const status of ['reviewed', 'interviewed']) await ok(await rest(payload, 'PATCH', `/applications/${application.id}`, { as: employer, json: { status } }))
  const round = (await ok(
    await rest(payload, 'POST', '/interviews?depth=0', { as: employer, json: { application: application.id, slots: [slot(3, 10)], location: `Room ${tag}`, message: `Invite ${tag}` } }),
    201,
  )).doc as Interview
  await payload.create({ collection: 'application-notes', data: { application: application.id, body: `Note ${tag}` }, ...as(employer), depth: 0 })
  await payload.create({ collection: 'application-messages', data: { application: application.id, body: `Question ${tag}` }, ...as(employer), depth: 0 })
  await payload.create({ collection: 'application-messages', data: { application: application.id, body: `Answer ${tag}` }, ...as(professional), depth: 0 })
  await payload.create({ collection: 'saved-jobs', data: { jobPosting: job.id } as never, ...as(professional) })
  await ok(await rest(payload, 'POST', '/job-alerts/subscribe', { as: professional, json: { q: `search ${tag}`, frequency: 'daily', consent: true }, headers: from(newNetwork()) }))
  const form = new FormData()
  form.set('kind', 'liability-insurance')
  form.set('issuer', `Insurer ${tag}`)
  form.set('expiresOn', new Date(Date.now() + 200 * 24 * HOUR).toISOString().slice(0, 10))
  form.set('file', new File([new Uint8Array(pdf(2000))], 'policy.pdf', { type: 'application/pdf' }))
  await ok(await rest(payload, 'POST', '/credentials/upload', { as: professional, form, headers: from(newNetwork()) }), 201)
  const created = await makeProfile(payload, professional, { licenseNumber: `LIC-${tag}` })
  // An admin's check of the licence, with its evidence: fields only admins read through the API.
  const evidence = new File([new Uint8Array(pdf(1500))], 'register.pdf', { type: 'application/pdf' })
  await ok(await recordCheck(payload, admin, created.id, { result: 'verified', nextCheckAt: new Date(Date.now() + 300 * 24 * HOUR).toISOString().slice(0, 10), evidence }))
  const profile = (await payload.findByID({ collection: 'professional-profiles', id: created.id, depth: 0, overrideAccess: true })) as ProfessionalProfile
  await payload.create({ collection: 'ownership-inquiries', overrideAccess: true, data: { fullName: professional.fullName!, email: professional.email.toUpperCase(), message: `Inquiry ${tag}` } })
  // A long privacy trail: more rows than a page of the API holds.
  for (let i = 0; i < 12; i++) {
    await payload.create({ collection: 'privacy-requests', overrideAccess: true, data: { action: 'export', requestedBy: 'self', account: professional.id } })
  }
  const words = [tag, professional.email, employer.email, `LIC-${tag}`]
  return { tag, employer, professional, job, archived, application, round, profile, words }
}

let a: World
let b: World
beforeAll(async () => {
  payload = await getPayload()
  admin = await makeUser(payload, ['admin'], 'mark-admin')
  a = await makeWorld('a')
  b = await makeWorld('b')
}, 240_000)

const exportOf = async (user: User, caller: User = user) => {
  const res = await rest(payload, 'GET', caller === user ? '/users/export-data' : `/users/${user.id}/export-data`, { as: caller, headers: from(newNetwork()) })
  expect(res.status).toBe(200)
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()))
  const text = strFromU8(files['my-data.json'])
  return { text, json: JSON.parse(text) as Record<string, unknown> }
}

/** The collections the export reads through Payload, and which of their records are a person's (read here as the server). */
const theirs = (w: World, person: User): Record<string, Where> => {
  const mine = (field: string): Where => ({ [field]: { equals: person.id } })
  const isApplicant = person.id === w.professional.id
  return {
    applications: mine('applicant'),
    'status-changes': { or: [mine('changedBy'), { application: { in: isApplicant ? [w.application.id] : [] } }] },
    'job-postings': { or: [mine('createdBy'), { id: { in: isApplicant ? [w.job.id] : [] } }] },
    'application-notes': mine('author'),
    'application-messages': { or: [mine('applicant'), mine('author')] },
    interviews: { or: [mine('applicant'), mine('proposedBy')] },
    'saved-jobs': mine('user'),
    'job-alerts': { or: [mine('owner'), { email: { equals: person.email } }] },
    'alert-consents': { or: [mine('user'), { email: { equals: person.email } }] },
    resumes: mine('owner'),
    credentials: mine('owner'),
    'professional-profiles': mine('user'),
    'ownership-inquiries': { email: { equals: person.email.toUpperCase() } },
    'privacy-requests': { account: { equals: person.id } },
  }
}

type Reached = Record<string, number[]>

const idsOf = async (collection: string, found: Promise<{ docs: { id: number | string }[] }>) =>
  [collection, (await found).docs.map((d) => Number(d.id)).sort((x, y) => x - y)] as const

/** A person's records in each collection, as the server reads them. */
const stored = async (w: World, person: User): Promise<Reached> =>
  Object.fromEntries(
    await Promise.all(
      Object.entries(theirs(w, person)).map(([collection, where]) =>
        idsOf(collection, payload.find({ collection: collection as CollectionSlug, where, depth: 0, pagination: false, overrideAccess: true })),
      ),
    ),
  )

/** The records among `within` that a call reaches when it is asked by nobody, marked as the export of `person`'s data (or not marked). */
const reach = async (person: User | null, within: Reached): Promise<Reached> =>
  Object.fromEntries(
    await Promise.all(
      Object.entries(within).map(([collection, ids]) =>
        idsOf(
          collection,
          payload.find({
            collection: collection as CollectionSlug,
            where: { id: { in: ids } },
            depth: 0,
            pagination: false,
            ...(person ? { context: privacyOf(person.id) } : {}),
            user: undefined,
            overrideAccess: false,
            // Refused: no records.
            disableErrors: true,
          }),
        ),
      ),
    ),
  )

const union = (...all: Reached[]): Reached =>
  Object.fromEntries(Object.keys(all[0]).map((collection) => [collection, [...new Set(all.flatMap((r) => r[collection]))].sort((x, y) => x - y)]))

describe('the export of a person’s data', { timeout: 120_000 }, () => {
  it('is the same whoever asks (the person or an admin for them): every record they are owed, beyond a page, and nobody else’s', async () => {
    for (const person of [a.professional, a.employer]) {
      const self = await exportOf(person)
      const asked = await exportOf(person, admin)
      const { exportedAt: _at, privacyRequests: trail, ...rest } = self.json
      const { exportedAt: _at2, privacyRequests: adminTrail, ...adminRest } = asked.json
      expect(adminRest).toEqual(rest)
      // The admin's export is recorded after the person's: one more row in its trail.
      expect((adminTrail as unknown[]).length).toBe((trail as unknown[]).length + 1)
      for (const word of b.words) {
        expect(self.text).not.toContain(word)
        expect(asked.text).not.toContain(word)
      }
    }
    const { json } = await exportOf(a.professional)
    // Fourteen rows of the trail (twelve, then the two exports above): more than a page of a REST read holds.
    expect((json.privacyRequests as unknown[]).length).toBe(14)
    const [application] = json.applications as { id: number; jobPosting: { title: string }; statusHistory: { to: string }[] }[]
    expect(application).toMatchObject({ id: a.application.id, jobPosting: { title: a.job.title } })
    expect(application.statusHistory.map((h) => h.to)).toEqual(['pending', 'reviewed', 'interviewed'])
    expect((json.applicationMessages as { body: string }[]).map((m) => m.body).sort()).toEqual([`Answer ${a.tag}`, `Question ${a.tag}`])
    expect((json.interviews as { location: string }[]).map((r) => r.location)).toEqual([`Room ${a.tag}`])
    expect((json.ownershipInquiries as { message: string }[]).map((i) => i.message)).toEqual([`Inquiry ${a.tag}`])
    // Their licence check as recorded (when, the next one, the evidence), never which admin checked it.
    const profile = json.professionalProfile as Record<string, unknown>
    expect(profile).toMatchObject({ licenseNumber: `LIC-${a.tag}`, checkedAt: a.profile.checkedAt, nextCheckAt: a.profile.nextCheckAt, evidence: a.profile.evidence })
    expect(profile).not.toHaveProperty('checkedBy')

    const employer = (await exportOf(a.employer)).json
    // Their archived posting too (out of their workspace), with its contact address.
    expect((employer.jobPostingsCreated as { id: number; contactEmail: string }[]).map((p) => [p.id, p.contactEmail]).sort()).toEqual(
      [[a.job.id, a.job.contactEmail], [a.archived.id, a.archived.contactEmail]].sort(),
    )
    expect((employer.applicationNotesWritten as { body: string }[]).map((n) => n.body)).toEqual([`Note ${a.tag}`])
    expect((employer.applicationMessages as { body: string }[]).map((m) => m.body)).toEqual([`Question ${a.tag}`])
    expect((employer.interviews as { location: string }[]).map((r) => r.location)).toEqual([`Room ${a.tag}`])
    expect((employer.statusChangesMade as { to: string }[]).map((c) => c.to).sort()).toEqual(['interviewed', 'reviewed'])
  })

  it('marks its calls so that they reach the person’s records alone, in every collection it reads', async () => {
    const people = [
      [a, a.professional],
      [a, a.employer],
      [b, b.professional],
      [b, b.employer],
    ] as const
    const records = await Promise.all(people.map(([w, person]) => stored(w, person)))
    const everyone = union(...records)
    // What anyone reads without the mark (live postings): the mark adds the person's own records, and nothing else.
    const unmarked = await reach(null, everyone)
    for (const [i, [, person]] of people.entries()) expect(await reach(person, everyone)).toEqual(union(records[i], unmarked))
    // Each person has records in most collections (and the two of a world in all), so every rule above was put to the test.
    expect(Object.entries(union(records[0], records[1])).filter(([, ids]) => ids.length === 0)).toEqual([])
    expect(Object.entries(unmarked).filter(([, ids]) => ids.length > 0).map(([collection]) => collection)).toEqual(['job-postings'])
  })

  it('reads, on the person’s own records alone, the fields others read only as admins or as the owner’s team', async () => {
    const read = (collection: CollectionSlug, id: number, mark?: User, user?: User) =>
      payload.findByID({ collection, id, depth: 0, ...(mark ? { context: privacyOf(mark.id) } : {}), user, overrideAccess: false }) as Promise<unknown> as Promise<Record<string, unknown>>
    const check = ['checkedAt', 'nextCheckAt', 'evidence', 'queuedAt', 'needsCheck']
    const own = await read('professional-profiles', a.profile.id, undefined, a.professional)
    for (const field of check) expect(own, field).not.toHaveProperty(field)
    const marked = await read('professional-profiles', a.profile.id, a.professional)
    expect(marked).toMatchObject({ checkedAt: a.profile.checkedAt, nextCheckAt: a.profile.nextCheckAt, evidence: a.profile.evidence })
    expect(marked).not.toHaveProperty('checkedBy')
    // A posting's contact address: its creator's export; not an applicant's, nor a visitor's.
    expect(await read('job-postings', a.job.id, a.employer)).toMatchObject({ contactEmail: a.job.contactEmail })
    expect(await read('job-postings', a.job.id, a.professional)).not.toHaveProperty('contactEmail')
    expect(await read('job-postings', a.job.id)).not.toHaveProperty('contactEmail')
  })
})

describe('the export’s mark opens nothing to API clients', { timeout: 120_000 }, () => {
  it('named in a body, a query or headers, by anyone, the owner included, reaches no record and no field', async () => {
    const marker = { 'privacy:subject': a.professional.id }
    const employerMarker = { 'privacy:subject': a.employer.id }
    const query = (m: Record<string, number>) => `context[privacy:subject]=${m['privacy:subject']}&privacy:subject=${m['privacy:subject']}`
    const headersOf = (m: Record<string, number>) => ({ ...from(newNetwork()), 'X-Payload-Context': JSON.stringify(m), 'X-Context': JSON.stringify(m) })
    const read = (url: string, who: User | undefined, m = marker) => {
      const joined = `${url}${url.includes('?') ? '&' : '?'}${query(m)}`
      return rest(payload, 'GET', joined, { as: who, headers: headersOf(m) })
    }
    // A read with a body: Payload's method override (a POST that reads, its query in the body).
    const readWithBody = (url: string, who: User | undefined, m = marker) =>
      rest(payload, 'POST', url, { as: who, headers: { ...headersOf(m), 'X-Payload-HTTP-Method-Override': 'GET' }, json: { ...m, context: m, req: { context: m } } })
    /** No record came back: refused, not found, or an empty list. */
    const nothing = async (res: Response) => {
      if (res.status >= 400 && res.status < 500) return true
      const body = (await res.json()) as { docs?: unknown[] }
      return res.status === 200 && Array.isArray(body.docs) && body.docs.length === 0
    }
    const app = a.application.id
    // Records no one but admins reads, the owner included: the trail of their application, their privacy trail, their inquiries, the notes about them.
    const adminsOnly = [
      `/status-changes?where[application][equals]=${app}`,
      `/privacy-requests?where[account][equals]=${a.professional.id}`,
      `/ownership-inquiries?where[email][equals]=${encodeURIComponent(a.professional.email.toUpperCase())}`,
      `/application-notes?where[application][equals]=${app}`,
    ]
    // Records the owner reads anyway: nobody else does, marked or not.
    const ownersOnly = [
      `/applications/${app}`,
      `/interviews/${a.round.id}`,
      `/application-messages?where[application][equals]=${app}`,
      `/saved-jobs?where[user][equals]=${a.professional.id}`,
      `/professional-profiles/${a.profile.id}`,
    ]
    for (const who of [undefined, b.professional, b.employer, a.professional]) {
      for (const url of [...adminsOnly, ...(who === a.professional ? [] : ownersOnly)]) {
        expect(await nothing(await read(url, who)), `${url} as ${who?.email ?? 'anonymous'}`).toBe(true)
        expect(await nothing(await readWithBody(url, who)), `${url} (body) as ${who?.email ?? 'anonymous'}`).toBe(true)
      }
    }
    // The archived posting of the employer: out of everyone's reach, its creator's included.
    for (const who of [undefined, b.employer, a.professional, a.employer]) {
      expect(await nothing(await read(`/job-postings/${a.archived.id}`, who, employerMarker))).toBe(true)
      expect(await nothing(await read(`/job-postings?where[id][equals]=${a.archived.id}`, who, employerMarker))).toBe(true)
    }
    // Fields: the owner reads their profile without the admins' fields, and a visitor a posting without its contact address.
    const profile = (await (await read(`/professional-profiles/${a.profile.id}`, a.professional)).json()) as Record<string, unknown>
    expect(profile.id).toBe(a.profile.id)
    for (const field of ['checkedAt', 'nextCheckAt', 'evidence', 'queuedAt', 'needsCheck', 'checkedBy']) expect(profile, field).not.toHaveProperty(field)
    for (const who of [undefined, a.professional]) {
      const posting = (await (await read(`/job-postings/${a.job.id}`, who, employerMarker)).json()) as Record<string, unknown>
      expect(posting.id).toBe(a.job.id)
      expect(posting).not.toHaveProperty('contactEmail')
    }
  })
})
