import { eq, inArray } from '@payloadcms/db-postgres/drizzle'
import type { Payload, Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { applicationsTab, jobsTab, licencesTab, resumesTab } from '@/domain/admin/listTabs'
import { adminApplications, workspaceApplications, type ApplicationsPage } from '@/domain/applications/applicationList'
import { parseApplicationQuery } from '@/domain/applications/listQuery'
import { APPLICATION_STATUSES, type ApplicationStatus } from '@/domain/applications/options'
import { applicantCounts } from '@/domain/applications/postingCounts'
import { loadWorkspace } from '@/domain/applications/workspace'
import { facetCounts } from '@/domain/lists/facetCounts'
import { adminResumes, parseResumeQuery } from '@/domain/resumes/resumeList'
import { database } from '@/lib/payload/sql'
import { viewerRequest } from '@/lib/payload/viewer'
import { applications, applications_texts, professional_profiles, resumes, users } from '@/payload-generated-schema'
import type { Application, Company, JobPosting, User } from '@/payload-types'

import { makeCompany, makePosting, makeUser, uploadResume } from '../support/factories'
import { getPayload } from '../support/payload'
import { makeProfile } from '../support/profiles'

/*
 * The back office's lists, read on the server as the viewer (src/domain/applications/workspace.ts,
 * applicationList.ts, src/domain/admin/listTabs.ts, src/domain/resumes/resumeList.ts,
 * src/domain/profiles/licenceQueue.ts): 25 a page,
 * every filter and the search, the counts beside the status filter, and who sees what. Files on a
 * worker share its database, so every record here carries TAG and lists are narrowed to them.
 */

let payload: Payload
const TAG = `bol${Date.now().toString(36)}${process.pid}`

let admin: User
let employerA: User
let employerB: User
let professional: User
let companyA: Company
let companyB: Company
/** A's postings (a3 holds thirty applications for paging) and B's. */
let a1: JobPosting
let a2: JobPosting
let a3: JobPosting
let b1: JobPosting
let alice: User
const apps = {} as Record<'alice' | 'bob' | 'carol' | 'dave' | 'aliceAtB', Application>
let paged: number[]

const idsOf = (page: { docs: { id: number }[] }) => page.docs.map((doc) => doc.id)
const workspace = async (user: User, values: Record<string, string | string[]> = {}) => loadWorkspace(await viewerRequest(user), values)
const applicantsOf = async (user: User, values: Record<string, string | string[]> = {}) => (await workspace(user, values))!.applicants
const adminList = async (values: Record<string, string>) => adminApplications(await viewerRequest(admin), parseApplicationQuery(values))

/** `applicant` applies to `job` (as the apply endpoint leaves it: their name and email sent with it), on `at`, in `status`. */
async function applied(applicant: User, job: JobPosting, at: string, status: ApplicationStatus = 'pending'): Promise<Application> {
  const application = await payload.create({ collection: 'applications', data: { jobPosting: job.id } as never, user: applicant, overrideAccess: true, depth: 0 })
  await (await database(payload)).update(applications).set({ appliedAt: at, status }).where(eq(applications.id, application.id))
  return { ...application, appliedAt: at, status }
}

/** `n` applications to `job`, a minute apart from `from` (oldest first), named `<label> 000`…; their ids in that order. */
async function manyApplied(job: JobPosting, n: number, label: string, from: string): Promise<number[]> {
  const start = new Date(from).getTime()
  const rows = Array.from({ length: n }, (_, i) => ({
    jobPosting: job.id,
    status: (i % 2 ? 'reviewed' : 'pending') as ApplicationStatus,
    appliedAt: new Date(start + i * 60_000).toISOString(),
    applicantName: `${label} ${String(i).padStart(3, '0')}`,
    applicantEmail: `${label.toLowerCase().replace(/\W+/g, '.')}.${i}@example.com`,
  }))
  const inserted = await (await database(payload)).insert(applications).values(rows).returning({ id: applications.id })
  return inserted.map((row) => row.id)
}

/** Every page of a list, first to last. */
async function allPages(read: (page: number) => Promise<ApplicationsPage>): Promise<number[]> {
  const first = await read(1)
  const rest = await Promise.all(Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => read(i + 2)))
  return [first, ...rest].flatMap(idsOf)
}

