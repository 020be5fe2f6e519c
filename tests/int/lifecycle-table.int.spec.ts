import { readFileSync } from 'node:fs'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { APPLICATION_STATUSES, type ApplicationStatus } from '@/domain/applications/options'
import { APPLICATION_RULES, type ApplicationAction, applicationActions, applicationRule } from '@/domain/applications/transitions'
import { transition, type Performer } from '@/domain/jobs/lifecycle'
import { HttpError } from '@/lib/http'
import { JOB_STATUSES, type JobStatus } from '@/domain/jobs/options'
import { POSTING_RULES, type PostingAction, availableActions } from '@/domain/jobs/transitions'
import { withTransaction } from '@/lib/payload/transaction'
import type { Application, JobPosting, User } from '@/payload-types'

import { getPayload, makeUser } from '../support/payload'
import { rest } from '../support/rest'

/*
 * The lifecycle tables (docs/lifecycle.md): what the screens offer to each kind of person in each
 * state, written out by hand below, and the server doing exactly that and nothing more. Server
 * checks run in transactions that are always rolled back, so one posting per state serves every case.
 */

let payload: Payload

type Role = 'anonymous' | 'professional' | 'editor' | 'owner' | 'otherEmployer' | 'admin' | 'adminOwner'
const ROLES: Role[] = ['anonymous', 'professional', 'editor', 'owner', 'otherEmployer', 'admin', 'adminOwner']
const none: Record<JobStatus, PostingAction[]> = { draft: [], pending_review: [], active: [], rejected: [], expired: [], closed: [] }

/** What each person is offered on a posting in each state ("owner": the employer who posted it). */
const OFFERED: Record<Role, Record<JobStatus, PostingAction[]>> = {
  anonymous: none,
  professional: none,
  editor: none,
  owner: { ...none, draft: ['pay', 'payWithCredit'], active: ['close'], expired: ['renew'] },
  otherEmployer: none,
  admin: { ...none, pending_review: ['approve', 'reject'], active: ['close'] },
  // An admin's own posting (admins post too): moderation as an admin, pay and renew as its owner.
  adminOwner: { ...none, draft: ['pay', 'payWithCredit'], pending_review: ['approve', 'reject'], active: ['close'], expired: ['renew'] },
}

const users = {} as Record<Exclude<Role, 'anonymous'>, User>
const userOf = (role: Role) => (role === 'anonymous' ? null : users[role])
/** Postings by state: owned by the employer "owner", and by the admin "adminOwner". */
const postings = { owner: {} as Record<JobStatus, JobPosting>, adminOwner: {} as Record<JobStatus, JobPosting> }
const postingFor = (role: Role, status: JobStatus) => postings[role === 'adminOwner' ? 'adminOwner' : 'owner'][status]

const stored = (id: number) => payload.findByID({ collection: 'job-postings', id, overrideAccess: true, depth: 0 })

/** A posting left in `status` as the lifecycle would leave it (server-written fields, so access skipped on purpose). */
const postingIn = (status: JobStatus, owner: User) =>
  payload.create({
    collection: 'job-postings',
    overrideAccess: true,
    depth: 0,
    data: {
      title: `Table ${status} ${Date.now().toString(36)}`,
      company: 'Harbour Pharmacy',
      location: 'Halifax, NS',
      contactEmail: 'hiring@harbour.example',
      description: 'Dispensary.',
      requirements: 'NSCP licence.',
      positionType: 'pharmacist-full-time',
      employmentType: 'full-time',
      payMin: 60,
      payMax: 75,
      payUnit: 'hour',
      status,
      paid: status !== 'draft',
      createdBy: owner.id,
    } as never,
  }) as Promise<JobPosting>

class Rollback extends Error {
  constructor(readonly moved: boolean) {
    super('rolled back on purpose')
  }
}

/** What the server does when `by` asks for `action` on posting `id`, undone afterwards. */
async function postingOutcome(id: number, action: PostingAction, by: Performer): Promise<'moved' | 'refused' | 'conflict'> {
  try {
    await withTransaction(
      payload,
      async (req) => {
        const job = await transition(payload, id, action, by, { reason: 'Not a fit for the site' }, req)
        throw new Rollback(Boolean(job))
      },
      { user: typeof by === 'object' ? by : undefined },
    )
  } catch (error) {
    if (error instanceof Rollback) return error.moved ? 'moved' : 'conflict'
    if (error instanceof HttpError && error.status === 403) return 'refused'
    throw error
  }
  throw new Error('the transaction was not rolled back')
}

