import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { expireDuePostings } from '@/domain/jobs/lifecycle'
import { publicStatus } from '@/domain/jobs/publicStatus'
import { searchJobs } from '@/domain/jobs/searchJobs'
import { jobQuery } from '@/domain/jobs/query'
import { RETENTION_DEFAULTS } from '@/domain/privacy/retention'
import { applyRetention } from '@/domain/privacy/retentionTask'
import { execute, sql } from '@/lib/payload/sql'
import type { JobPosting, User } from '@/payload-types'

import { english } from '../support/copy'
import { applyWithFile, makePosting, storedPosting, unique } from '../support/factories'
import { from, newNetwork } from '../support/network'
import { as, getPayload, makeUser } from '../support/payload'
import { rest } from '../support/rest'

/*
 * Records for three years (docs/privacy.md): a posting that comes down (closed, expired, or
 * "deleted" by an admin) is archived, never removed: out of every public and employer list, still
 * in the admin's records, with its applications; the retention task removes it after the period.
 */

const DAY = 24 * 60 * 60 * 1000
const d = english('decisions')

let payload: Payload
let admin: User
let employer: User
let professional: User

beforeAll(async () => {
  payload = await getPayload()
  admin = await makeUser(payload, ['admin'], 'archive-admin')
  employer = await makeUser(payload, ['employer'], 'archive-employer')
  professional = await makeUser(payload, ['professional'], 'archive-pro')
})

const exists = async (id: number) => (await execute(payload, sql`SELECT id FROM job_postings WHERE id = ${id}`)).length === 1
const applicationsOf = async (id: number) => (await execute(payload, sql`SELECT id FROM applications WHERE job_posting_id = ${id}`)).map((r) => Number(r.id))

/** An active posting of the employer's with one application from a new applicant. */
async function liveWithApplicant() {
  const job = await makePosting(payload, employer, { title: unique('Archive Nurse') })
  const applicant = await makeUser(payload, ['professional'], 'archive-applicant')
  const application = await applyWithFile(payload, applicant, job.id, { headers: from(newNetwork()) })
  return { job, applicant, application }
}

/** Whether `user` finds the posting: by id and in a list, over REST and through the Local API with access on. */
async function sees(user: User | null, id: number): Promise<boolean[]> {
  const byId = await payload.findByID({ collection: 'job-postings', id, ...as(user) }).then(() => true, () => false)
  const listed = (await payload.find({ collection: 'job-postings', where: { id: { equals: id } }, ...as(user) })).docs.length === 1
  const restById = (await rest(payload, 'GET', `/job-postings/${id}`, { as: user })).status === 200
  const restList = ((await (await rest(payload, 'GET', `/job-postings?where[id][equals]=${id}`, { as: user })).json()) as { docs: unknown[] }).docs.length === 1
  return [byId, listed, restById, restList]
}

describe('nobody deletes a posting', { timeout: 120_000 }, () => {
  it('REST by id, REST bulk and the Local API are refused for the public, the employer and admins; the rows stay', async () => {
    const { job, application } = await liveWithApplicant()
    for (const user of [null, employer, admin]) {
      expect([401, 403, 404]).toContain((await rest(payload, 'DELETE', `/job-postings/${job.id}`, { as: user })).status)
      const bulk = await rest(payload, 'DELETE', `/job-postings?where[id][equals]=${job.id}`, { as: user })
      expect(bulk.status).toBeGreaterThanOrEqual(400)
      await expect(payload.delete({ collection: 'job-postings', id: job.id, ...as(user) })).rejects.toBeTruthy()
      const local = await payload.delete({ collection: 'job-postings', where: { id: { equals: job.id } }, ...as(user) }).catch(() => ({ docs: [] }))
      expect(local.docs).toHaveLength(0)
    }
    expect(await exists(job.id)).toBe(true)
    expect(await applicationsOf(job.id)).toEqual([application.id])
  })
})