beforeAll(async () => {
  payload = await getPayload()
  admin = await makeUser(payload, ['admin'], `lists-admin-${TAG}`)
  employerA = await makeUser(payload, ['employer'], `lists-a-${TAG}`)
  employerB = await makeUser(payload, ['employer'], `lists-b-${TAG}`)
  professional = await makeUser(payload, ['professional'], `lists-pro-${TAG}`)
  companyA = await makeCompany(payload, employerA, `Alder Clinic ${TAG}`)
  companyB = await makeCompany(payload, employerB, `Birch Pharmacy ${TAG}`)
  const posting = (owner: User, company: Company, title: string) => makePosting(payload, owner, { facility: company.id, company: company.name, title: `${title} ${TAG}` })
  ;[a1, a2, a3, b1] = await Promise.all([
    posting(employerA, companyA, 'Relief Pharmacist'),
    posting(employerA, companyA, 'Clinic Physician'),
    posting(employerA, companyA, 'Weekend Technician'),
    posting(employerB, companyB, 'Night Pharmacist'),
  ])
  alice = await makeUser(payload, ['professional'], `alice-${TAG}`, { fullName: `Alice Zephyr ${TAG}` })
  const bob = await makeUser(payload, ['professional'], `bob-${TAG}`, { fullName: `Bob Young ${TAG}` })
  const carol = await makeUser(payload, ['professional'], `carol-${TAG}`, { fullName: `Carol Xu ${TAG}` })
  const dave = await makeUser(payload, ['professional'], `dave-${TAG}`, { fullName: `Dave Walker ${TAG}` })
  // Toronto is UTC−5 in January: Alice applied late on 9 January there, Bob early on the 10th.
  apps.alice = await applied(alice, a1, '2026-01-10T04:30:00.000Z')
  apps.bob = await applied(bob, a1, '2026-01-10T05:30:00.000Z', 'reviewed')
  apps.carol = await applied(carol, a2, '2026-01-12T15:00:00.000Z', 'hired')
  apps.dave = await applied(dave, b1, '2026-01-11T12:00:00.000Z')
  apps.aliceAtB = await applied(alice, b1, '2026-01-11T13:00:00.000Z', 'interviewed')
  paged = await manyApplied(a3, 30, `Paged ${TAG}`, '2025-06-01T12:00:00.000Z')
})