beforeAll(async () => {
  payload = await getPayload()
  users.professional = await makeUser(payload, ['professional'], 'table-pro')
  users.editor = await makeUser(payload, ['editor'], 'table-editor')
  users.owner = await makeUser(payload, ['employer'], 'table-owner')
  users.otherEmployer = await makeUser(payload, ['employer'], 'table-other')
  users.admin = await makeUser(payload, ['admin'], 'table-admin')
  users.adminOwner = await makeUser(payload, ['admin'], 'table-admin-owner')
  for (const status of JOB_STATUSES) {
    postings.owner[status] = await postingIn(status, users.owner)
    postings.adminOwner[status] = await postingIn(status, users.adminOwner)
  }
  // The employers as the screens know them: with the company their first posting made ("owner") or
  // one of their own ("otherEmployer"), whose members manage its postings.
  await payload.create({ collection: 'facilities', data: { name: 'Other Table Pharmacy', type: 'pharmacy' }, user: users.otherEmployer, overrideAccess: false })
  for (const role of ['owner', 'otherEmployer'] as const) users[role] = await payload.findByID({ collection: 'users', id: users[role].id, depth: 0, overrideAccess: true })
})

describe('posting table: what each person is offered in each state', () => {
  for (const role of ROLES) {
    it(`${role}: ${JOB_STATUSES.map((s) => `${s} → [${OFFERED[role][s].join(', ')}]`).join('; ')}`, () => {
      for (const status of JOB_STATUSES) {
        expect(availableActions(postingFor(role, status), userOf(role)), `${role} on ${status}`).toEqual(OFFERED[role][status])
      }
    })
  }

  it('a posting with no company on record offers its moves to admins only', () => {
    expect(availableActions({ status: 'expired', facility: null }, users.owner)).toEqual([])
    expect(availableActions({ status: 'active', facility: null }, users.admin)).toEqual(['close'])
  })
})