describe('an admin archives instead', { timeout: 120_000 }, () => {
  it('a live posting is closed and archived, kept with its applications; only admins may; twice is 409', async () => {
    const { job, applicant, application } = await liveWithApplicant()
    expect((await rest(payload, 'POST', `/job-postings/${job.id}/archive`, { json: {} })).status).toBe(401)
    for (const user of [employer, professional]) {
      expect((await rest(payload, 'POST', `/job-postings/${job.id}/archive`, { as: user, json: {} })).status).toBe(403)
    }
    expect((await storedPosting(payload, job.id)).archivedAt ?? null).toBeNull()

    const res = await rest(payload, 'POST', `/job-postings/${job.id}/archive`, { as: admin, json: {} })
    expect(res.status).toBe(200)
    const kept = await storedPosting(payload, job.id)
    expect(kept.status).toBe('closed')
    expect(kept.archivedAt).toBeTruthy()
    expect(await applicationsOf(job.id)).toEqual([application.id])
    const again = await rest(payload, 'POST', `/job-postings/${job.id}/archive`, { as: admin, json: {} })
    expect(again.status).toBe(409)
    expect(JSON.stringify(await again.json())).toContain(d('alreadyArchived'))

    // Out of the public's and the employer's sight, everywhere; the admin still reads it.
    expect(await sees(null, job.id)).toEqual([false, false, false, false])
    expect(await sees(professional, job.id)).toEqual([false, false, false, false])
    expect(await sees(employer, job.id)).toEqual([false, false, false, false])
    expect(await sees(admin, job.id)).toEqual([true, true, true, true])
    const company = (await storedPosting(payload, job.id)).facility
    const workspace = await rest(payload, 'GET', `/job-postings?depth=0&limit=200&where[facility][equals]=${typeof company === 'object' ? company?.id : company}`, { as: employer })
    expect(((await workspace.json()) as { docs: JobPosting[] }).docs.map((doc) => doc.id)).not.toContain(job.id)
    // Find Work never lists it; its page answers as an ended posting.
    const found = await searchJobs(payload, jobQuery({ q: job.title, chips: [], page: 1 }), null, 'en')
    expect(found.jobs.map((doc) => doc.id)).not.toContain(job.id)
    expect(await publicStatus(payload, job.id)).toBe('ended')
    // The applicant keeps reading the posting they applied to (My Applications).
    expect((await rest(payload, 'GET', `/job-postings/${job.id}`, { as: applicant })).status).toBe(200)
    // The admin reads its applications in the records.
    expect((await rest(payload, 'GET', `/applications/${application.id}`, { as: admin })).status).toBe(200)
  })

  it('an archived posting pending review is never approved afterwards (409): it stays down', async () => {
    const pending = await makePosting(payload, employer, { status: 'pending_review', paid: true })
    expect((await rest(payload, 'POST', `/job-postings/${pending.id}/archive`, { as: admin, json: {} })).status).toBe(200)
    expect((await rest(payload, 'POST', `/job-postings/${pending.id}/approve`, { as: admin, json: {} })).status).toBe(409)
    expect(await storedPosting(payload, pending.id)).toMatchObject({ status: 'pending_review', archivedAt: expect.any(String) })
  })

  it('a draft is archived as it is: out of its owner’s workspace, not public, kept for the admin', async () => {
    const draft = await makePosting(payload, employer, { status: 'draft' })
    expect(await sees(employer, draft.id)).toEqual([true, true, true, true])
    expect((await rest(payload, 'POST', `/job-postings/${draft.id}/archive`, { as: admin, json: {} })).status).toBe(200)
    expect(await storedPosting(payload, draft.id)).toMatchObject({ status: 'draft' })
    expect(await sees(employer, draft.id)).toEqual([false, false, false, false])
    expect(await sees(null, draft.id)).toEqual([false, false, false, false])
    expect(await sees(admin, draft.id)).toEqual([true, true, true, true])
    expect(await publicStatus(payload, draft.id)).toBe('missing')
    // Out of reach for edits too.
    expect((await rest(payload, 'PATCH', `/job-postings/${draft.id}`, { as: employer, json: { title: 'Edited after archive' } })).status).toBeGreaterThanOrEqual(400)
    expect((await storedPosting(payload, draft.id)).title).toBe(draft.title)
  })
})