describe('the employer workspace (read as the employer)', () => {
  it("lists its company's postings and their applicants, newest first, and nothing else", async () => {
    const ws = (await workspace(employerA))!
    expect(ws.choices.map((c) => c.id).sort()).toEqual([a1.id, a2.id, a3.id].sort())
    expect(idsOf(ws.postings).sort()).toEqual([a1.id, a2.id, a3.id].sort())
    expect(ws.applicants.totalDocs).toBe(33)
    expect(idsOf(ws.applicants).slice(0, 3)).toEqual([apps.carol.id, apps.bob.id, apps.alice.id])
    expect(idsOf(ws.applicants)).not.toContain(apps.dave.id)
    expect(idsOf(ws.applicants)).not.toContain(apps.aliceAtB.id)
    // Each posting's applicants in all, as its panel says.
    expect(ws.counts[a1.id]).toMatchObject({ total: 2 })
    expect(ws.counts[a3.id]).toMatchObject({ total: 30 })
    expect(ws.counts[b1.id]).toBeUndefined()
  })

  it('pages 25 at a time: the 26th newest opens page 2; a page past the end shows the last', async () => {
    const newestFirst = [...paged].reverse()
    const one = await applicantsOf(employerA, { posting: String(a3.id) })
    expect({ total: one.totalDocs, pages: one.totalPages, page: one.page, rows: one.docs.length }).toEqual({ total: 30, pages: 2, page: 1, rows: 25 })
    expect(idsOf(one)).toEqual(newestFirst.slice(0, 25))
    const two = await applicantsOf(employerA, { posting: String(a3.id), page: '2' })
    expect(two.page).toBe(2)
    expect(idsOf(two)[0]).toBe(newestFirst[25])
    expect(idsOf(two)).toEqual(newestFirst.slice(25))
    const beyond = (await workspace(employerA, { posting: String(a3.id), page: '40' }))!
    expect(beyond.applicants.page).toBe(2)
    expect(beyond.state.page).toBe('2')
    expect(idsOf(beyond.applicants)).toEqual(idsOf(two))
  })

  it('narrows to one posting (its applicant list), its panel alone above', async () => {
    const ws = (await workspace(employerA, { posting: String(a1.id) }))!
    expect(idsOf(ws.applicants)).toEqual([apps.bob.id, apps.alice.id])
    expect(idsOf(ws.postings)).toEqual([a1.id])
    expect(ws.state).toMatchObject({ posting: String(a1.id) })
  })

  it('filters by status, with each status counted beside the filter under the other filters', async () => {
    const reviewed = await applicantsOf(employerA, { status: 'reviewed', posting: String(a1.id) })
    expect(idsOf(reviewed)).toEqual([apps.bob.id])
    expect(reviewed.counts).toEqual({ pending: 1, reviewed: 1, interviewed: 0, hired: 0, rejected: 0 })
    const all = await applicantsOf(employerA)
    expect(all.counts).toEqual({ pending: 16, reviewed: 16, interviewed: 0, hired: 1, rejected: 0 })
    for (const status of APPLICATION_STATUSES) expect((await applicantsOf(employerA, { status })).totalDocs, status).toBe(all.counts[status])
  })

  it("filters by the days applied, in Toronto's time", async () => {
    const onThe10th = await applicantsOf(employerA, { from: '2026-01-10', to: '2026-01-10' })
    expect(idsOf(onThe10th)).toEqual([apps.bob.id])
    expect(idsOf(await applicantsOf(employerA, { to: '2026-01-09', posting: String(a1.id) }))).toEqual([apps.alice.id])
    expect(idsOf(await applicantsOf(employerA, { from: '2026-01-10' }))).toEqual([apps.carol.id, apps.bob.id])
    expect(onThe10th.counts).toEqual({ pending: 0, reviewed: 1, interviewed: 0, hired: 0, rejected: 0 })
  })

  it('searches the name and email sent with each application, case aside; LIKE wildcards are plain text', async () => {
    expect(idsOf(await applicantsOf(employerA, { q: `alice ZEPHYR ${TAG}` }))).toEqual([apps.alice.id])
    expect(idsOf(await applicantsOf(employerA, { q: `carol-${TAG}` }))).toEqual([apps.carol.id])
    expect((await applicantsOf(employerA, { q: '%' })).totalDocs).toBe(0)
    expect((await applicantsOf(employerA, { q: '_' })).totalDocs).toBe(0)
    const db = await database(payload)
    await db.update(applications).set({ applicantName: `Per%cent_${TAG}` }).where(eq(applications.id, paged[0]))
    try {
      expect(idsOf(await applicantsOf(employerA, { q: `per%cent_${TAG}` }))).toEqual([paged[0]])
      // Unescaped, `_` would stand for the `%`.
      expect((await applicantsOf(employerA, { q: `per_cent` })).totalDocs).toBe(0)
    } finally {
      await db.update(applications).set({ applicantName: `Paged ${TAG} 000` }).where(eq(applications.id, paged[0]))
    }
    // The posting's title is not an applicant's name.
    expect((await applicantsOf(employerA, { q: `Relief Pharmacist ${TAG}` })).totalDocs).toBe(0)
  })

  it('sorts by name or oldest first', async () => {
    const byName = await applicantsOf(employerA, { sort: 'name', posting: String(a1.id) })
    expect(idsOf(byName)).toEqual([apps.alice.id, apps.bob.id])
    expect(idsOf(await applicantsOf(employerA, { sort: 'oldest' })).slice(0, 2)).toEqual(paged.slice(0, 2))
    expect(idsOf(await applicantsOf(employerA, { sort: 'name', q: TAG })).slice(0, 4)).toEqual([apps.alice.id, apps.bob.id, apps.carol.id, paged[0]])
  })

  it('drops what it cannot read instead of failing, and keeps the state of what it shows', async () => {
    const values = { page: '0', status: 'promoted', posting: '-3', company: String(companyB.id), from: '2026-02-30', to: 'yesterday', sort: 'random', q: '   ', postingsPage: 'x' }
    const ws = (await workspace(employerA, values))!
    expect(ws.state).toEqual({})
    expect(ws.applicants.totalDocs).toBe(33)
    expect(parseApplicationQuery({ page: ['2', '3'], q: 'x'.repeat(500) })).toMatchObject({ page: 2, q: 'x'.repeat(100) })
    expect(parseApplicationQuery({ status: ['hired'], posting: '99999999999' })).toMatchObject({ status: 'hired', posting: undefined })
  })
})