describe('posting table: the server moves exactly what the screens offer', () => {
  const REQUESTED = ['approve', 'reject', 'close', 'renew'] as const

  for (const role of ROLES.filter((r) => r !== 'anonymous')) {
    it(`${role}: each requested move in each state is made, refused (403) or a conflict (409) as the table says`, async () => {
      for (const status of JOB_STATUSES) {
        const job = postingFor(role, status)
        for (const action of REQUESTED) {
          const offered = OFFERED[role][status].includes(action)
          const everOffered = JOB_STATUSES.some((s) => OFFERED[role][s].includes(action))
          const expected = offered ? 'moved' : everOffered ? 'conflict' : 'refused'
          expect(await postingOutcome(job.id, action, userOf(role)!), `${role} ${action} on ${status}`).toBe(expected)
        }
        expect((await stored(job.id)).status).toBe(status)
      }
    })
  }

  it('anonymous callers are asked to sign in (401) for every move, and nothing changes', async () => {
    for (const status of JOB_STATUSES) {
      const job = postings.owner[status]
      for (const action of [...REQUESTED, 'checkout']) {
        const res = await rest(payload, 'POST', `/job-postings/${job.id}/${action}`, { json: { reason: 'x' } })
        expect(res.status, `${action} on ${status}`).toBe(401)
      }
      expect((await stored(job.id)).status).toBe(status)
    }
  })

  it('payment: only its owner may start a checkout, only for a draft; only Stripe moves it on', async () => {
    for (const role of ROLES.filter((r) => r !== 'anonymous')) {
      for (const status of JOB_STATUSES) {
        const job = postingFor(role, status)
        const res = await rest(payload, 'POST', `/job-postings/${job.id}/checkout`, { as: userOf(role) })
        if (OFFERED[role][status].includes('pay')) expect(res.status, `${role} pay on ${status}`).toBe(200)
        else expect([403, 404, 409], `${role} pay on ${status}`).toContain(res.status)
        // Even the owner cannot mark it paid: the move is Stripe's.
        expect(await postingOutcome(job.id, 'pay', userOf(role)!)).toBe('refused')
      }
    }
    expect(await postingOutcome(postings.owner.draft.id, 'pay', 'stripe')).toBe('moved')
    expect(await postingOutcome(postings.owner.pending_review.id, 'pay', 'stripe')).toBe('conflict')
    expect(await postingOutcome(postings.owner.draft.id, 'pay', 'schedule')).toBe('refused')
  })

  it('expiry: only the schedule expires a posting, and only an active one', async () => {
    expect(await postingOutcome(postings.owner.active.id, 'expire', 'schedule')).toBe('moved')
    expect(await postingOutcome(postings.owner.closed.id, 'expire', 'schedule')).toBe('conflict')
    expect(await postingOutcome(postings.owner.active.id, 'expire', 'stripe')).toBe('refused')
    expect(await postingOutcome(postings.owner.active.id, 'expire', users.admin)).toBe('refused')
  })

  it('nobody writes a status directly, not even an admin (REST or Local API): the write is dropped', async () => {
    const job = await postingIn('pending_review', users.owner)
    for (const user of [users.admin, users.owner]) {
      const res = await rest(payload, 'PATCH', `/job-postings/${job.id}`, { as: user, json: { status: 'active', paid: false } })
      expect(res.status).toBeLessThan(500)
      await payload.update({ collection: 'job-postings', id: job.id, data: { status: 'closed' } as never, user, overrideAccess: false }).catch(() => null)
      expect(await stored(job.id)).toMatchObject({ status: 'pending_review', paid: true })
    }
  })

  it('nobody creates through a move: new postings start as the table says (employer → draft, admin → active)', async () => {
    expect(await postingOutcome(postings.owner.draft.id, 'post', users.owner)).toBe('refused')
    const base = { title: 'Table new', company: 'Harbour', location: 'Halifax, NS', contactEmail: 'a@harbour.example', description: 'd', requirements: 'r', positionType: 'physician', employmentType: 'full-time', payMin: 150, payMax: 190, payUnit: 'hour' }
    const byEmployer = await rest(payload, 'POST', '/job-postings', { as: users.owner, json: { ...base, status: 'active', paid: true } })
    expect((await byEmployer.json()).doc).toMatchObject({ status: 'draft', paid: false })
    const byAdmin = await rest(payload, 'POST', '/job-postings', { as: users.admin, json: { ...base, status: 'draft' } })
    const adminDoc = (await byAdmin.json()).doc
    expect(adminDoc).toMatchObject({ status: 'active', paid: true })
    expect(adminDoc.validThrough).toBeTruthy()
  })
})

type AppRole = 'anonymous' | 'applicant' | 'otherProfessional' | 'editor' | 'postingOwner' | 'otherEmployer' | 'admin'
const APP_ROLES: AppRole[] = ['anonymous', 'applicant', 'otherProfessional', 'editor', 'postingOwner', 'otherEmployer', 'admin']
const REVIEW_MOVES: Record<ApplicationStatus, ApplicationAction[]> = {
  pending: ['review', 'interview', 'hire', 'reject'],
  reviewed: ['interview', 'hire', 'reject', 'reopen'],
  interviewed: ['review', 'hire', 'reject', 'reopen'],
  hired: ['review', 'interview', 'reject', 'reopen'],
  rejected: ['review', 'interview', 'hire', 'reopen'],
}
const nothing: Record<ApplicationStatus, ApplicationAction[]> = { pending: [], reviewed: [], interviewed: [], hired: [], rejected: [] }

/** What each person may do with an application in each status. */
const APP_OFFERED: Record<AppRole, Record<ApplicationStatus, ApplicationAction[]>> = {
  anonymous: nothing,
  applicant: { ...nothing, pending: ['withdraw'] },
  otherProfessional: nothing,
  editor: nothing,
  postingOwner: REVIEW_MOVES,
  otherEmployer: nothing,
  admin: REVIEW_MOVES,
}

