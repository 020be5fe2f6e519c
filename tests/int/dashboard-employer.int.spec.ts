import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { applicationsTab, resumesTab } from '@/domain/admin/listTabs'
import { dashboardStats, type DashboardStats } from '@/domain/admin/stats'
import { loadWorkspace } from '@/domain/applications/workspace'
import { expireDuePostings, transition } from '@/domain/jobs/lifecycle'
import { execute, sql } from '@/lib/payload/sql'
import { withTransaction } from '@/lib/payload/transaction'
import { viewerRequest } from '@/lib/payload/viewer'
import type { Application, JobPosting, Resume, StatusChange, User } from '@/payload-types'

import { en } from '../support/copy'
import {
  applyWithFile,
  as,
  deliver,
  makePeople,
  makePosting,
  makeUser,
  postPosting,
  startCheckout,
  storedCheckoutEvent,
  unique,
  type People,
} from '../support/factories'
import { deliveredTo } from '../support/emailQueue'
import { waitForMail } from '../support/mailCatcher'
import { getPayload, mail, stripeStub } from '../support/payload'
import { rest } from '../support/rest'
import { qs as query } from '../support/surface/client'

/*
 * The admin dashboard and the employer's side of postings and applications (docs/lifecycle.md),
 * driven through the same REST handlers the dashboard and the employer pages call. Every int file
 * shares one database, so figures are compared as deltas and lists are narrowed to our own records.
 */

let payload: Payload

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: number }).id : (value as number | null | undefined))

async function body(res: Response): Promise<Json> {
  const text = await res.text()
  try {
    return JSON.parse(text)
  } catch {
    return { raw: text }
  }
}

/** Posts a job through the REST API as the given user (what the Post a Job form does). */
const postJob = (user: User, title: string, extra: Partial<JobPosting> = {}) => postPosting(payload, user, { title, ...extra })

/** A posting in a given state, paid through Stripe unless a draft, as the lifecycle would leave it. */
const jobIn = (status: JobPosting['status'], owner: User) => makePosting(payload, owner, { status, stripe: true })

/** The owner checks out through the endpoint (unless they already have), then Stripe confirms payment of that session. */
async function pay(job: JobPosting) {
  if (!(await reload(job.id)).stripeCheckoutSessionId) {
    const owner = await payload.findByID({ collection: 'users', id: idOf(job.createdBy)!, overrideAccess: true, depth: 0 })
    await startCheckout(payload, owner, job.id)
  }
  const res = await deliver(await storedCheckoutEvent(payload, job.id, 'checkout.session.completed', { paymentIntent: `pi_dash_${job.id}` }))
  expect(await body(res)).toEqual({ received: true, outcome: 'processed' })
}

const reload = (id: number) => payload.findByID({ collection: 'job-postings', id, overrideAccess: true, depth: 0 })
const reloadApp = (id: number) => payload.findByID({ collection: 'applications', id, overrideAccess: true, depth: 0 })

const action = (user: User | null, id: number, name: string, json: unknown = {}) =>
  rest(payload, 'POST', `/job-postings/${id}/${name}`, { as: user, json })

async function ok(res: Response, status = 200): Promise<Json> {
  const json = await body(res)
  expect(res.status, JSON.stringify(json)).toBe(status)
  return json
}

/** Applies with a freshly uploaded PDF through the apply endpoint (multipart, like the apply dialog). */
const applyTo = (user: User, job: JobPosting, name?: string) => applyWithFile(payload, user, job.id, { name })

/** A posting's audit rows, oldest first (ids are issued in insertion order). */
const trailOf = async (where: Json) =>
  (
    await payload.find({ collection: 'status-changes', where, overrideAccess: true, depth: 0, sort: 'id', pagination: false })
  ).docs as StatusChange[]

const steps = (rows: StatusChange[]) => rows.map((r) => ({ from: r.from ?? null, to: r.to, changedBy: idOf(r.changedBy) ?? null }))

const checkoutRequestsFor = (jobId: number) =>
  stripeStub().requests.filter((r) => r.path === '/v1/checkout/sessions' && r.body['metadata[jobPostingId]'] === String(jobId))

beforeAll(async () => {
  payload = await getPayload()
})