describe('the counts beside a filter (one grouped statement)', () => {
  it("equal Payload's own count value by value, as each viewer reads, tags and ratings included", async () => {
    // A third of the paged applications tagged (a joined list of values), half rated.
    const db = await database(payload)
    await db.insert(applications_texts).values(paged.filter((_, i) => i % 3 === 0).map((id) => ({ order: 1, parent: id, path: 'tags', text: 'Shortlist' })))
    await db.update(applications).set({ rating: 4 }).where(inArray(applications.id, paged.filter((_, i) => i % 2 === 0)))
    const mine: Where = { jobPosting: { in: [a1.id, a2.id, a3.id, b1.id] } }
    const cases: { user: User; where: { and: Where[] } }[] = [
      { user: employerA, where: { and: [mine] } },
      { user: employerA, where: { and: [mine, { tags: { equals: 'Shortlist' } }, { rating: { greater_than_equal: 3 } }] } },
      { user: employerB, where: { and: [mine] } },
      { user: professional, where: { and: [mine] } },
      { user: alice, where: { and: [mine] } },
      { user: admin, where: { and: [mine, { tags: { equals: 'Shortlist' } }] } },
    ]
    for (const { user, where } of cases) {
      const grouped = await facetCounts(await viewerRequest(user), 'applications', where, 'status')
      for (const status of APPLICATION_STATUSES) {
        const { totalDocs } = await payload.count({ collection: 'applications', where: { and: [...where.and, { status: { equals: status } }] }, user, overrideAccess: false })
        expect(grouped.get(status) ?? 0, `${user.email} ${status} ${JSON.stringify(where)}`).toBe(totalDocs)
      }
    }
    const shortlisted = await applicantsOf(employerA, { tag: 'Shortlist' })
    expect(shortlisted.totalDocs).toBe(10)
    expect(shortlisted.counts).toEqual({ pending: 5, reviewed: 5, interviewed: 0, hired: 0, rejected: 0 })
    await db.delete(applications_texts).where(inArray(applications_texts.parent, paged))
    await db.update(applications).set({ rating: null }).where(inArray(applications.id, paged))
  })

  it('refuse a filter on, or a count by, a field the viewer may not query, as Payload does', async () => {
    await expect(facetCounts(await viewerRequest(professional), 'applications', { rating: { equals: 4 } }, 'status')).rejects.toThrow()
    await expect(facetCounts(await viewerRequest(professional), 'applications', {}, 'rating')).rejects.toThrow()
  })
})

describe('a long list of ids (the access rules name a company\'s postings by id)', () => {
  it('reads exactly the rows named, in and not in, as a short list does', async () => {
    const narrowed = { id: { in: paged } }
    const read = async (where: Where) =>
      (await payload.find({ collection: 'applications', where: { and: [narrowed, where] }, pagination: false, depth: 0, select: { status: true }, user: admin, overrideAccess: false })).docs.map((doc) => doc.id).sort((x, y) => x - y)
    const sorted = [...paged].sort((x, y) => x - y)
    const some = sorted.filter((_, i) => i % 3 !== 0)
    expect(await read({ id: { in: some } })).toEqual(some)
    expect(await read({ id: { not_in: some } })).toEqual(sorted.filter((id) => !some.includes(id)))
    // A long list of one posting and ids that name nothing.
    expect(await read({ jobPosting: { in: [a3.id, ...Array.from({ length: 20 }, (_, i) => 2_000_000_000 + i)] } })).toEqual(sorted)
    expect(await read({ jobPosting: { not_in: [a3.id, ...Array.from({ length: 20 }, (_, i) => 2_000_000_000 + i)] } })).toEqual([])
  })
})

