import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { applyRetention, applyRetentionTask } from '@/domain/privacy/retentionTask'
import { up as addRetentionBlock } from '../../migrations/20261124_165700_privacy_page_retention_block'
import { RETENTION_DEFAULTS } from '@/domain/privacy/retention'
import { resumesDir } from '@/domain/resumes/storage'
import { storeResume } from '@/domain/resumes/upload'
import { execute, sql } from '@/lib/payload/sql'
import type { Resume, User } from '@/payload-types'

import { applyWithFile, makePosting, makeUser, uniqueEmail } from '../support/factories'
import { from, newNetwork, trustClientAddressHeader } from '../support/network'
import { getPayload } from '../support/payload'
import { pdf } from '../support/resumeFiles'
import { rest } from '../support/rest'

trustClientAddressHeader()

const DAY = 24 * 60 * 60 * 1000
let payload: Payload
let admin: User
let editor: User
let employer: User
beforeAll(async () => {
  payload = await getPayload()
  admin = await makeUser(payload, ['admin'], 'retention-admin')
  editor = await makeUser(payload, ['editor'], 'retention-editor')
  employer = await makeUser(payload, ['employer'], 'retention-employer')
})

const call = (method: 'GET' | 'POST', urlPath: string, opts: { as?: User | null; json?: unknown } = {}) =>
  rest(payload, method, urlPath, { ...opts, headers: from(newNetwork()) })

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString()
const exists = (file: string) => fs.stat(file).then(() => true, () => false)
const fileOf = (resume: Resume) => path.join(resumesDir(), String(resume.filename))

async function guestResume(): Promise<Resume> {
  const req = await createLocalReq({ req: { headers: new Headers({ 'x-guest-id': randomUUID() }) } as Partial<PayloadRequest> }, payload)
  return storeResume(req as PayloadRequest, { file: { data: pdf(2500), name: 'guest.pdf' }, categoryName: 'Guest', positionType: 'pharmacist' })
}

/** A posting that ended (closed) at `endedAt`, as its audit trail says, with one application from `applicant`. */
async function endedPostingWithApplication(applicant: User, endedAt: string) {
  const job = await makePosting(payload, employer)
  const application = await applyWithFile(payload, applicant, job.id, { headers: from(newNetwork()) })
  await execute(payload, sql`UPDATE job_postings SET status = 'closed' WHERE id = ${job.id}`)
  await execute(
    payload,
    sql`INSERT INTO status_changes (job_posting_id, "from", "to", created_at, updated_at) VALUES (${job.id}, 'active', 'closed', ${endedAt}, ${endedAt})`,
  )
  return { job, application }
}

const storedApplication = (id: number) => payload.findByID({ collection: 'applications', id, overrideAccess: true, depth: 0 })

describe('the retention rules', { timeout: 120_000 }, () => {
  it('runs daily as a scheduled task', () => {
    expect(applyRetentionTask.schedule?.[0]).toMatchObject({ queue: 'default' })
    expect(payload.config.jobs.tasks?.map((t) => t.slug)).toContain('applyRetention')
  })

  it('deletes guest resumes (and files) untouched past the period, keeps newer ones and account resumes', async () => {
    const now = new Date()
    const [old, recent, owned] = [await guestResume(), await guestResume(), await guestResume()]
    const owner = await makeUser(payload, ['professional'], 'retention-owner')
    await execute(payload, sql`UPDATE resumes SET owner_id = ${owner.id}, guest_key = NULL WHERE id = ${owned.id}`)
    const days = RETENTION_DEFAULTS.guestResumeDays
    await execute(payload, sql`UPDATE resumes SET updated_at = ${ago(now, (days + 1) * DAY)} WHERE id IN (${old.id}, ${owned.id})`)
    await execute(payload, sql`UPDATE resumes SET updated_at = ${ago(now, (days - 1) * DAY)} WHERE id = ${recent.id}`)

    const result = await applyRetention(payload, now)
    expect(result.guestResumesDeleted).toBeGreaterThanOrEqual(1)
    const left = (await execute(payload, sql`SELECT id FROM resumes WHERE id IN (${old.id}, ${recent.id}, ${owned.id})`)).map((r) => Number(r.id))
    expect(left.sort()).toEqual([recent.id, owned.id].sort())
    expect(await exists(fileOf(old))).toBe(false)
    expect(await exists(fileOf(recent))).toBe(true)
  })

  it('anonymises applications to postings that ended more than the period ago, not newer ones', async () => {
    const now = new Date()
    const applicant = await makeUser(payload, ['professional'], 'retention-applicant', { fullName: `Old Applicant ${Date.now()}` })
    const years = RETENTION_DEFAULTS.applicationYears
    const yearsAgo = (n: number, dayShift: number) => {
      const d = new Date(now)
      d.setUTCFullYear(d.getUTCFullYear() - n)
      return new Date(d.getTime() + dayShift * DAY).toISOString()
    }
    const longAgo = await endedPostingWithApplication(applicant, yearsAgo(years, -1))
    const notYet = await endedPostingWithApplication(applicant, yearsAgo(years, 1))
    const live = await makePosting(payload, employer)
    const stillLive = await applyWithFile(payload, applicant, live.id, { headers: from(newNetwork()) })
    await execute(payload, sql`UPDATE applications SET applied_at = ${yearsAgo(years + 2, 0)} WHERE id = ${stillLive.id}`)

    const result = await applyRetention(payload, now)
    expect(result.applicationsAnonymised).toBeGreaterThanOrEqual(1)
    const anonymised = await storedApplication(longAgo.application.id)
    expect(anonymised).toMatchObject({ status: 'pending', jobPosting: longAgo.job.id })
    for (const field of ['applicant', 'applicantName', 'applicantEmail', 'coverLetter', 'resume'] as const) expect(anonymised[field] ?? null).toBeNull()
    for (const kept of [notYet.application.id, stillLive.id]) {
      expect(await storedApplication(kept)).toMatchObject({ applicant: applicant.id, applicantEmail: applicant.email, applicantName: applicant.fullName })
    }
  })

  it('removes accounts never confirmed past the period (with a trail row), keeps newer and confirmed ones', async () => {
    const now = new Date()
    const unconfirmed = async () =>
      payload.create({
        collection: 'users',
        overrideAccess: true,
        disableVerificationEmail: true,
        data: { email: uniqueEmail('unconfirmed'), password: 'Maple-Clinic-Rounds-93', fullName: 'Never Confirmed', roles: ['professional'], preferredLanguage: 'en', _verified: false },
      })
    const [old, recent] = [await unconfirmed(), await unconfirmed()]
    const confirmedOld = await makeUser(payload, ['professional'], 'retention-confirmed')
    const days = RETENTION_DEFAULTS.unverifiedAccountDays
    await execute(payload, sql`UPDATE users SET created_at = ${ago(now, (days + 1) * DAY)} WHERE id IN (${old.id}, ${confirmedOld.id})`)
    await execute(payload, sql`UPDATE users SET created_at = ${ago(now, (days - 1) * DAY)} WHERE id = ${recent.id}`)

    const result = await applyRetention(payload, now)
    expect(result.accountsRemoved).toBeGreaterThanOrEqual(1)
    const left = (await execute(payload, sql`SELECT id FROM users WHERE id IN (${old.id}, ${recent.id}, ${confirmedOld.id})`)).map((r) => Number(r.id))
    expect(left.sort()).toEqual([recent.id, confirmedOld.id].sort())
    const trail = await payload.find({ collection: 'privacy-requests', where: { account: { equals: old.id } }, overrideAccess: true, depth: 0 })
    expect(trail.docs.map((d) => [d.action, d.requestedBy, d.performedBy ?? null])).toEqual([['deletion', 'retention', null]])
  })

  it('follows the periods set in site settings', async () => {
    const now = new Date()
    await payload.updateGlobal({ slug: 'site-settings', data: { retention: { guestResumeDays: 10 } }, overrideAccess: true })
    try {
      const resume = await guestResume()
      await execute(payload, sql`UPDATE resumes SET updated_at = ${ago(now, 11 * DAY)} WHERE id = ${resume.id}`)
      await applyRetention(payload, now)
      expect(await execute(payload, sql`SELECT id FROM resumes WHERE id = ${resume.id}`)).toEqual([])
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { retention: { guestResumeDays: RETENTION_DEFAULTS.guestResumeDays } }, overrideAccess: true })
    }
  })
})