describe('application table', () => {
  const people = {} as Record<Exclude<AppRole, 'anonymous'>, User>
  const applications = {} as Record<ApplicationStatus, Application>
  const personOf = (role: AppRole) => (role === 'anonymous' ? null : people[role])
  let posting: JobPosting

  beforeAll(async () => {
    people.applicant = await makeUser(payload, ['professional'], 'table-applicant')
    people.otherProfessional = await makeUser(payload, ['professional'], 'table-other-pro')
    people.editor = users.editor
    people.postingOwner = users.owner
    people.otherEmployer = users.otherEmployer
    people.admin = users.admin
    posting = postings.owner.active
    for (const status of APPLICATION_STATUSES) {
      // One application per posting and person: each status gets its own active posting.
      const job = status === 'pending' ? posting : await postingIn('active', users.owner)
      // Created and moved as the apply flow and a reviewer would leave it (access skipped on purpose).
      const created = await payload.create({ collection: 'applications', data: { jobPosting: job.id, status: 'pending' }, user: people.applicant, overrideAccess: true, depth: 0 })
      applications[status] = await payload.update({ collection: 'applications', id: created.id, data: { status }, overrideAccess: true, depth: 0 })
    }
  })

  // Every application here is to one of the employer "owner"'s company's postings.
  const postingOf = () => ({ facility: posting.facility })

  for (const role of APP_ROLES) {
    it(`${role}: ${APPLICATION_STATUSES.map((s) => `${s} → [${APP_OFFERED[role][s].join(', ')}]`).join('; ')}`, () => {
      for (const status of APPLICATION_STATUSES) {
        const application = applications[status]
        expect(applicationActions(application, personOf(role), postingOf()), `${role} on ${status}`).toEqual(APP_OFFERED[role][status])
      }
    })
  }

  it('without the posting at hand (an applicant\'s own list), the owner counts as no one special', () => {
    expect(applicationActions(applications.pending, users.owner, null)).toEqual([])
    expect(applicationActions(applications.pending, people.applicant, null)).toEqual(['withdraw'])
  })

  /** What the server does with the move, undone afterwards: moved, refused (an error) or no change. */
  async function applicationOutcome(application: Application, action: ApplicationAction, user: User | null) {
    try {
      await withTransaction(
        payload,
        async (req) => {
          const to = applicationRule(action).to
          const options = { collection: 'applications', id: application.id, user: user ?? undefined, overrideAccess: false, depth: 0, req } as const
          if (to === null) await payload.delete(options)
          else {
            const doc = await payload.update({ ...options, data: { status: to } })
            throw new Rollback(doc.status !== application.status)
          }
          throw new Rollback(true)
        },
        { user },
      )
    } catch (error) {
      if (error instanceof Rollback) return error.moved ? 'moved' : 'unchanged'
      return 'refused'
    }
    throw new Error('the transaction was not rolled back')
  }

  for (const role of APP_ROLES) {
    it(`${role}: the server makes exactly the offered moves`, async () => {
      for (const status of APPLICATION_STATUSES) {
        const application = applications[status]
        for (const action of ['review', 'interview', 'hire', 'reject', 'reopen', 'withdraw'] as const) {
          // Admins delete any application (as they delete postings); that removal is outside the table.
          if (role === 'admin' && action === 'withdraw') continue
          // A reviewer setting the status it already has is no move: accepted, nothing changes.
          const same = (role === 'postingOwner' || role === 'admin') && applicationRule(action).to === status
          const expected = APP_OFFERED[role][status].includes(action) ? 'moved' : same ? 'unchanged' : 'refused'
          expect(await applicationOutcome(application, action, personOf(role)), `${role} ${action} on ${status}`).toBe(expected)
        }
        const after = await payload.findByID({ collection: 'applications', id: application.id, overrideAccess: true, depth: 0 })
        expect(after.status).toBe(status)
      }
    })
  }
})

describe('docs/lifecycle.md', () => {
  const doc = readFileSync('docs/lifecycle.md', 'utf8')
  const code = (value: string) => `\`${value}\``

  it('renders every row of the posting table as the code has it', () => {
    for (const rule of POSTING_RULES) {
      const from = rule.from ? rule.from.map(code).join(', ') : '(new)'
      expect(doc).toContain(`| ${code(rule.action)} | ${from} | ${code(rule.to)} |`)
    }
  })

  it('renders every row of the application table as the code has it', () => {
    for (const rule of APPLICATION_RULES) {
      const from = rule.from.length === APPLICATION_STATUSES.length - 1 && rule.to && !rule.from.includes(rule.to) ? 'any other status' : rule.from.map(code).join(', ')
      expect(doc).toContain(`| ${code(rule.action)} | ${from} | ${rule.to ? code(rule.to) : '(removed)'} |`)
    }
  })
})