describe('dashboard statistics', () => {
  it('match the database after a scripted sequence of payments, moderation, applications and expiry', async () => {
    const owner = await makeUser(payload, ['employer'], 'dash-owner')
    const admin = await makeUser(payload, ['admin'], 'dash-admin')
    const newcomer = await makeUser(payload, [], 'dash-newcomer', { fullName: 'Nadia Newcomer' })
    const mine: number[] = []
    /** Active postings that are not part of this script (the scheduled expiry task may move them meanwhile). */
    const foreignActive = async () => {
      const [row] = await execute(
        payload,
        sql`SELECT count(*) AS n FROM job_postings WHERE status = 'active' AND NOT (id = ANY(${`{${mine.join(',') || '0'}}`}::int[]))`,
      )
      return Number(row.n)
    }
    const foreignBefore = await foreignActive()
    const before = await dashboardStats(payload)

    // Employers create drafts: nothing on the dashboard moves.
    const approved = await postJob(owner, unique('Dash approve'))
    const rejected = await postJob(owner, unique('Dash reject'))
    mine.push(approved.id, rejected.id)
    const drafted = await dashboardStats(payload)
    expect({ ...drafted, activeJobs: drafted.activeJobs - ((await foreignActive()) - foreignBefore) }).toEqual(before)

    // Checkout through the endpoint, then Stripe confirms both payments (500 cents CAD each).
    const { checkoutUrl } = await ok(await action(owner, approved.id, 'checkout'))
    expect(checkoutUrl).toContain('/checkout/cs_test_')
    await pay(approved)
    await pay(rejected)
    const paid = await dashboardStats(payload)
    expect(paid.awaitingReview - before.awaitingReview).toBe(2)
    expect(paid.feesCents - before.feesCents).toBe(1000)

    // The admin approves one and rejects the other (the fee is refunded).
    await ok(await action(admin, approved.id, 'approve'))
    await ok(await action(admin, rejected.id, 'reject', { reason: 'Duplicate of an existing posting' }))
    expect(await reload(rejected.id)).toMatchObject({ status: 'rejected' })

    // The admin posts a free job: live at once, no payment recorded.
    const free = await postJob(admin, unique('Dash free'))
    mine.push(free.id)
    expect(free.status).toBe('active')

    // Someone with no role applies: they become a candidate (professional).
    await applyTo(newcomer, free)
    expect((await payload.findByID({ collection: 'users', id: newcomer.id, overrideAccess: true })).roles).toEqual(['professional'])

    // The approved posting's listing period ends and the expiry run takes it down.
    await payload.update({
      collection: 'job-postings',
      id: approved.id,
      data: { validThrough: new Date(Date.now() - 60_000).toISOString() } as never,
      overrideAccess: true,
    })
    await expireDuePostings(payload, new Date())
    expect((await reload(approved.id)).status).toBe('expired')

    const after = await dashboardStats(payload)
    const foreignDrift = (await foreignActive()) - foreignBefore
    expect({
      activeJobs: after.activeJobs - before.activeJobs - foreignDrift,
      candidates: after.candidates - before.candidates,
      awaitingReview: after.awaitingReview - before.awaitingReview,
      feesCents: after.feesCents - before.feesCents,
    }).toEqual<DashboardStats>({ activeJobs: 1, candidates: 1, awaitingReview: 0, feesCents: 500 })

    // Each figure against an independent count through the Local API.
    const count = async (collection: 'job-postings' | 'users', where: Json) =>
      (await payload.count({ collection, where, overrideAccess: true })).totalDocs
    const ledger = (await payload.find({ collection: 'payments', overrideAccess: true, pagination: false, depth: 0 })).docs
    const fees = ledger
      .filter((p) => !p.currency || p.currency.toLowerCase() === 'cad')
      .reduce((sum, p) => sum + (p.status === 'paid' ? (p.amount ?? 0) : p.status === 'refunded' ? -(p.amount ?? 0) : 0), 0)
    expect(after).toEqual<DashboardStats>({
      activeJobs: await count('job-postings', { status: { equals: 'active' } }),
      candidates: await count('users', { roles: { in: ['professional'] } }),
      awaitingReview: await count('job-postings', { status: { equals: 'pending_review' } }),
      feesCents: fees,
    })

    // Our own ledger rows: two payments, one refund, nothing for the free posting.
    const ours = ledger.filter((p) => [approved.id, rejected.id, free.id].includes(idOf(p.jobPosting) as number))
    expect(ours.map((p) => [idOf(p.jobPosting), p.status, p.amount, p.currency?.toLowerCase()]).sort()).toEqual(
      [
        [approved.id, 'paid', 500, 'cad'],
        [rejected.id, 'paid', 500, 'cad'],
        [rejected.id, 'refunded', 500, 'cad'],
      ].sort(),
    )
  })

  it('a replayed payment event and a failed payment leave the fees unchanged', async () => {
    const owner = await makeUser(payload, ['employer'], 'dash-replay')
    const job = await postJob(owner, unique('Dash replay'))
    const unpaid = await postJob(owner, unique('Dash unpaid'))
    const before = await dashboardStats(payload)
    await ok(await action(owner, job.id, 'checkout'))
    await ok(await action(owner, unpaid.id, 'checkout'))
    const event = await storedCheckoutEvent(payload, job.id)
    expect((await deliver(event)).status).toBe(200)
    expect((await deliver(event)).status).toBe(200)
    const failed = await storedCheckoutEvent(payload, unpaid.id, 'checkout.session.async_payment_failed', { paymentStatus: 'unpaid' })
    expect((await deliver(failed)).status).toBe(200)
    const after = await dashboardStats(payload)
    expect(after.feesCents - before.feesCents).toBe(500)
    expect(after.awaitingReview - before.awaitingReview).toBe(1)
  })
})

