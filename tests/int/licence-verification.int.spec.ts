import fs from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { licencesTab } from '@/domain/admin/listTabs'
import { evidenceDir } from '@/domain/profiles/evidenceStorage'
import { viewerRequest } from '@/lib/payload/viewer'
import type { User } from '@/payload-types'

import { english, french } from '../support/copy'
import { deliveredTo } from '../support/emailQueue'
import { applyWithFile, makePosting } from '../support/factories'
import { as, getPayload, makeUser } from '../support/payload'
import { makeProfile, recordCheck, storedProfile } from '../support/profiles'
import { pdf } from '../support/resumeFiles'
import { rest } from '../support/rest'

const ml = english('licences')
const mp = english('profile')
const DAY = 86_400_000
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10)
const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: number }).id : (value as number | null | undefined))

let payload: Payload
let admin: User
let employer: User

beforeAll(async () => {
  payload = await getPayload()
  admin = await makeUser(payload, ['admin'], 'licence-admin')
  employer = await makeUser(payload, ['employer'], 'licence-employer')
})

const pdfFile = () => new File([new Uint8Array(pdf())], 'register.pdf', { type: 'application/pdf' })
const queueIds = async () =>
  (await payload.find({ collection: 'professional-profiles', where: { needsCheck: { equals: true } }, overrideAccess: true, pagination: false, depth: 0 })).docs.map((d) => d.id)

async function professional(label: string, language: 'en' | 'fr' = 'en') {
  const user = await makeUser(payload, ['professional'], label, { preferredLanguage: language, fullName: `Pro ${label}` })
  return { user, profile: await makeProfile(payload, user) }
}

describe('the verification queue', () => {
  it('a new licence waits in the queue, unverified', async () => {
    const { profile } = await professional('queued')
    const stored = await storedProfile(payload, profile.id)
    expect(stored.licenceStatus).toBe('unverified')
    expect(stored.needsCheck).toBe(true)
    expect(stored.queuedAt).toBeTruthy()
    expect(await queueIds()).toContain(profile.id)
    // The dashboard's own list, read on the server as an admin (searched by the licence number).
    const tab = await licencesTab(await viewerRequest(admin), { q: String(profile.licenseNumber) })
    expect(tab.list.docs.map((d) => d.id)).toEqual([profile.id])
  })

  it('only admins record a result', async () => {
    const { user, profile } = await professional('self-check')
    expect((await recordCheck(payload, null, profile.id, { result: 'verified' })).status).toBe(401)
    for (const who of [user, employer, await makeUser(payload, ['editor'], 'licence-editor')]) {
      const res = await recordCheck(payload, who, profile.id, { result: 'verified' })
      expect(res.status).toBe(403)
      expect(((await res.json()) as { error: string }).error).toBe(ml('adminOnly'))
    }
    expect((await storedProfile(payload, profile.id)).licenceStatus).toBe('unverified')
  })

  it('nobody writes verification fields through the generic API, admins included', async () => {
    const { user, profile } = await professional('forger')
    for (const who of [user, admin]) {
      const res = await rest(payload, 'PATCH', `/professional-profiles/${profile.id}`, {
        as: who,
        json: { licenceStatus: 'verified', verifiedOn: '2020-01-01T12:00:00.000Z', needsCheck: false, nextCheckAt: '2030-01-01T12:00:00.000Z' },
      })
      expect(res.status).toBe(200)
    }
    const stored = await storedProfile(payload, profile.id)
    expect(stored.licenceStatus).toBe('unverified')
    expect(stored.verifiedOn ?? null).toBeNull()
    expect(stored.needsCheck).toBe(true)
    expect(stored.nextCheckAt ?? null).toBeNull()
  })
})