describe('coming down archives', { timeout: 120_000 }, () => {
  it('closing by its owner and expiring archive the posting', async () => {
    const closing = await makePosting(payload, employer)
    expect((await rest(payload, 'POST', `/job-postings/${closing.id}/close`, { as: employer, json: {} })).status).toBe(200)
    expect((await storedPosting(payload, closing.id)).archivedAt).toBeTruthy()
    expect(await sees(employer, closing.id)).toEqual([false, false, false, false])
    expect(await sees(null, closing.id)).toEqual([false, false, false, false])
    expect(await sees(admin, closing.id)).toEqual([true, true, true, true])

    const expiring = await makePosting(payload, employer, { validThrough: new Date(Date.now() - DAY).toISOString() })
    await expireDuePostings(payload)
    const expired = await storedPosting(payload, expiring.id)
    expect(expired.status).toBe('expired')
    expect(expired.archivedAt).toBeTruthy()
    expect(await sees(null, expiring.id)).toEqual([false, false, false, false])
    expect(await publicStatus(payload, expiring.id)).toBe('ended')
    // Its company keeps it 30 days to renew it; then it leaves the workspace.
    expect(await sees(employer, expiring.id)).toEqual([true, true, true, true])
    await execute(payload, sql`UPDATE job_postings SET archived_at = ${new Date(Date.now() - 31 * DAY).toISOString()} WHERE id = ${expiring.id}`)
    expect(await sees(employer, expiring.id)).toEqual([false, false, false, false])
    expect(await sees(admin, expiring.id)).toEqual([true, true, true, true])
  })

  it('an expired posting still owing a decision stays in the workspace past its renewal window; renewing it brings it back', async () => {
    const { job, application } = await liveWithApplicant()
    expect((await rest(payload, 'PATCH', `/applications/${application.id}`, { as: employer, json: { status: 'interviewed' } })).status).toBe(200)
    await execute(payload, sql`UPDATE job_postings SET valid_through = ${new Date(Date.now() - DAY).toISOString()} WHERE id = ${job.id}`)
    await expireDuePostings(payload)
    expect((await storedPosting(payload, job.id)).archivedAt).toBeTruthy()
    await execute(payload, sql`UPDATE job_postings SET archived_at = ${new Date(Date.now() - 40 * DAY).toISOString()} WHERE id = ${job.id}`)
    expect(await sees(employer, job.id)).toEqual([true, true, true, true])
    expect(await sees(null, job.id)).toEqual([false, false, false, false])
    expect((await rest(payload, 'POST', `/job-postings/${job.id}/renew`, { as: employer, json: {} })).status).toBe(200)
    expect(await storedPosting(payload, job.id)).toMatchObject({ status: 'draft', archivedAt: null })
  })
})

describe('applicants of a posting that left the workspace', { timeout: 120_000 }, () => {
  it('are the admin’s record only: the employer no longer reads or moves the applications, resumes or profiles', async () => {
    const { job, application } = await liveWithApplicant()
    const resumeId = Number(typeof application.resume === 'object' ? application.resume?.id : application.resume)
    const readable = async (user: User) => [
      (await rest(payload, 'GET', `/applications/${application.id}`, { as: user })).status,
      ((await (await rest(payload, 'GET', `/applications?where[jobPosting][equals]=${job.id}`, { as: user })).json()) as { docs: unknown[] }).docs.length,
      (await rest(payload, 'GET', `/resumes/${resumeId}`, { as: user })).status,
    ]
    expect(await readable(employer)).toEqual([200, 1, 200])
    expect((await rest(payload, 'POST', `/job-postings/${job.id}/close`, { as: employer, json: {} })).status).toBe(200)
    expect(await readable(employer)).toEqual([404, 0, 404])
    expect([403, 404]).toContain((await rest(payload, 'PATCH', `/applications/${application.id}`, { as: employer, json: { status: 'reviewed' } })).status)
    expect((await payload.findByID({ collection: 'applications', id: application.id, overrideAccess: true, depth: 0 })).status).toBe('pending')
    expect(await readable(admin)).toEqual([200, 1, 200])
  })
})