describe("dashboard actions refuse everyone but admins (the server's checks, not the UI's)", () => {
  let people: People
  let owner: User
  let stranger: User
  const jobs = {} as Record<'draft' | 'pending_review' | 'rejected' | 'active' | 'expired' | 'closed', JobPosting>
  let pending: JobPosting
  let strangerApp: Application
  let proApp: Application
  let strangerResume: number

  beforeAll(async () => {
    people = await makePeople(payload)
    owner = await makeUser(payload, ['employer'], 'matrix-owner')
    stranger = await makeUser(payload, ['professional'], 'matrix-stranger')
    for (const status of ['draft', 'pending_review', 'rejected', 'active', 'expired', 'closed'] as const) jobs[status] = await jobIn(status, owner)
    pending = await jobIn('pending_review', owner)
    strangerApp = await applyTo(stranger, jobs.active, 'stranger.pdf')
    proApp = await applyTo(people.professional, jobs.active, 'pro.pdf')
    strangerResume = idOf(strangerApp.resume) as number
  })

  const ROLES = ['anonymous', 'professional', 'employer', 'editor'] as const
  const who = (role: (typeof ROLES)[number]) => (role === 'anonymous' ? null : people[role])

  describe.each(ROLES)('as %s', (role) => {
    it('approve and reject a posting in review: refused, still in review, no refund', async () => {
      const approve = await action(who(role), pending.id, 'approve')
      expect(approve.status).toBeGreaterThanOrEqual(401)
      const reject = await action(who(role), pending.id, 'reject', { reason: 'Not allowed to do this' })
      expect(reject.status).toBeGreaterThanOrEqual(401)
      expect(await reload(pending.id)).toMatchObject({ status: 'pending_review', paid: true, rejectionReason: null })
      expect(stripeStub().requests.filter((r) => r.path === '/v1/refunds' && r.body.payment_intent === pending.stripePaymentIntentId)).toEqual([])
      expect(await trailOf({ jobPosting: { equals: pending.id } })).toHaveLength(1)
    })

    it('delete a posting: refused, still there', async () => {
      for (const job of [jobs.active, jobs.draft]) {
        const res = await rest(payload, 'DELETE', `/job-postings/${job.id}`, { as: who(role) })
        expect(res.status).toBeGreaterThanOrEqual(401)
        expect(await reload(job.id)).toMatchObject({ id: job.id, status: job.status })
      }
    })

    it('seed the sample jobs: refused, nothing added', async () => {
      const before = (await payload.count({ collection: 'job-postings', overrideAccess: true })).totalDocs
      const res = await rest(payload, 'POST', '/job-postings/seed-samples', { as: who(role), json: {} })
      expect(res.status).toBe(role === 'anonymous' ? 401 : 403)
      expect((await payload.count({ collection: 'job-postings', overrideAccess: true })).totalDocs).toBe(before)
    })

    it("list postings in every state (the Job Management list): refused by the owner's id; of the owner's postings only the public ones come back, saying nothing of whose they are", async () => {
      const byOwner = await rest(payload, 'GET', `/job-postings?depth=0&sort=-createdAt&limit=200&${query({ where: { createdBy: { equals: owner.id } } })}`, { as: who(role) })
      expect(byOwner.status).toBe(400)
      const all = [...Object.values(jobs), pending].map((j) => j.id)
      const json = await ok(await rest(payload, 'GET', `/job-postings?depth=0&sort=-createdAt&limit=100&${query({ where: { id: { in: all } } })}`, { as: who(role) }))
      const seen = (json.docs as JobPosting[]).map((d) => d.id).sort()
      expect(seen).toEqual([jobs.active.id, jobs.expired.id, jobs.closed.id].sort())
      for (const doc of json.docs as JobPosting[]) {
        expect(doc.contactEmail).toBeUndefined()
        expect(doc.history).toBeUndefined()
        expect(doc.stripePaymentIntentId).toBeUndefined()
        expect(doc.createdBy).toBeUndefined()
      }
      // Nor one by one.
      for (const hidden of [jobs.draft, jobs.pending_review, jobs.rejected, pending]) {
        expect((await rest(payload, 'GET', `/job-postings/${hidden.id}?depth=0`, { as: who(role) })).status).toBeGreaterThanOrEqual(401)
      }
    })

    it('list all applications (the Applications tab): refused or only their own', async () => {
      const res = await rest(payload, 'GET', '/applications?depth=1&sort=-appliedAt&limit=200', { as: who(role) })
      if (role === 'anonymous') {
        expect(res.status).toBeGreaterThanOrEqual(401)
        return
      }
      const docs = (await ok(res)).docs as Application[]
      const ids = docs.map((d) => d.id)
      expect(ids).not.toContain(strangerApp.id)
      if (role === 'professional') expect(ids).toContain(proApp.id)
      else expect(ids).not.toContain(proApp.id)
      for (const hidden of [strangerApp, ...(role === 'professional' ? [] : [proApp])]) {
        expect((await rest(payload, 'GET', `/applications/${hidden.id}`, { as: who(role) })).status).toBeGreaterThanOrEqual(401)
      }
      // The tab itself is read on the server: for anyone but an admin it lists nothing, whatever is asked.
      for (const values of [{}, { posting: String(jobs.active.id) }, { q: stranger.email }, { status: 'pending' }]) {
        expect((await applicationsTab(await viewerRequest(who(role)!), { tab: 'applications', ...values })).list).toMatchObject({ docs: [], totalDocs: 0 })
      }
    })

    it("change an application's status: refused (even the applicant's own), status and audit unchanged", async () => {
      const trail = (await trailOf({ application: { in: [strangerApp.id, proApp.id] } })).length
      for (const app of [strangerApp, proApp]) {
        const res = await rest(payload, 'PATCH', `/applications/${app.id}`, { as: who(role), json: { status: 'hired' } })
        expect(res.status).toBeGreaterThanOrEqual(401)
        expect((await reloadApp(app.id)).status).toBe('pending')
      }
      expect(await trailOf({ application: { in: [strangerApp.id, proApp.id] } })).toHaveLength(trail)
    })

    it("list all resumes, open or delete someone else's: refused or not found", async () => {
      const res = await rest(payload, 'GET', '/resumes?depth=0&sort=-uploadedAt&limit=200', { as: who(role) })
      // Editors keep no resumes at all (content only), so like anonymous callers they are refused outright.
      if (role === 'anonymous' || role === 'editor') expect(res.status).toBeGreaterThanOrEqual(401)
      else expect(((await ok(res)).docs as Resume[]).map((d) => d.id)).not.toContain(strangerResume)

      const link = await rest(payload, 'POST', `/resumes/${strangerResume}/download-link`, { as: who(role) })
      expect(link.status).toBe(404)
      expect(JSON.stringify(await body(link))).not.toContain('sig=')
      expect((await rest(payload, 'GET', `/resumes/${strangerResume}`, { as: who(role) })).status).toBeGreaterThanOrEqual(401)
      expect((await rest(payload, 'DELETE', `/resumes/${strangerResume}`, { as: who(role) })).status).toBeGreaterThanOrEqual(401)
      expect(await payload.findByID({ collection: 'resumes', id: strangerResume, overrideAccess: true, depth: 0 })).toMatchObject({ id: strangerResume })
      if (role !== 'anonymous') expect((await resumesTab(await viewerRequest(who(role)!), { q: stranger.email })).list).toMatchObject({ docs: [], totalDocs: 0 })
    })

    it('read the audit trail: refused', async () => {
      const list = await rest(payload, 'GET', '/status-changes?depth=0&limit=10', { as: who(role) })
      expect(list.status).toBeGreaterThanOrEqual(401)
      expect(JSON.stringify(await body(list))).not.toContain('"docs"')
      const [row] = await trailOf({ jobPosting: { equals: pending.id } })
      expect((await rest(payload, 'GET', `/status-changes/${row.id}`, { as: who(role) })).status).toBeGreaterThanOrEqual(401)
      await expect(payload.find({ collection: 'status-changes', ...as(who(role)) })).rejects.toBeTruthy()
      // Nor the payments ledger behind the fees figure.
      expect((await rest(payload, 'GET', '/payments?depth=0&limit=10', { as: who(role) })).status).toBeGreaterThanOrEqual(401)
    })
  })

  it("the posting's own employer cannot approve, reject or delete it either", async () => {
    const self = await makeUser(payload, ['employer'], 'matrix-self')
    const mine = await jobIn('pending_review', self)
    expect((await action(self, mine.id, 'approve')).status).toBe(403)
    expect((await action(self, mine.id, 'reject', { reason: 'Changed my mind' })).status).toBe(403)
    expect((await rest(payload, 'DELETE', `/job-postings/${mine.id}`, { as: self })).status).toBe(403)
    expect((await rest(payload, 'PATCH', `/job-postings/${mine.id}`, { as: self, json: { status: 'active' } })).status).toBeGreaterThanOrEqual(401)
    expect(await reload(mine.id)).toMatchObject({ status: 'pending_review', rejectionReason: null })
    expect(await trailOf({ jobPosting: { equals: mine.id } })).toHaveLength(1)
  })

  it('the admin (control): sees every state, every application and resume, and the audit trail', async () => {
    const admin = people.admin
    const postings = await ok(await rest(payload, 'GET', `/job-postings?depth=0&sort=-createdAt&limit=200&${query({ where: { createdBy: { equals: owner.id } } })}`, { as: admin }))
    expect((postings.docs as JobPosting[]).map((d) => d.id).sort()).toEqual([...Object.values(jobs).map((j) => j.id), pending.id].sort())
    const apps = await ok(await rest(payload, 'GET', `/applications?depth=1&limit=200&${query({ where: { jobPosting: { equals: jobs.active.id } } })}`, { as: admin }))
    expect((apps.docs as Application[]).map((d) => d.id).sort()).toEqual([strangerApp.id, proApp.id].sort())
    const resumes = await ok(await rest(payload, 'GET', `/resumes?depth=0&limit=200&${query({ where: { id: { equals: strangerResume } } })}`, { as: admin }))
    expect(resumes.docs).toHaveLength(1)
    // The dashboard's tabs, read on the server as the admin, list them too.
    const tab = await applicationsTab(await viewerRequest(admin), { posting: String(jobs.active.id) })
    expect(tab.list.docs.map((d) => d.id).sort()).toEqual([strangerApp.id, proApp.id].sort())
    expect((await resumesTab(await viewerRequest(admin), { q: stranger.email })).list.docs.map((d) => d.id)).toContain(strangerResume)
    expect((await ok(await rest(payload, 'POST', `/resumes/${strangerResume}/download-link`, { as: admin }))).url).toBeTruthy()
    const trail = await ok(await rest(payload, 'GET', `/status-changes?depth=0&${query({ where: { jobPosting: { equals: pending.id } } })}`, { as: admin }))
    expect(trail.docs).toHaveLength(1)
  })

  it('the admin seeds the five samples: free, live at once, owned by the admin, counted on the dashboard', async () => {
    const admin = people.admin
    const before = await dashboardStats(payload)
    const activeBefore = (await payload.count({ collection: 'job-postings', where: { status: { equals: 'active' } }, overrideAccess: true })).totalDocs
    const json = await ok(await rest(payload, 'POST', '/job-postings/seed-samples', { as: admin, json: {} }))
    expect(json.count).toBe(5)
    const seeded = await payload.find({ collection: 'job-postings', where: { createdBy: { equals: admin.id } }, overrideAccess: true, depth: 0, pagination: false })
    expect(seeded.docs).toHaveLength(5)
    expect(seeded.docs.every((d) => d.status === 'active' && d.paid)).toBe(true)
    const after = await dashboardStats(payload)
    const activeAfter = (await payload.count({ collection: 'job-postings', where: { status: { equals: 'active' } }, overrideAccess: true })).totalDocs
    expect(activeAfter - activeBefore).toBe(5)
    expect(after.activeJobs - before.activeJobs).toBe(5)
    expect(after.feesCents).toBe(before.feesCents)
    // Each sample starts its own audit trail, by the admin.
    const rows = await trailOf({ jobPosting: { in: seeded.docs.map((d) => d.id) } })
    expect(steps(rows)).toEqual(seeded.docs.map(() => ({ from: null, to: 'active', changedBy: admin.id })))
    // Leave the shared database's job board as we found it.
    await payload.delete({ collection: 'job-postings', where: { id: { in: seeded.docs.map((d) => d.id) } }, overrideAccess: true })
  })

  it('the admin cannot approve an unpaid draft or a rejected posting, nor reject without a reason', async () => {
    const admin = people.admin
    for (const job of [jobs.draft, jobs.rejected, jobs.active]) {
      expect((await action(admin, job.id, 'approve')).status).toBe(409)
      expect((await reload(job.id)).status).toBe(job.status)
    }
    for (const reason of [undefined, '', '   ', 'x'.repeat(501)]) {
      expect((await action(admin, pending.id, 'reject', reason === undefined ? {} : { reason })).status).toBe(400)
    }
    expect(await reload(pending.id)).toMatchObject({ status: 'pending_review', paid: true })
    expect(await trailOf({ jobPosting: { in: [jobs.draft.id, jobs.rejected.id, jobs.active.id, pending.id] } })).toHaveLength(4)
  })

  // Records for three years (docs/lifecycle.md): the admin's Delete is Archive; nobody deletes a posting.
  it('the admin archives a posting (Job Management → Archive): closed and kept; a delete is refused even to the admin', async () => {
    const job = await jobIn('active', owner)
    expect((await rest(payload, 'DELETE', `/job-postings/${job.id}`, { as: people.admin })).status).toBe(403)
    const res = await rest(payload, 'POST', `/job-postings/${job.id}/archive`, { as: people.admin, json: {} })
    expect(res.status).toBe(200)
    expect(await reload(job.id)).toMatchObject({ status: 'closed', archivedAt: expect.any(String) })
  })

  it('the admin archives a posting somebody applied to: its applications are kept with it', async () => {
    const job = await jobIn('active', owner)
    const app = await applyTo(stranger, job, 'to-archive.pdf')
    const res = await rest(payload, 'POST', `/job-postings/${job.id}/archive`, { as: people.admin, json: {} })
    const json = await body(res)
    expect(res.status, JSON.stringify(json)).toBe(200)
    expect((await reload(job.id)).archivedAt).toBeTruthy()
    const left = await payload.find({ collection: 'applications', where: { id: { equals: app.id } }, overrideAccess: true, depth: 0 })
    expect(left.docs.map((doc) => doc.id)).toEqual([app.id])
  })

  it('the admin archives a posting somebody saved: it leaves their saved list', async () => {
    const job = await jobIn('active', owner)
    const saved = await payload.create({ collection: 'saved-jobs', data: { jobPosting: job.id } as never, ...as(stranger) })
    const res = await rest(payload, 'POST', `/job-postings/${job.id}/archive`, { as: people.admin, json: {} })
    const json = await body(res)
    expect(res.status, JSON.stringify(json)).toBe(200)
    // The save stays, but the posting no longer reads for its saver (the list leaves it out).
    const mine = await payload.findByID({ collection: 'saved-jobs', id: saved.id, depth: 1, ...as(stranger) })
    expect(typeof mine.jobPosting === 'object' ? mine.jobPosting?.id : 'not readable').toBe('not readable')
  })
})