describe('who sees what', () => {
  /** Every way of asking: each filter, each status, the search by name and email, B's own posting and A's. */
  const variants = (): Record<string, string>[] => [
    {},
    ...APPLICATION_STATUSES.map((status) => ({ status })),
    { posting: String(a1.id) },
    { posting: String(b1.id) },
    { q: `Alice Zephyr ${TAG}` },
    { q: alice.email },
    { q: `alice-${TAG}` },
    { q: TAG },
    { from: '2026-01-01', to: '2026-12-31' },
    { sort: 'name' },
    { company: String(companyA.id) },
  ]

  it("employer B never sees company A's applications, through any filter or search, nor counts them", async () => {
    const ofA = [apps.alice.id, apps.bob.id, apps.carol.id, ...paged]
    for (const values of variants()) {
      const ws = (await workspace(employerB, values))!
      expect(idsOf(ws.applicants).filter((id) => ofA.includes(id)), JSON.stringify(values)).toEqual([])
      expect(ws.choices.map((c) => c.id)).toEqual([b1.id])
      expect(idsOf(ws.postings)).toEqual([b1.id])
      expect(Object.values(ws.applicants.counts).reduce((a, b) => a + b, 0), JSON.stringify(values)).toBeLessThanOrEqual(2)
      expect(ws.applicants.docs.every((doc) => doc.jobPosting === b1.id)).toBe(true)
    }
    expect(idsOf(await applicantsOf(employerB, { q: `Alice Zephyr ${TAG}` }))).toEqual([apps.aliceAtB.id])
    // Given A's postings outright, the read access still answers nothing of theirs; nor are they counted.
    const reqB = await viewerRequest(employerB)
    const forced = await workspaceApplications(reqB, parseApplicationQuery({}), [a1.id, a2.id, a3.id])
    expect({ total: forced.totalDocs, counts: forced.counts }).toEqual({ total: 0, counts: { pending: 0, reviewed: 0, interviewed: 0, hired: 0, rejected: 0 } })
    expect(await applicantCounts(reqB, [a1.id, a3.id, b1.id])).toEqual({ [b1.id]: expect.objectContaining({ total: 2 }) })
  })

  it('a professional has no workspace and no admin list; an employer no admin list either', async () => {
    expect(await workspace(professional)).toBeNull()
    expect(await workspace(alice)).toBeNull()
    for (const user of [professional, alice, employerA]) {
      const req = await viewerRequest(user)
      const list = await adminApplications(req, parseApplicationQuery({ q: TAG }))
      expect({ total: list.totalDocs, docs: list.docs.length }).toEqual({ total: 0, docs: 0 })
      expect((await adminResumes(req, parseResumeQuery({}))).totalDocs).toBe(0)
      expect((await applicationsTab(req, {})).list.totalDocs).toBe(0)
    }
  })

  it('admins see every company’s applications', async () => {
    const list = await adminList({ q: `Zephyr ${TAG}` })
    expect(idsOf(list).sort()).toEqual([apps.alice.id, apps.aliceAtB.id].sort())
    const everyone = await adminList({ q: TAG })
    expect(everyone.totalDocs).toBe(35)
    expect(everyone.counts).toEqual({ pending: 17, reviewed: 16, interviewed: 1, hired: 1, rejected: 0 })
  })
})