describe('recording a result', () => {
  it('verified: the date, the next check a year on, private evidence, out of the queue, and an email in the person’s language', async () => {
    const { user, profile } = await professional('verified-fr', 'fr')
    const res = await recordCheck(payload, admin, profile.id, { result: 'verified', checkedAt: day(0), evidence: pdfFile() })
    expect(res.status).toBe(200)
    const stored = await storedProfile(payload, profile.id)
    expect(stored.licenceStatus).toBe('verified')
    expect(stored.verifiedOn?.slice(0, 10)).toBe(day(0))
    expect(stored.checkedAt?.slice(0, 10)).toBe(day(0))
    expect(idOf(stored.checkedBy)).toBe(admin.id)
    expect(stored.nextCheckAt?.slice(0, 10)).toBe(new Date(new Date(`${day(0)}T12:00:00Z`).getTime() + 365 * DAY).toISOString().slice(0, 10))
    expect(stored.needsCheck).toBe(false)
    expect(await queueIds()).not.toContain(profile.id)

    // The evidence: stored privately, readable by admins only.
    const evidence = await payload.findByID({ collection: 'licence-evidence', id: idOf(stored.evidence)!, overrideAccess: true })
    expect(evidence.filename).toMatch(new RegExp(`^licence-${profile.id}-\\d+\\.pdf$`))
    await expect(fs.stat(path.join(evidenceDir(), evidence.filename!))).resolves.toBeTruthy()
    for (const who of [user, employer, null]) {
      expect([401, 403, 404]).toContain((await rest(payload, 'GET', `/licence-evidence/${evidence.id}`, { as: who })).status)
      expect([401, 403, 404]).toContain((await rest(payload, 'GET', `/licence-evidence/file/${evidence.filename}`, { as: who })).status)
    }
    expect((await rest(payload, 'GET', `/licence-evidence/file/${evidence.filename}`, { as: admin })).status).toBe(200)

    const mails = await deliveredTo(payload, user.email)
    expect(mails.map((mail) => mail.subject)).toEqual([french('licences')('emailSubject')])
    expect(mails[0].text).toContain('Ordre des pharmaciens de l’Ontario')
  })

  it('the owner and the employer they applied to see "verified on"; nothing else of the check', async () => {
    const { user, profile } = await professional('seen')
    const job = await makePosting(payload, employer)
    await applyWithFile(payload, user, job.id)
    await recordCheck(payload, admin, profile.id, { result: 'verified', evidence: pdfFile() })
    for (const who of [user, employer]) {
      const doc = (await (await rest(payload, 'GET', `/professional-profiles/${profile.id}`, { as: who })).json()) as Record<string, unknown>
      expect(doc.verifiedOn, who.email).toBeTruthy()
      for (const field of ['evidence', 'checkedBy', 'checkedAt', 'nextCheckAt']) expect(doc[field], field).toBeUndefined()
    }
  })

  it.each(['not_found', 'conditions', 'not_entitled'] as const)('%s: never shown as verified, and the person is told', async (result) => {
    const { user, profile } = await professional(`result-${result}`)
    expect((await recordCheck(payload, admin, profile.id, { result })).status).toBe(200)
    const stored = await storedProfile(payload, profile.id)
    expect(stored.licenceStatus).toBe(result)
    expect(stored.verifiedOn ?? null).toBeNull()
    const mails = await deliveredTo(payload, user.email)
    expect(mails.map((mail) => mail.subject)).toEqual([ml('emailSubject')])
    expect(mails[0].text).toContain(english()('licences.emailFix'))
  })

  it('the same result again sends no second email', async () => {
    const { user, profile } = await professional('same-again')
    await recordCheck(payload, admin, profile.id, { result: 'verified' })
    await recordCheck(payload, admin, profile.id, { result: 'verified' })
    expect(await deliveredTo(payload, user.email)).toHaveLength(1)
  })

  it.each([
    [{ result: 'maybe' }, 'resultRequired'],
    [{ result: 'verified', checkedAt: 'yesterday' }, 'checkedAtInvalid'],
    [{ result: 'verified', checkedAt: day(5) }, 'checkedAtFuture'],
    [{ result: 'verified', checkedAt: day(0), nextCheckAt: day(-3) }, 'nextCheckOrder'],
  ] as const)('refuses %j with a clear 400, changing nothing', async (fields, key) => {
    const { profile } = await professional('bad-record')
    const res = await recordCheck(payload, admin, profile.id, fields)
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: string }).error).toBe(ml(key))
    expect((await storedProfile(payload, profile.id)).licenceStatus).toBe('unverified')
  })

  it('refuses evidence that is not a PDF or an image, and an unknown profile', async () => {
    const { profile } = await professional('bad-evidence')
    const res = await recordCheck(payload, admin, profile.id, { result: 'verified', evidence: new File(['<html>hi</html>'], 'page.pdf', { type: 'application/pdf' }) })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: string }).error).toBe(ml('evidenceBadType'))
    expect((await storedProfile(payload, profile.id)).licenceStatus).toBe('unverified')
    expect((await recordCheck(payload, admin, 987654321, { result: 'verified' })).status).toBe(404)
    expect((await recordCheck(payload, admin, 'abc' as unknown as number, { result: 'verified' })).status).toBe(404)
  })
})

