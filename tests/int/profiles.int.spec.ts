import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { ProfessionalProfile, User } from '@/payload-types'

import { english, french } from '../support/copy'
import { applyWithFile, makePosting } from '../support/factories'
import { as, getPayload, makeUser } from '../support/payload'
import { makeProfile, profileFields, recordCheck } from '../support/profiles'
import { rest } from '../support/rest'

const m = english('profile')
const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: number }).id : value)
const mf = french('profile')

/** Fields only admins read (how a licence was checked, by whom, the evidence, the queue). */
const ADMIN_ONLY = ['checkedAt', 'checkedBy', 'nextCheckAt', 'evidence', 'needsCheck', 'queuedAt']

let payload: Payload
type Cast = Record<'owner' | 'otherPro' | 'employer' | 'otherEmployer' | 'editor' | 'admin', User>
let cast: Cast
let profile: ProfessionalProfile
let otherProfile: ProfessionalProfile

beforeAll(async () => {
  payload = await getPayload()
  cast = {
    owner: await makeUser(payload, ['professional'], 'owner'),
    otherPro: await makeUser(payload, ['professional'], 'other-pro'),
    employer: await makeUser(payload, ['employer'], 'employer'),
    otherEmployer: await makeUser(payload, ['employer'], 'other-employer'),
    editor: await makeUser(payload, ['editor'], 'editor'),
    admin: await makeUser(payload, ['admin'], 'admin'),
  }
  profile = await makeProfile(payload, cast.owner)
  otherProfile = await makeProfile(payload, cast.otherPro)
  // The owner applies to the employer's posting; the other employer received nothing from them.
  const job = await makePosting(payload, cast.employer)
  await makePosting(payload, cast.otherEmployer)
  await applyWithFile(payload, cast.owner, job.id)
  // A verified licence, so the matrix also covers what employers see of the verification.
  const res = await recordCheck(payload, cast.admin, profile.id, { result: 'verified' })
  expect(res.status).toBe(200)
})

type Who = keyof Cast | 'anonymous'
const userOf = (who: Who) => (who === 'anonymous' ? null : cast[who])
const READERS: Who[] = ['owner', 'employer', 'admin']
const OUTSIDERS: Who[] = ['otherPro', 'otherEmployer', 'editor', 'anonymous']