describe('after three years', { timeout: 120_000 }, () => {
  it('the retention task deletes postings archived before the period with their applications; newer ones stay', async () => {
    const now = new Date()
    const years = RETENTION_DEFAULTS.applicationYears
    const yearsAgo = (dayShift: number) => {
      const at = new Date(now)
      at.setUTCFullYear(at.getUTCFullYear() - years)
      return new Date(at.getTime() + dayShift * DAY).toISOString()
    }
    const old = await liveWithApplicant()
    const recent = await liveWithApplicant()
    for (const { job } of [old, recent]) expect((await rest(payload, 'POST', `/job-postings/${job.id}/archive`, { as: admin, json: {} })).status).toBe(200)
    await execute(payload, sql`UPDATE job_postings SET archived_at = ${yearsAgo(-1)} WHERE id = ${old.job.id}`)
    await execute(payload, sql`UPDATE job_postings SET archived_at = ${yearsAgo(1)} WHERE id = ${recent.job.id}`)

    const result = await applyRetention(payload, now)
    expect(result.postingsDeleted).toBeGreaterThanOrEqual(1)
    expect(await exists(old.job.id)).toBe(false)
    expect(await applicationsOf(old.job.id)).toEqual([])
    expect(await exists(recent.job.id)).toBe(true)
    expect(await applicationsOf(recent.job.id)).toEqual([recent.application.id])
  })
})

describe('the server’s mark on its archive writes opens nothing to API clients', { timeout: 120_000 }, () => {
  it('a posting named in a body, query or header as the archive’s write names it is archived or unarchived by no one but an admin’s archive', async () => {
    const stranger = await makeUser(payload, ['employer'], 'archive-forged-stranger')
    const live = await makePosting(payload, employer, { title: unique('Forged archive live') })
    const draft = await makePosting(payload, employer, { status: 'draft', title: unique('Forged archive draft') })
    const archived = await makePosting(payload, employer, { status: 'draft', title: unique('Forged archive archived') })
    expect((await rest(payload, 'POST', `/job-postings/${archived.id}/archive`, { as: admin, json: {} })).status).toBe(200)
    const state = async (id: number) => {
      const { status, archivedAt, title } = await storedPosting(payload, id)
      return { status, archivedAt: archivedAt ?? null, title }
    }
    for (const job of [live, draft, archived]) {
      const before = await state(job.id)
      const marker = { 'jobs:serverWrite': job.id }
      const forged = { ...marker, context: marker, req: { context: marker } }
      const query = `?context[jobs:serverWrite]=${job.id}&jobs:serverWrite=${job.id}`
      const headers = { 'X-Payload-Context': JSON.stringify(marker), 'X-Context': JSON.stringify(marker) }
      const archiving = { archivedAt: job.id === archived.id ? null : '2000-01-01T00:00:00.000Z', status: 'closed', ...forged }
      for (const user of [null, professional, stranger, employer]) {
        expect([401, 403]).toContain((await rest(payload, 'POST', `/job-postings/${job.id}/archive${query}`, { as: user, headers, json: forged })).status)
        const byId = await rest(payload, 'PATCH', `/job-postings/${job.id}${query}`, { as: user, headers, json: archiving })
        // Only the owner's own live draft is theirs to edit: answered, with the archive fields dropped.
        if (user === employer && job.id === draft.id) expect(byId.status).toBe(200)
        else expect([401, 403, 404]).toContain(byId.status)
        const bulk = await rest(payload, 'PATCH', `/job-postings${query}&where[id][equals]=${job.id}`, { as: user, headers, json: archiving })
        expect(bulk.status).toBeLessThan(500)
      }
      expect(await state(job.id)).toEqual(before)
    }
    // An admin's archive is what archives.
    expect((await rest(payload, 'POST', `/job-postings/${draft.id}/archive`, { as: admin, json: {} })).status).toBe(200)
    expect((await state(draft.id)).archivedAt).toEqual(expect.any(String))
  })
})