describe('changing the licence', () => {
  it('a new college, number or class resets the verification and sends it back to the queue; the evidence goes', async () => {
    const { user, profile } = await professional('changer')
    await recordCheck(payload, admin, profile.id, { result: 'verified', evidence: pdfFile() })
    const evidenceId = idOf((await storedProfile(payload, profile.id)).evidence)!
    const res = await rest(payload, 'PATCH', `/professional-profiles/${profile.id}`, { as: user, json: { licenseNumber: 'NEW-12345' } })
    expect(res.status).toBe(200)
    const stored = await storedProfile(payload, profile.id)
    expect(stored.licenceStatus).toBe('unverified')
    expect(stored.verifiedOn ?? null).toBeNull()
    expect(stored.needsCheck).toBe(true)
    expect(stored.evidence ?? null).toBeNull()
    expect(await payload.count({ collection: 'licence-evidence', where: { id: { equals: evidenceId } }, overrideAccess: true })).toEqual({ totalDocs: 0 })
  })

  it('deleting the profile removes its evidence', async () => {
    const { profile } = await professional('removed')
    await recordCheck(payload, admin, profile.id, { result: 'verified', evidence: pdfFile() })
    const evidence = await payload.findByID({ collection: 'licence-evidence', id: idOf((await storedProfile(payload, profile.id)).evidence)!, overrideAccess: true })
    await payload.delete({ collection: 'professional-profiles', id: profile.id, ...as(admin) })
    expect(await payload.count({ collection: 'licence-evidence', where: { id: { equals: evidence.id } }, overrideAccess: true })).toEqual({ totalDocs: 0 })
    await expect(fs.stat(path.join(evidenceDir(), evidence.filename!))).rejects.toBeTruthy()
  })

  it('the hooks’ marker removing evidence, named in a body, query or header, lets nobody else delete it', async () => {
    const { user, profile } = await professional('forged-evidence')
    await recordCheck(payload, admin, profile.id, { result: 'verified', evidence: pdfFile() })
    const evidence = await payload.findByID({ collection: 'licence-evidence', id: idOf((await storedProfile(payload, profile.id)).evidence)!, overrideAccess: true })
    const marker = { 'profiles:removingEvidence': evidence.id }
    const forged = { ...marker, context: marker, req: { context: marker } }
    const query = `?context[profiles:removingEvidence]=${evidence.id}&profiles:removingEvidence=${evidence.id}`
    const headers = { 'X-Payload-Context': JSON.stringify(marker), 'X-Context': JSON.stringify(marker) }
    for (const who of [user, employer, null]) {
      expect([401, 403, 404]).toContain((await rest(payload, 'DELETE', `/licence-evidence/${evidence.id}${query}`, { as: who, headers, json: forged })).status)
      const bulk = await rest(payload, 'DELETE', `/licence-evidence${query}&where[id][equals]=${evidence.id}`, { as: who, headers, json: forged })
      expect(bulk.status === 403 || ((await bulk.json()) as { docs: unknown[] }).docs.length === 0, `bulk DELETE answered ${bulk.status}`).toBe(true)
    }
    expect(await payload.count({ collection: 'licence-evidence', where: { id: { equals: evidence.id } }, overrideAccess: true })).toEqual({ totalDocs: 1 })
    await expect(fs.stat(path.join(evidenceDir(), evidence.filename!))).resolves.toBeTruthy()
  })

  it('other changes keep the verification', async () => {
    const { user, profile } = await professional('keeper')
    await recordCheck(payload, admin, profile.id, { result: 'verified' })
    await payload.update({ collection: 'professional-profiles', id: profile.id, data: { yearsExperience: 12, licenseNumber: profile.licenseNumber!.toLowerCase() }, ...as(user) })
    const stored = await storedProfile(payload, profile.id)
    expect(stored.licenceStatus).toBe('verified')
    expect(stored.needsCheck).toBe(false)
  })
})