describe("the admin dashboard's Applications tab", () => {
  it('searches the posting title, the company, and the account as it is now (employers only the name and email sent)', async () => {
    expect(idsOf(await adminList({ q: `night pharmacist ${TAG}` })).sort()).toEqual([apps.dave.id, apps.aliceAtB.id].sort())
    expect(idsOf(await adminList({ q: companyA.name, posting: String(a1.id) }))).toEqual([apps.bob.id, apps.alice.id])
    expect((await adminList({ q: companyA.name })).totalDocs).toBe(33)
    // Alice changes her email: the admin finds her by the new one, her applications keep the one she sent.
    const renamed = `renamed-${TAG}@example.com`
    const setEmail = async (email: string) => (await database(payload)).update(users).set({ email }).where(eq(users.id, alice.id))
    await setEmail(renamed)
    try {
      expect(idsOf(await adminList({ q: renamed })).sort()).toEqual([apps.alice.id, apps.aliceAtB.id].sort())
      expect((await applicantsOf(employerA, { q: renamed })).totalDocs).toBe(0)
      expect(idsOf(await applicantsOf(employerA, { q: alice.email }))).toEqual([apps.alice.id])
    } finally {
      await setEmail(alice.email)
    }
  })

  it('narrows to a company or a posting, named above the list; an unknown one is dropped', async () => {
    const reqAdmin = await viewerRequest(admin)
    const ofA = await applicationsTab(reqAdmin, { company: String(companyA.id), q: TAG, sort: 'name' })
    expect(ofA.named).toEqual({ company: companyA.name })
    expect(ofA.state).toMatchObject({ tab: 'applications', company: String(companyA.id), q: TAG, sort: 'name' })
    expect(ofA.list.totalDocs).toBe(33)
    expect(ofA.list.docs.every((doc) => [a1.id, a2.id, a3.id].includes((doc.jobPosting as JobPosting).id))).toBe(true)
    const onePosting = await applicationsTab(reqAdmin, { posting: String(b1.id) })
    expect(onePosting.named).toEqual({ posting: b1.title })
    expect(idsOf(onePosting.list)).toEqual([apps.aliceAtB.id, apps.dave.id])
    // The admin's row shows the posting and the account beside each application.
    expect(onePosting.list.docs[0]).toMatchObject({ jobPosting: { id: b1.id, title: b1.title, company: b1.company }, applicant: { id: alice.id } })
    const unknown = await applicationsTab(reqAdmin, { posting: '999999999', company: '999999998', q: TAG })
    expect(unknown.named).toEqual({})
    expect(unknown.state).toEqual({ tab: 'applications', q: TAG })
    expect(unknown.list.totalDocs).toBe(35)
  })

  it('reaches every one of more than 200 applications, page by page', async () => {
    const big = await makePosting(payload, admin, { title: `Busy Posting ${TAG}` })
    const many = await manyApplied(big, 205, `Crowd ${TAG}`, '2025-01-01T12:00:00.000Z')
    const reqAdmin = await viewerRequest(admin)
    const first = await adminApplications(reqAdmin, parseApplicationQuery({ posting: String(big.id) }))
    expect({ total: first.totalDocs, pages: first.totalPages }).toEqual({ total: 205, pages: 9 })
    const seen = await allPages((page) => adminApplications(reqAdmin, parseApplicationQuery({ posting: String(big.id), page: String(page) })))
    expect(seen).toEqual([...many].reverse())
    // The oldest, past the old screen's 200, is the last row of the last page.
    expect(seen.at(-1)).toBe(many[0])
    await (await database(payload)).delete(applications).where(inArray(applications.id, many))
  })
})