describe('employer isolation', () => {
  let employerA: User
  let employerB: User
  let applicant: User
  let draft: JobPosting
  let inReview: JobPosting
  let active: JobPosting
  let expired: JobPosting
  let app: Application
  let resumeId: number

  beforeAll(async () => {
    employerA = await makeUser(payload, ['employer'], 'iso-a')
    employerB = await makeUser(payload, ['employer'], 'iso-b')
    applicant = await makeUser(payload, ['professional'], 'iso-applicant', { fullName: 'Priya Applicant' })
    draft = await postJob(employerA, unique('Iso draft'))
    inReview = await postJob(employerA, unique('Iso review'))
    await pay(inReview)
    active = await jobIn('active', employerA)
    expired = await jobIn('expired', employerA)
    app = await applyTo(applicant, active, 'iso.pdf')
    resumeId = idOf(app.resume) as number
  })

  it("B cannot read A's draft or posting in review, alone or in a list", async () => {
    for (const job of [draft, inReview]) {
      expect((await rest(payload, 'GET', `/job-postings/${job.id}`, { as: employerB })).status).toBe(404)
      await expect(payload.findByID({ collection: 'job-postings', id: job.id, ...as(employerB) })).rejects.toBeTruthy()
    }
    // B may not look A's postings up by A's id; in B's list A's public ones come back without their owner.
    expect((await rest(payload, 'GET', `/job-postings?depth=0&limit=200&${query({ where: { createdBy: { equals: employerA.id } } })}`, { as: employerB })).status).toBe(400)
    const ids = [draft.id, inReview.id, active.id, expired.id]
    const list = await ok(await rest(payload, 'GET', `/job-postings?depth=0&limit=100&${query({ where: { id: { in: ids } } })}`, { as: employerB }))
    expect((list.docs as JobPosting[]).map((d) => d.id).sort()).toEqual([active.id, expired.id].sort())
    expect((list.docs as JobPosting[]).map((d) => d.createdBy)).toEqual([undefined, undefined])
    // A sees all four of their own.
    const own = await ok(await rest(payload, 'GET', `/job-postings?depth=0&limit=200&${query({ where: { createdBy: { equals: employerA.id } } })}`, { as: employerA }))
    expect((own.docs as JobPosting[]).map((d) => d.id).sort()).toEqual([draft.id, inReview.id, active.id, expired.id].sort())
  })

  it("B cannot close, renew, check out or edit A's postings", async () => {
    const requests = stripeStub().requests.length
    expect((await action(employerB, active.id, 'close')).status).toBe(403)
    expect((await action(employerB, expired.id, 'renew')).status).toBe(403)
    expect((await action(employerB, draft.id, 'checkout')).status).toBe(404)
    expect((await action(employerB, draft.id, 'close')).status).toBe(404)
    expect((await action(employerB, active.id, 'checkout')).status).toBe(403)
    expect((await rest(payload, 'PATCH', `/job-postings/${draft.id}`, { as: employerB, json: { title: 'Hijacked' } })).status).toBeGreaterThanOrEqual(401)
    expect(stripeStub().requests.length).toBe(requests)
    expect(await reload(active.id)).toMatchObject({ status: 'active' })
    expect(await reload(expired.id)).toMatchObject({ status: 'expired' })
    expect(await reload(draft.id)).toMatchObject({ status: 'draft', title: draft.title, stripeCheckoutSessionId: null })
  })

  it("B cannot list or change applications to A's postings, nor learn who applied", async () => {
    const list = await ok(await rest(payload, 'GET', `/applications?depth=1&limit=200&${query({ where: { jobPosting: { equals: active.id } } })}`, { as: employerB }))
    expect(list.docs).toEqual([])
    const all = await ok(await rest(payload, 'GET', '/applications?depth=1&limit=200', { as: employerB }))
    expect(JSON.stringify(all)).not.toContain(applicant.email)
    expect(JSON.stringify(all)).not.toContain('Priya Applicant')
    const one = await rest(payload, 'GET', `/applications/${app.id}?depth=1`, { as: employerB })
    expect(one.status).toBe(404)
    expect(JSON.stringify(await body(one))).not.toContain(applicant.email)

    // Nor through the workspace (read on the server as B), even naming A's posting.
    const workspace = await loadWorkspace(await viewerRequest(employerB), { posting: String(active.id), q: applicant.email })
    expect(JSON.stringify(workspace)).not.toContain(applicant.email)
    expect(JSON.stringify(workspace)).not.toContain('Priya Applicant')

    const patch = await rest(payload, 'PATCH', `/applications/${app.id}`, { as: employerB, json: { status: 'rejected' } })
    expect(patch.status).toBeGreaterThanOrEqual(401)
    expect(JSON.stringify(await body(patch))).not.toContain(applicant.email)
    // Bulk update by query: nothing matched, nothing changed.
    const bulk = await rest(payload, 'PATCH', `/applications?${query({ where: { jobPosting: { equals: active.id } } })}`, { as: employerB, json: { status: 'rejected' } })
    expect(((await body(bulk)).docs ?? []) as unknown[]).toEqual([])
    expect((await reloadApp(app.id)).status).toBe('pending')
  })

  it("B cannot open A's applicants' resumes; A can", async () => {
    const link = await rest(payload, 'POST', `/resumes/${resumeId}/download-link`, { as: employerB })
    expect(link.status).toBe(404)
    expect((await rest(payload, 'GET', `/resumes/${resumeId}`, { as: employerB })).status).toBeGreaterThanOrEqual(401)
    const listB = await ok(await rest(payload, 'GET', '/resumes?depth=0&limit=200', { as: employerB }))
    expect((listB.docs as Resume[]).map((d) => d.id)).not.toContain(resumeId)

    const linkA = await ok(await rest(payload, 'POST', `/resumes/${resumeId}/download-link`, { as: employerA }))
    expect(linkA.url).toBeTruthy()
    const listA = await ok(await rest(payload, 'GET', '/resumes?depth=0&limit=200', { as: employerA }))
    expect((listA.docs as Resume[]).map((d) => d.id)).toContain(resumeId)
  })

  it("A sees their applicant's name and email; B never does", async () => {
    const list = await ok(await rest(payload, 'GET', `/applications?depth=1&limit=200&${query({ where: { jobPosting: { equals: active.id } } })}`, { as: employerA }))
    expect(list.docs).toHaveLength(1)
    expect(list.docs[0]).toMatchObject({ id: app.id, applicantName: 'Priya Applicant', applicantEmail: applicant.email })
    const local = await payload.findByID({ collection: 'applications', id: app.id, depth: 0, ...as(employerA) })
    expect(local).toMatchObject({ applicantName: 'Priya Applicant', applicantEmail: applicant.email })

    const workspace = await loadWorkspace(await viewerRequest(employerA), { posting: String(active.id) })
    expect(workspace?.applicants.docs).toEqual([expect.objectContaining({ id: app.id, applicantName: 'Priya Applicant', applicantEmail: applicant.email })])

    const theirs = await payload.find({ collection: 'applications', where: { jobPosting: { equals: active.id } }, depth: 0, ...as(employerB) })
    expect(theirs.docs).toEqual([])
    await expect(payload.findByID({ collection: 'applications', id: app.id, depth: 0, ...as(employerB) })).rejects.toBeTruthy()
  })

  it('A changes only the status: other fields are ignored and unknown statuses refused', async () => {
    const other = await jobIn('active', employerA)
    const res = await rest(payload, 'PATCH', `/applications/${app.id}`, {
      as: employerA,
      json: { status: 'reviewed', coverLetter: 'Rewritten by the employer', jobPosting: other.id, applicant: employerA.id, appliedAt: '2000-01-01T00:00:00.000Z' },
    })
    expect(res.status).toBe(200)
    const stored = await reloadApp(app.id)
    expect(stored.status).toBe('reviewed')
    expect(stored).toMatchObject({ jobPosting: active.id, applicant: applicant.id, coverLetter: 'I would love to join your team.', resume: resumeId })
    expect(stored.appliedAt).toBe(app.appliedAt)
    const bad = await rest(payload, 'PATCH', `/applications/${app.id}`, { as: employerA, json: { status: 'promoted' } })
    expect(bad.status).toBe(400)
    expect((await reloadApp(app.id)).status).toBe('reviewed')
  })

  it("A moves their applicant's application; the applicant can't", async () => {
    const mine = await rest(payload, 'PATCH', `/applications/${app.id}`, { as: applicant, json: { status: 'hired' } })
    expect(mine.status).toBeGreaterThanOrEqual(401)
    const res = await ok(await rest(payload, 'PATCH', `/applications/${app.id}`, { as: employerA, json: { status: 'interviewed' } }))
    expect(res.doc).toMatchObject({ status: 'interviewed' })
    expect((await reloadApp(app.id)).status).toBe('interviewed')
  })
})