describe('re-checks', () => {
  it('the scheduled task puts licences whose next check has come back in the queue, keeping their result', async () => {
    const due = await professional('recheck-due')
    const later = await professional('recheck-later')
    await recordCheck(payload, admin, due.profile.id, { result: 'verified', checkedAt: day(-400), nextCheckAt: day(-1) })
    await recordCheck(payload, admin, later.profile.id, { result: 'verified', checkedAt: day(-10) })
    expect(await queueIds()).not.toContain(due.profile.id)

    const job = await payload.jobs.queue({ task: 'recheckLicences', input: {} })
    await payload.jobs.runByID({ id: job.id })

    const queued = await queueIds()
    expect(queued).toContain(due.profile.id)
    expect(queued).not.toContain(later.profile.id)
    const stored = await storedProfile(payload, due.profile.id)
    expect(stored.licenceStatus).toBe('verified')
    expect(stored.verifiedOn).toBeTruthy()
    // Recording the re-check takes it out again, with a new next check.
    await recordCheck(payload, admin, due.profile.id, { result: 'verified' })
    expect(await queueIds()).not.toContain(due.profile.id)
  })
})

describe('postings that require a verified licence', () => {
  const applyTo = async (user: User, jobId: number, headers?: Record<string, string>) => {
    const form = new FormData()
    form.set('jobPosting', String(jobId))
    form.set('coverLetter', '')
    form.set('file', new File([new Uint8Array(pdf())], 'cv.pdf', { type: 'application/pdf' }))
    return rest(payload, 'POST', '/applications/apply', { as: user, form, headers })
  }

  it('refuses someone with no profile, then with an unverified licence, then takes the application once verified', async () => {
    const job = await makePosting(payload, employer, { requiresVerifiedLicence: true })
    const user = await makeUser(payload, ['professional'], 'requires')
    const none = await applyTo(user, job.id)
    expect(none.status).toBe(409)
    expect(await none.json()).toEqual({ title: mp('applyNeedsLicenceTitle'), error: mp('applyNeedsProfile') })

    const profile = await makeProfile(payload, user)
    const unverified = await applyTo(user, job.id, { 'Accept-Language': 'fr-CA' })
    expect(unverified.status).toBe(403)
    expect(((await unverified.json()) as { error: string }).error).toBe(french('profile')('applyNeedsVerified'))

    await recordCheck(payload, admin, profile.id, { result: 'not_found' })
    expect((await applyTo(user, job.id)).status).toBe(403)
    expect(await payload.count({ collection: 'applications', where: { applicant: { equals: user.id } }, overrideAccess: true })).toEqual({ totalDocs: 0 })

    expect((await recordCheck(payload, admin, profile.id, { result: 'verified' })).status).toBe(200)
    const accepted = await applyTo(user, job.id)
    expect(accepted.status, await accepted.clone().text()).toBe(201)
  })

  it('other postings take applications without a profile, and applying makes no placeholder profile', async () => {
    const job = await makePosting(payload, employer)
    const user = await makeUser(payload, [], 'no-profile')
    expect((await applyTo(user, job.id)).status).toBe(201)
    expect(await payload.count({ collection: 'professional-profiles', where: { user: { equals: user.id } }, overrideAccess: true })).toEqual({ totalDocs: 0 })
  })
})