describe("the admin dashboard's Resume Management tab", () => {
  it('pages every resume, by position type with each counted, searched by owner, file or name', async () => {
    // One after another, so that they were uploaded in the order of their ids.
    const first = await uploadResume(payload, alice, `lists-${TAG}-a.pdf`)
    const second = await uploadResume(payload, professional, `lists-${TAG}-b.pdf`)
    const third = await uploadResume(payload, professional, `lists-${TAG}-c.pdf`)
    await (await database(payload)).update(resumes).set({ positionType: 'physician' }).where(eq(resumes.id, third.id))
    const reqAdmin = await viewerRequest(admin)
    const tab = async (values: Record<string, string>) => (await resumesTab(reqAdmin, values)).list
    const all = await tab({ q: `lists-${TAG}` })
    expect(idsOf(all)).toEqual([third.id, second.id, first.id])
    expect(all.counts).toMatchObject({ pharmacist: 2, physician: 1, nurse_practitioner: 0 })
    expect(idsOf(await tab({ q: `lists-${TAG}`, type: 'physician' }))).toEqual([third.id])
    expect(idsOf(await tab({ q: professional.email }))).toEqual([third.id, second.id])
    expect(idsOf(await tab({ q: `lists-${TAG}-a` }))).toEqual([first.id])
    expect(idsOf(await tab({ q: `lists-${TAG}`, sort: 'oldest' }))).toEqual([first.id, second.id, third.id])
    expect(idsOf(await tab({ q: `lists-${TAG}`, sort: 'name' }))).toEqual([first.id, second.id, third.id])
    expect((await resumesTab(reqAdmin, { type: 'astronaut', page: '-1' })).state).toEqual({ tab: 'resumes' })
    // The owner's account comes with each row (its id and email).
    expect(all.docs.find((doc) => doc.id === first.id)?.owner).toMatchObject({ id: alice.id })
  })
})

describe("the admin dashboard's Job Management tab", () => {
  it('pages every posting in every state, by status with each counted, searched by title, company or place; admins only', async () => {
    const reqAdmin = await viewerRequest(admin)
    // Postings of their own (other tests here add postings carrying TAG), made one after another.
    const word = `Jm${TAG}`
    const relief = await makePosting(payload, employerA, { facility: companyA.id, company: `Alder ${word}`, title: `Relief Pharmacist ${word}` })
    const night = await makePosting(payload, employerB, { facility: companyB.id, company: `Birch ${word}`, title: `Night Technician ${word}`, location: `Dryden ${word}, ON` })
    const closed = await makePosting(payload, employerB, { facility: companyB.id, company: `Birch ${word}`, title: `Closed Locum ${word}`, status: 'closed' })
    const tab = async (values: Record<string, string>) => (await jobsTab(reqAdmin, values)).list
    const all = await tab({ q: word })
    expect(idsOf(all)).toEqual([closed.id, night.id, relief.id])
    expect(all.counts).toMatchObject({ active: 2, closed: 1, draft: 0, pending_review: 0 })
    expect(idsOf(await tab({ q: word, status: 'closed' }))).toEqual([closed.id])
    expect(idsOf(await tab({ q: `Birch ${word}` }))).toEqual([closed.id, night.id])
    expect(idsOf(await tab({ q: `Relief Pharmacist ${word}` }))).toEqual([relief.id])
    expect(idsOf(await tab({ q: `Dryden ${word}` }))).toEqual([night.id])
    expect(idsOf(await tab({ q: word, sort: 'oldest' }))).toEqual([relief.id, night.id, closed.id])
    expect(idsOf(await tab({ q: word, sort: 'name' }))).toEqual([closed.id, night.id, relief.id])
    // Bad values are dropped; the default tab's links carry no tab.
    expect((await jobsTab(reqAdmin, { status: 'gone', page: '0', sort: 'x' })).state).toEqual({})
    for (const user of [professional, employerA]) {
      const list = (await jobsTab(await viewerRequest(user), { q: word })).list
      expect({ total: list.totalDocs, docs: list.docs.length }).toEqual({ total: 0, docs: 0 })
    }
  })
})