describe('renewing an expired posting', () => {
  let owner: User
  let other: User
  let admin: User

  beforeAll(async () => {
    owner = await makeUser(payload, ['employer'], 'renew-owner')
    other = await makeUser(payload, ['employer'], 'renew-other')
    admin = await makeUser(payload, ['admin'], 'renew-admin')
  })

  /**
   * Draft → checkout → paid → approved → expired, through the real steps. Expiring archives a
   * posting; it stays in its workspace, renewable, for 30 days after (docs/lifecycle.md).
   */
  async function expiredPosting(title: string) {
    const job = await postJob(owner, title)
    await ok(await action(owner, job.id, 'checkout'))
    await pay(job)
    await ok(await action(admin, job.id, 'approve'))
    await withTransaction(payload, (req) => transition(payload, job.id, 'expire', 'schedule', {}, req))
    expect((await reload(job.id)).status).toBe('expired')
    return job
  }

  it('the owner renews: an unpaid draft again, checked out anew; a second renew is a conflict', async () => {
    const job = await expiredPosting(unique('Renew me'))
    const firstSession = (await reload(job.id)).stripeCheckoutSessionId
    expect(checkoutRequestsFor(job.id)).toHaveLength(1)

    const renewed = await ok(await action(owner, job.id, 'renew'))
    expect(renewed.doc).toMatchObject({ status: 'draft', paid: false })
    expect(await reload(job.id)).toMatchObject({
      status: 'draft',
      paid: false,
      stripeCheckoutSessionId: null,
      checkoutAmountCents: null,
      checkoutCurrency: null,
      stripePaymentIntentId: null,
    })

    // Checkout works again: a new session is requested from Stripe (not the old one replayed).
    const { checkoutUrl } = await ok(await action(owner, job.id, 'checkout'))
    expect(checkoutUrl).toContain('/checkout/cs_test_')
    const requests = checkoutRequestsFor(job.id)
    expect(requests).toHaveLength(2)
    expect(requests[1].idempotencyKey).not.toBe(requests[0].idempotencyKey)
    const secondSession = (await reload(job.id)).stripeCheckoutSessionId
    expect(secondSession).toMatch(/^cs_test_/)
    expect(secondSession).not.toBe(firstSession)

    const again = await action(owner, job.id, 'renew')
    expect(again.status).toBe(409)
    expect((await body(again)).error).toBe(en('jobs.notExpired'))
    expect(await reload(job.id)).toMatchObject({ status: 'draft', paid: false })

    // And the renewed draft goes through payment and review like a new one.
    await pay(job)
    expect(await reload(job.id)).toMatchObject({ status: 'pending_review', paid: true })
  })

  it('30 days after it expired, a posting owing nobody a decision has left the workspace: renew answers 404 and changes nothing', async () => {
    const job = await expiredPosting(unique('Archived away'))
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString()
    await execute(payload, sql`UPDATE job_postings SET archived_at = ${daysAgo(29)} WHERE id = ${job.id}`)
    expect((await rest(payload, 'GET', `/job-postings/${job.id}`, { as: owner })).status).toBe(200)
    await execute(payload, sql`UPDATE job_postings SET archived_at = ${daysAgo(31)} WHERE id = ${job.id}`)
    expect((await rest(payload, 'GET', `/job-postings/${job.id}`, { as: owner })).status).toBe(404)
    expect((await action(owner, job.id, 'renew')).status).toBe(404)
    expect(await reload(job.id)).toMatchObject({ status: 'expired', paid: true, archivedAt: expect.any(String) })
  })

  it('a non-owner cannot renew (archived: not even found), nor can an anonymous caller (401)', async () => {
    const job = await expiredPosting(unique('Not yours'))
    expect((await action(other, job.id, 'renew')).status).toBe(404)
    expect((await action(null, job.id, 'renew')).status).toBe(401)
    expect(await reload(job.id)).toMatchObject({ status: 'expired', paid: true })
  })

  it('renewing an active posting is a conflict', async () => {
    const job = await postJob(owner, unique('Still live'))
    await pay(job)
    await ok(await action(admin, job.id, 'approve'))
    const res = await action(owner, job.id, 'renew')
    expect(res.status).toBe(409)
    expect(await reload(job.id)).toMatchObject({ status: 'active', paid: true })
  })
})