describe('the retention periods in site settings', () => {
  it('only admins read them through the API', async () => {
    for (const caller of [null, editor, employer]) {
      const res = await call('GET', '/globals/site-settings', { as: caller })
      expect(res.status).toBe(200)
      const body = (await res.json()) as Record<string, unknown>
      expect(body).not.toHaveProperty('retention')
      expect(body).toHaveProperty('siteName')
    }
    const asAdmin = (await (await call('GET', '/globals/site-settings', { as: admin })).json()) as { retention?: unknown }
    expect(asAdmin.retention).toMatchObject(RETENTION_DEFAULTS)
  })

  it('only admins change them (an editor’s value is ignored); bad values are refused with 400', async () => {
    const read = async () => (await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })).retention
    await call('POST', '/globals/site-settings', { as: editor, json: { retention: { applicationYears: 1 } } })
    expect(await read()).toMatchObject({ applicationYears: RETENTION_DEFAULTS.applicationYears })
    const bad = await call('POST', '/globals/site-settings', { as: admin, json: { retention: { applicationYears: 0 } } })
    expect(bad.status).toBe(400)
    const ok = await call('POST', '/globals/site-settings', { as: admin, json: { retention: { applicationYears: 5 } } })
    expect(ok.status).toBe(200)
    expect(await read()).toMatchObject({ applicationYears: 5 })
    await payload.updateGlobal({ slug: 'site-settings', data: { retention: { applicationYears: RETENTION_DEFAULTS.applicationYears } }, overrideAccess: true })
  })
})

describe('the privacy page states the periods', () => {
  const blocksOf = async (locale: 'en' | 'fr') => {
    const [page] = (await payload.find({ collection: 'pages', where: { slug: { equals: 'privacy' } }, locale, fallbackLocale: false, overrideAccess: true, depth: 0 })).docs
    return { id: page.id, types: (page.layout ?? []).map((b) => b.blockType) }
  }

  it('is seeded with the retention block in both languages; the data step adds it to a page seeded before, once', async () => {
    for (const locale of ['en', 'fr'] as const) expect((await blocksOf(locale)).types).toEqual(['richText', 'retentionPeriods', 'callToAction'])
    // A site seeded before the block existed.
    for (const locale of ['en', 'fr'] as const) {
      const { id } = await blocksOf(locale)
      const page = await payload.findByID({ collection: 'pages', id, locale, fallbackLocale: false, overrideAccess: true, depth: 0 })
      await payload.update({ collection: 'pages', id, locale, data: { layout: page.layout.filter((b) => b.blockType !== 'retentionPeriods'), _status: 'published' }, overrideAccess: true })
      expect((await blocksOf(locale)).types).toEqual(['richText', 'callToAction'])
    }
    const req = await createLocalReq({}, payload)
    await addRetentionBlock({ payload, req } as never)
    await addRetentionBlock({ payload, req } as never)
    for (const locale of ['en', 'fr'] as const) expect((await blocksOf(locale)).types).toEqual(['richText', 'retentionPeriods', 'callToAction'])
  })
})