describe("the admin dashboard's licence check tab", () => {
  it('lists the queue oldest first, by status with each counted, searched by name, email or licence number; admins only', async () => {
    const reqAdmin = await viewerRequest(admin)
    const word = `Lq${TAG}`
    const people = await Promise.all(
      ['Yara', 'Xavier', 'Wren', 'Vera'].map((name, i) => makeUser(payload, ['professional'], `lq-${i}-${TAG}`, { fullName: `${name} ${word}` })),
    )
    const [yara, xavier, wren, vera] = await Promise.all(people.map((person, i) => makeProfile(payload, person, { licenseNumber: `NUM-${word}-${i}` })))
    // Yara joined the queue first, then Xavier, then Wren (a re-check: verified last time); Vera's check is done.
    const db = await database(payload)
    const queued = (profile: { id: number }, at: string, set: Partial<typeof professional_profiles.$inferInsert> = {}) =>
      db.update(professional_profiles).set({ queuedAt: at, ...set }).where(eq(professional_profiles.id, profile.id))
    await queued(yara, '2026-01-05T15:00:00.000Z')
    await queued(xavier, '2026-01-06T15:00:00.000Z')
    await queued(wren, '2026-01-07T15:00:00.000Z', { licenceStatus: 'verified' })
    await queued(vera, '2026-01-04T15:00:00.000Z', { needsCheck: false, licenceStatus: 'verified' })

    const tab = async (values: Record<string, string>) => (await licencesTab(reqAdmin, values)).list
    const all = await tab({ q: word })
    expect(idsOf(all)).toEqual([yara.id, xavier.id, wren.id])
    expect(all.counts).toMatchObject({ unverified: 2, verified: 1, not_found: 0, conditions: 0, not_entitled: 0 })
    expect(idsOf(await tab({ q: word, status: 'verified' }))).toEqual([wren.id])
    expect(idsOf(await tab({ q: `xavier ${word.toLowerCase()}` }))).toEqual([xavier.id])
    expect(idsOf(await tab({ q: people[2].email }))).toEqual([wren.id])
    expect(idsOf(await tab({ q: `NUM-${word}-0` }))).toEqual([yara.id])
    expect(idsOf(await tab({ q: word, from: '2026-01-06', to: '2026-01-06' }))).toEqual([xavier.id])
    expect(idsOf(await tab({ q: word, sort: 'newest' }))).toEqual([wren.id, xavier.id, yara.id])
    expect(idsOf(await tab({ q: word, sort: 'name' }))).toEqual([wren.id, xavier.id, yara.id])
    // Oldest first is the queue's own default: its links carry no order unless another is chosen; bad values are dropped.
    expect((await licencesTab(reqAdmin, { sort: 'oldest', status: 'lapsed', page: '0' })).state).toEqual({ tab: 'licences' })
    expect((await licencesTab(reqAdmin, { q: word, sort: 'newest', status: 'verified' })).state).toEqual({ tab: 'licences', q: word, sort: 'newest', status: 'verified' })
    // The person's name and email come with each row.
    expect(all.docs[0].user).toMatchObject({ id: people[0].id, fullName: `Yara ${word}`, email: people[0].email })
    for (const user of [professional, employerA, people[0]]) {
      const list = (await licencesTab(await viewerRequest(user), { q: word })).list
      expect({ total: list.totalDocs, docs: list.docs.length }).toEqual({ total: 0, docs: 0 })
    }
  })

  it('pages 25 at a time', { timeout: 180_000 }, async () => {
    const reqAdmin = await viewerRequest(admin)
    const word = `Lp${TAG}`
    // One after another (each makes an account and a profile), then queued a minute apart.
    const profiles: { id: number }[] = []
    for (let i = 0; i < 26; i++) {
      const person = await makeUser(payload, ['professional'], `lp-${i}-${TAG}`, { fullName: `Paged ${word} ${String(i).padStart(2, '0')}` })
      profiles.push(await makeProfile(payload, person))
    }
    const db = await database(payload)
    for (const [i, profile] of profiles.entries()) {
      await db.update(professional_profiles).set({ queuedAt: new Date(Date.UTC(2025, 5, 1) + i * 60_000).toISOString() }).where(eq(professional_profiles.id, profile.id))
    }
    const first = (await licencesTab(reqAdmin, { q: word })).list
    expect({ docs: first.docs.length, total: first.totalDocs, pages: first.totalPages }).toEqual({ docs: 25, total: 26, pages: 2 })
    expect(first.docs[0].id).toBe(profiles[0].id)
    const second = await licencesTab(reqAdmin, { q: word, page: '2' })
    expect(idsOf(second.list)).toEqual([profiles[25].id])
    expect(second.state).toEqual({ tab: 'licences', q: word, page: '2' })
  })
})