describe('audit trail', () => {
  let owner: User
  let admin: User
  let job: JobPosting

  beforeAll(async () => {
    owner = await makeUser(payload, ['employer'], 'audit-owner')
    admin = await makeUser(payload, ['admin'], 'audit-admin')
    job = await postJob(owner, unique('Audited'))
    await pay(job)
    await ok(await action(admin, job.id, 'approve'))
    await ok(await action(owner, job.id, 'close'))
  })

  it("a posting's rows are exactly created → paid → approved → closed, with who did each", async () => {
    expect((await reload(job.id)).status).toBe('closed')
    expect(steps(await trailOf({ jobPosting: { equals: job.id } }))).toEqual([
      { from: null, to: 'draft', changedBy: owner.id },
      { from: 'draft', to: 'pending_review', changedBy: null },
      { from: 'pending_review', to: 'active', changedBy: admin.id },
      { from: 'active', to: 'closed', changedBy: owner.id },
    ])
  })

  it('refused actions leave no row', async () => {
    // Closed, so archived: out of its owner's reach (404); the admin still finds it (409).
    expect((await action(owner, job.id, 'close')).status).toBe(404)
    expect((await action(admin, job.id, 'close')).status).toBe(409)
    expect((await action(admin, job.id, 'approve')).status).toBe(409)
    expect(await trailOf({ jobPosting: { equals: job.id } })).toHaveLength(4)
  })

  it('the history join is returned to admins, newest first, and to nobody else', async () => {
    const res = await ok(await rest(payload, 'GET', `/job-postings/${job.id}?depth=1`, { as: admin }))
    const history = res.doc?.history ?? res.history
    const rows = (history.docs as StatusChange[]).map((r) => [r.from ?? null, r.to])
    expect(rows).toEqual([
      ['active', 'closed'],
      ['pending_review', 'active'],
      ['draft', 'pending_review'],
      [null, 'draft'],
    ])
    const local = await payload.findByID({ collection: 'job-postings', id: job.id, depth: 0, joins: { history: { limit: 10 } }, ...as(admin) })
    expect(local.history?.docs).toHaveLength(4)

    // Closed, so archived: the owner and the public no longer read the posting at all, history included.
    for (const viewer of [owner, null]) {
      const seen = await rest(payload, 'GET', `/job-postings/${job.id}?depth=1&${query({ joins: { history: { limit: 10 } } })}`, { as: viewer })
      expect(seen.status).toBe(404)
      expect(JSON.stringify(await seen.json())).not.toContain('pending_review')
      await expect(payload.findByID({ collection: 'job-postings', id: job.id, depth: 1, joins: { history: { limit: 10 } }, ...as(viewer) })).rejects.toBeTruthy()
    }
    // A live posting's history is still the admin's alone.
    const live = await postJob(owner, unique('Audited live'))
    for (const viewer of [owner, null]) {
      const direct = await payload.findByID({ collection: 'job-postings', id: live.id, depth: 1, joins: { history: { limit: 10 } }, ...as(viewer) }).catch(() => null)
      expect(direct?.history?.docs ?? []).toEqual([])
    }
  })

  it('nobody can write the trail over the API, not even an admin', async () => {
    const [row] = await trailOf({ jobPosting: { equals: job.id } })
    const before = await trailOf({})
    for (const user of [null, owner, admin]) {
      const created = await rest(payload, 'POST', '/status-changes', { as: user, json: { jobPosting: job.id, from: 'closed', to: 'active' } })
      expect(created.status).toBeGreaterThanOrEqual(401)
      const patched = await rest(payload, 'PATCH', `/status-changes/${row.id}`, { as: user, json: { to: 'rejected', changedBy: null } })
      expect(patched.status).toBeGreaterThanOrEqual(401)
      const bulk = await rest(payload, 'PATCH', `/status-changes?${query({ where: { jobPosting: { equals: job.id } } })}`, { as: user, json: { to: 'x' } })
      expect(bulk.status).toBeGreaterThanOrEqual(401)
      const deleted = await rest(payload, 'DELETE', `/status-changes/${row.id}`, { as: user })
      expect(deleted.status).toBeGreaterThanOrEqual(401)
      const bulkDelete = await rest(payload, 'DELETE', `/status-changes?${query({ where: { jobPosting: { equals: job.id } } })}`, { as: user })
      expect(bulkDelete.status).toBeGreaterThanOrEqual(401)
    }
    expect(await trailOf({})).toEqual(before)
  })

  it("an application's status changes are recorded with the employer who made them", async () => {
    const employer = await makeUser(payload, ['employer'], 'audit-app-owner')
    const pro = await makeUser(payload, ['professional'], 'audit-app-pro')
    const posting = await jobIn('active', employer)
    const application = await applyTo(pro, posting, 'audit.pdf')
    await ok(await rest(payload, 'PATCH', `/applications/${application.id}`, { as: employer, json: { status: 'reviewed' } }))
    await ok(await rest(payload, 'PATCH', `/applications/${application.id}`, { as: employer, json: { status: 'hired' } }))
    // A creation row (null → pending), if the trail records one, comes first; the changes follow exactly.
    const rows = steps(await trailOf({ application: { equals: application.id } })).filter((r) => r.from !== null)
    expect(rows).toEqual([
      { from: 'pending', to: 'reviewed', changedBy: employer.id },
      { from: 'reviewed', to: 'hired', changedBy: employer.id },
    ])
  })
})