describe('who reads a profile', () => {
  it.each(READERS)('%s reads it by id (REST)', async (who) => {
    const res = await rest(payload, 'GET', `/professional-profiles/${profile.id}?depth=0`, { as: userOf(who) })
    expect(res.status).toBe(200)
    const doc = (await res.json()) as Record<string, unknown>
    expect(doc.licenseNumber).toBe(profile.licenseNumber)
    expect(doc.languages).toEqual(['en', 'fr'])
    expect(doc.verifiedOn).toBeTruthy()
  })

  it.each(OUTSIDERS)('%s cannot read it by id, list, where, select or sort (REST)', async (who) => {
    const user = userOf(who)
    const byId = await rest(payload, 'GET', `/professional-profiles/${profile.id}`, { as: user })
    expect([401, 403, 404]).toContain(byId.status)
    const requests = [
      `/professional-profiles?depth=0&limit=100`,
      `/professional-profiles?where[user][equals]=${cast.owner.id}`,
      `/professional-profiles?where[licenseNumber][equals]=${profile.licenseNumber}`,
      `/professional-profiles?where[licenseNumber][like]=OCP&select[licenseNumber]=true&select[user]=true`,
      `/professional-profiles?sort=licenseNumber&limit=100`,
      `/professional-profiles/count?where[user][equals]=${cast.owner.id}`,
      `/applications?depth=2&limit=100`,
      `/users?depth=2&limit=100`,
    ]
    for (const path of requests) {
      const res = await rest(payload, 'GET', path, { as: user })
      const body = await res.text()
      expect(body, path).not.toContain(String(profile.licenseNumber))
      if (path.includes('/count')) expect(res.status === 200 ? (JSON.parse(body) as { totalDocs: number }).totalDocs : 0, path).toBe(0)
    }
  })

  it('the Local API follows the same rules (overrideAccess: false)', async () => {
    for (const who of [...READERS, ...OUTSIDERS]) {
      // Refused outright (anonymous) or filtered out: either way, nothing.
      const found = await payload
        .find({ collection: 'professional-profiles', where: { id: { equals: profile.id } }, depth: 0, ...as(userOf(who)) })
        .catch(() => ({ docs: [] as ProfessionalProfile[] }))
      expect(found.docs.map((d) => d.id), who).toEqual(READERS.includes(who) ? [profile.id] : [])
    }
  })

  it('an employer sees only "verified on" of the verification, never the status, evidence, who checked or the queue', async () => {
    const res = await rest(payload, 'GET', `/professional-profiles/${profile.id}?depth=1`, { as: cast.employer })
    const doc = (await res.json()) as Record<string, unknown>
    expect(doc.verifiedOn).toBeTruthy()
    for (const field of ['licenceStatus', ...ADMIN_ONLY]) expect(doc[field], field).toBeUndefined()
    // Asking for them explicitly changes nothing, and they cannot be used to filter.
    const selected = await rest(payload, 'GET', `/professional-profiles?select[checkedBy]=true&select[evidence]=true&select[licenceStatus]=true`, { as: cast.employer })
    for (const d of ((await selected.json()) as { docs: Record<string, unknown>[] }).docs) {
      for (const field of ['licenceStatus', ...ADMIN_ONLY]) expect(d[field], field).toBeUndefined()
    }
    for (const field of ['licenceStatus', 'checkedBy', 'needsCheck']) {
      const filtered = await rest(payload, 'GET', `/professional-profiles?where[${field}][exists]=true`, { as: cast.employer })
      const docs = filtered.status === 200 ? ((await filtered.json()) as { docs: unknown[] }).docs : []
      expect(docs, field).toEqual([])
    }
  })

  it('the owner reads where their licence stands, but not the evidence, who checked or the queue', async () => {
    const res = await rest(payload, 'GET', `/professional-profiles/${profile.id}`, { as: cast.owner })
    const doc = (await res.json()) as Record<string, unknown>
    expect(doc.licenceStatus).toBe('verified')
    for (const field of ADMIN_ONLY) expect(doc[field], field).toBeUndefined()
  })

  it('an employer loses sight of a profile once the application is gone', async () => {
    const applicant = await makeUser(payload, ['professional'], 'withdrawn')
    const own = await makeProfile(payload, applicant)
    const job = await makePosting(payload, cast.employer)
    const application = await applyWithFile(payload, applicant, job.id)
    expect((await rest(payload, 'GET', `/professional-profiles/${own.id}`, { as: cast.employer })).status).toBe(200)
    await payload.delete({ collection: 'applications', id: application.id, ...as(applicant) })
    expect((await rest(payload, 'GET', `/professional-profiles/${own.id}`, { as: cast.employer })).status).toBe(404)
  })
})

describe('who writes a profile', () => {
  it('anonymous, employers and editors cannot create one', async () => {
    for (const who of ['anonymous', 'employer', 'editor'] as const) {
      const res = await rest(payload, 'POST', '/professional-profiles', { as: userOf(who), json: profileFields() })
      expect([401, 403], who).toContain(res.status)
    }
  })

  it('a professional creates their own, never someone else’s, and only one', async () => {
    const pro = await makeUser(payload, ['professional'], 'creator')
    const res = await rest(payload, 'POST', '/professional-profiles', { as: pro, json: { ...profileFields(), user: cast.otherPro.id, licenceStatus: 'verified', verifiedOn: '2020-01-01' } })
    expect(res.status).toBe(201)
    const { doc } = (await res.json()) as { doc: ProfessionalProfile }
    expect(idOf(doc.user)).toBe(pro.id)
    expect(doc.licenceStatus).toBe('unverified')
    expect(doc.verifiedOn ?? null).toBeNull()
    const again = await rest(payload, 'POST', '/professional-profiles', { as: pro, json: profileFields() })
    expect(again.status).toBe(400)
  })

  it('an account with no role yet may create one (they become professionals when they apply)', async () => {
    const newcomer = await makeUser(payload, [], 'newcomer')
    expect((await rest(payload, 'POST', '/professional-profiles', { as: newcomer, json: profileFields() })).status).toBe(201)
  })

  it('admins create one for someone', async () => {
    const pro = await makeUser(payload, ['professional'], 'given')
    const res = await rest(payload, 'POST', '/professional-profiles', { as: cast.admin, json: { ...profileFields(), user: pro.id } })
    expect(res.status).toBe(201)
    expect(idOf(((await res.json()) as { doc: ProfessionalProfile }).doc.user)).toBe(pro.id)
  })

  it('only the owner and admins update it; nobody else, whatever they can read', async () => {
    for (const who of ['employer', 'otherEmployer', 'otherPro', 'editor', 'anonymous'] as const) {
      const res = await rest(payload, 'PATCH', `/professional-profiles/${profile.id}`, { as: userOf(who), json: { yearsExperience: 40 } })
      expect([401, 403, 404], who).toContain(res.status)
    }
    const bulk = await rest(payload, 'PATCH', `/professional-profiles?where[id][equals]=${profile.id}`, { as: cast.employer, json: { yearsExperience: 40 } })
    expect(((await bulk.json()) as { docs?: unknown[] }).docs ?? []).toEqual([])
    const stored = await payload.findByID({ collection: 'professional-profiles', id: profile.id, overrideAccess: true })
    expect(stored.yearsExperience).toBe(6)
    expect((await rest(payload, 'PATCH', `/professional-profiles/${otherProfile.id}`, { as: cast.otherPro, json: { yearsExperience: 9 } })).status).toBe(200)
    expect((await rest(payload, 'PATCH', `/professional-profiles/${otherProfile.id}`, { as: cast.admin, json: { yearsExperience: 10 } })).status).toBe(200)
  })

  it('only admins delete a profile', async () => {
    for (const who of ['owner', 'employer', 'otherPro', 'editor', 'anonymous'] as const) {
      const res = await rest(payload, 'DELETE', `/professional-profiles/${otherProfile.id}`, { as: userOf(who) })
      expect([401, 403, 404], who).toContain(res.status)
    }
    const pro = await makeUser(payload, ['professional'], 'deleted')
    const doomed = await makeProfile(payload, pro)
    expect((await rest(payload, 'DELETE', `/professional-profiles/${doomed.id}`, { as: cast.admin })).status).toBe(200)
  })
})

describe('validation', () => {
  const refusal = async (json: Record<string, unknown>, headers?: Record<string, string>) => {
    const pro = await makeUser(payload, ['professional'], 'invalid')
    const res = await rest(payload, 'POST', '/professional-profiles', { as: pro, json: profileFields(json), headers })
    expect(res.status).toBe(400)
    const stored = await payload.count({ collection: 'professional-profiles', where: { user: { equals: pro.id } }, overrideAccess: true })
    expect(stored.totalDocs).toBe(0)
    return JSON.stringify(await res.json())
  }

  it('refuses a college of another province, in the request’s language', async () => {
    expect(await refusal({ licenseProvince: 'BC', licenseCollege: 'on-ocp' })).toContain(m('collegeProvince'))
    expect(await refusal({ licenseProvince: 'BC', licenseCollege: 'on-ocp' }, { 'Accept-Language': 'fr-CA' })).toContain(mf('collegeProvince'))
  })

  it.each([
    [{ licenseCollege: 'no-such-college' }, 'collegeRequired'],
    [{ licenseNumber: '' }, 'numberRequired'],
    [{ licenseNumber: '<script>' }, 'numberInvalid'],
    [{ licenseNumber: 'A'.repeat(31) }, 'numberTooLong'],
    [{ licenseType: '' }, 'classRequired'],
    [{ yearsExperience: 71 }, 'yearsInvalid'],
    [{ languages: [] }, 'languagesRequired'],
    [{ availability: ['weekends'] }, 'badChoice'],
    [{ workProvinces: [] }, 'workProvincesRequired'],
  ] as const)('refuses %j with a clear message', async (bad, key) => {
    expect(await refusal(bad)).toContain(m(key))
  })

  it('an update is checked on the profile as it will be', async () => {
    const res = await rest(payload, 'PATCH', `/professional-profiles/${profile.id}`, { as: cast.owner, json: { licenseProvince: 'AB' } })
    expect(res.status).toBe(400)
    expect(await res.text()).toContain(m('collegeProvince'))
  })
})