describe('status emails and company reveal', () => {
  it('the applicant is emailed on each change, and reads the confidential company once reviewed', async () => {
    const employer = await makeUser(payload, ['employer'], 'reveal-owner')
    const admin = await makeUser(payload, ['admin'], 'reveal-admin')
    const pro = await makeUser(payload, ['professional'], 'reveal-pro')
    const bystander = await makeUser(payload, ['professional'], 'reveal-bystander')
    const title = unique('Confidential role')
    const job = await postJob(employer, title, { confidential: true, company: 'Hidden Harbour Pharmacy' })
    await pay(job)
    await ok(await action(admin, job.id, 'approve'))

    const companyFor = async (user: User) => {
      const rest1 = await ok(await rest(payload, 'GET', `/job-postings/${job.id}?depth=0`, { as: user }))
      const local = await payload.findByID({ collection: 'job-postings', id: job.id, depth: 0, ...as(user) })
      expect(local.company).toBe(rest1.company)
      return rest1.company as string | undefined
    }

    const application = await applyTo(pro, job, 'reveal.pdf')
    expect(await companyFor(pro)).toBeUndefined()

    await ok(await rest(payload, 'PATCH', `/applications/${application.id}`, { as: employer, json: { status: 'reviewed' } }))
    await waitForMail(
      () => mail().messages,
      (m) => m.to.includes(pro.email.toLowerCase()) && m.subject === en('applications.statusSubject', { title }) && m.text.includes('Reviewed'),
    )
    expect(await companyFor(pro)).toBe('Hidden Harbour Pharmacy')
    // The application as the applicant reads it (depth 1) names the company too; nobody else gains it.
    const mine = await ok(await rest(payload, 'GET', `/applications/${application.id}?depth=1`, { as: pro }))
    expect(mine.jobPosting?.company).toBe('Hidden Harbour Pharmacy')
    expect(await companyFor(bystander)).toBeUndefined()
    const anon = await ok(await rest(payload, 'GET', `/job-postings/${job.id}?depth=0`))
    expect(anon.company).toBeUndefined()

    await ok(await rest(payload, 'PATCH', `/applications/${application.id}`, { as: employer, json: { status: 'hired' } }))
    // A decision is told with the 45-day answer's own notice (decisions.int.spec.ts).
    await waitForMail(
      () => mail().messages,
      (m) => m.to.includes(pro.email.toLowerCase()) && m.subject === en('decisions.applicantSubject', { title }) && m.text.includes(en('decisions.hiredBody', { title })),
    )
    // One email per change: every queued email delivered, then counted.
    const toPro = await deliveredTo(payload, pro.email)
    expect(toPro.filter((m) => m.subject === en('applications.statusSubject', { title }))).toHaveLength(1)
    expect(toPro.filter((m) => m.subject === en('decisions.applicantSubject', { title }))).toHaveLength(1)
  })

  it('setting the same status again sends nothing', async () => {
    const employer = await makeUser(payload, ['employer'], 'same-owner')
    const pro = await makeUser(payload, ['professional'], 'same-pro')
    const job = await jobIn('active', employer)
    const application = await applyTo(pro, job, 'same.pdf')
    await ok(await rest(payload, 'PATCH', `/applications/${application.id}`, { as: employer, json: { status: 'pending' } }))
    expect((await deliveredTo(payload, pro.email)).filter((m) => m.subject === en('applications.statusSubject', { title: job.title }))).toHaveLength(0)
  })

  it('a change asked with `select` leaving the status out is still emailed and kept in the audit trail', async () => {
    const employer = await makeUser(payload, ['employer'], 'select-owner')
    const pro = await makeUser(payload, ['professional'], 'select-pro')
    const job = await jobIn('active', employer)
    const application = await applyTo(pro, job, 'select.pdf')
    const res = await ok(await rest(payload, 'PATCH', `/applications/${application.id}?depth=0&select[id]=true`, { as: employer, json: { status: 'reviewed' } }))
    expect(res.doc.id).toBe(application.id)
    expect(steps(await trailOf({ application: { equals: application.id } })).map((step) => step.to)).toEqual(['pending', 'reviewed'])
    const decided = await rest(payload, 'PATCH', `/applications/${application.id}?select[rating]=true`, { as: employer, json: { status: 'rejected' } })
    expect(decided.status).toBe(200)
    await waitForMail(
      () => mail().messages,
      (m) => m.to.includes(pro.email.toLowerCase()) && m.subject === en('decisions.applicantSubject', { title: job.title }),
    )
    const toPro = await deliveredTo(payload, pro.email)
    expect(toPro.filter((m) => m.subject === en('applications.statusSubject', { title: job.title }))).toHaveLength(1)
    expect(steps(await trailOf({ application: { equals: application.id } })).map((step) => step.to)).toEqual(['pending', 'reviewed', 'rejected'])
  })
})
