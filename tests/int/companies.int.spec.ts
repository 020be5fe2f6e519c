import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { companyOpenings } from '@/domain/companies/publicPage'
import type { Application, Company, JobPosting, User } from '@/payload-types'

import { deliveredTo } from '../support/emailQueue'
import { applyWithFile, makePosting, makeUser, postPosting, STRONG_PASSWORD, unique } from '../support/factories'
import { getPayload } from '../support/payload'
import { en, fr } from '../support/copy'
import { rest } from '../support/rest'

/*
 * Companies and teams (docs/companies.md): members of a posting's company manage it, whoever created
 * it; the owner invites and removes members; access follows membership with the very next request.
 */

let payload: Payload
let owner: User
let colleague: User
let outsider: User
let applicant: User
let company: Company

const json = async (res: Response) => (await res.json()) as Record<string, unknown>
const stored = (collection: 'users' | 'job-postings' | 'facilities' | 'applications', id: number) =>
  payload.findByID({ collection, id, depth: 0, overrideAccess: true }) as unknown as Promise<Record<string, unknown>>
const companyOf = async (user: User) => (await stored('users', user.id)).company as number | null

/** The invitation link's token from the email that reached `address`. */
async function invitationToken(address: string): Promise<string> {
  const mails = await deliveredTo(payload, address)
  const link = mails.flatMap((m) => m.links).find((l) => l.includes('/account/company/join'))
  expect(link, 'an invitation link').toBeTruthy()
  return new URL(link!).searchParams.get('token')!
}

const readPosting = (user: User | null, id: number) => rest(payload, 'GET', `/job-postings/${id}?depth=0`, { as: user })
const setStatus = (user: User, id: number, status: string) => rest(payload, 'PATCH', `/applications/${id}`, { as: user, json: { status } })

beforeAll(async () => {
  payload = await getPayload()
  owner = await makeUser(payload, ['employer'], 'co-owner')
  colleague = await makeUser(payload, ['employer'], 'co-colleague')
  outsider = await makeUser(payload, ['employer'], 'co-outsider')
  applicant = await makeUser(payload, ['professional'], 'co-applicant')
  const res = await rest(payload, 'PATCH', '/facilities/mine', {
    as: owner,
    json: { name: unique('Harbourview Pharmacy'), type: 'pharmacy', city: 'Halifax', province: 'NS', size: '25-99', website: 'https://harbourview.example' },
  })
  expect(res.status).toBe(200)
  company = (await json(res)).company as Company
  await rest(payload, 'PATCH', '/facilities/mine', { as: outsider, json: { name: unique('Prairie Clinic'), type: 'clinic' } })
})

describe('setting up a company', () => {
  it('an employer without one creates it and becomes its owner and first member, with a public address', async () => {
    expect(company.slug).toMatch(/^harbourview-pharmacy/)
    expect(await companyOf(owner)).toBe(company.id)
    expect((await stored('facilities', company.id)).owner).toBe(owner.id)
    const mine = await json(await rest(payload, 'GET', '/facilities/mine', { as: owner }))
    expect(mine).toMatchObject({ isOwner: true, members: [{ id: owner.id, owner: true }] })
  })

  it('bad details are refused with a clear message and change nothing; a second company is not allowed', async () => {
    const bad = await rest(payload, 'PATCH', '/facilities/mine', { as: owner, json: { name: '', type: 'pharmacy' } })
    expect(bad.status).toBe(400)
    expect((await json(bad)).error).toBe('Company name is required')
    const badSite = await rest(payload, 'PATCH', '/facilities/mine', { as: owner, json: { name: 'X', type: 'pharmacy', website: 'javascript:alert(1)' } })
    expect(badSite.status).toBe(400)
    expect((await stored('facilities', company.id)).name).toBe(company.name)
    // The form sends empty optional fields as null: that is "none", not an error.
    const cleared = await rest(payload, 'PATCH', '/facilities/mine', {
      as: owner,
      json: { name: company.name, type: 'pharmacy', description: null, website: null, city: 'Halifax', province: null, size: '25-99' },
    })
    expect(cleared.status).toBe(200)
    expect(await stored('facilities', company.id)).toMatchObject({ website: null, province: null, size: '25-99' })
    // Through the generic API, an employer who has a company cannot make another.
    const second = await rest(payload, 'POST', '/facilities', { as: owner, json: { name: 'Second', type: 'clinic' } })
    expect(second.status).toBe(403)
  })

  it("an employer's first posting makes their company when they have none", async () => {
    const solo = await makeUser(payload, ['employer'], 'co-solo')
    const job = await postPosting(payload, solo, { company: 'Solo Family Practice' })
    const created = (await stored('users', solo.id)).company as number
    expect(created).toBeTruthy()
    expect((await stored('job-postings', job.id)).facility).toBe(created)
    expect(await stored('facilities', created)).toMatchObject({ name: 'Solo Family Practice', owner: solo.id, type: 'other' })
  })

  it('nobody can hand a posting to another company: the facility an employer sends is ignored', async () => {
    const job = await postPosting(payload, owner, { facility: (await companyOf(outsider))! } as Partial<JobPosting>)
    expect((await stored('job-postings', job.id)).facility).toBe(company.id)
  })
})

describe('a team: invitation, access at once, removal', () => {
  let draft: JobPosting
  let active: JobPosting
  let application: Application
  let token: string

  beforeAll(async () => {
    draft = await postPosting(payload, owner, { title: unique('Team draft') })
    active = await makePosting(payload, owner, { title: unique('Team active') })
    application = await applyWithFile(payload, applicant, active.id)
  })

  it('before joining, a colleague reads neither the draft nor the applications, and cannot query the company', async () => {
    expect((await readPosting(colleague, draft.id)).status).toBe(404)
    expect((await rest(payload, 'GET', `/applications/${application.id}`, { as: colleague })).status).toBe(404)
    const query = await rest(payload, 'GET', `/job-postings?depth=0&where[facility][equals]=${company.id}`, { as: colleague })
    expect(query.status).toBe(400)
  })

  it('only the owner invites; the colleague gets a link by email', async () => {
    expect((await rest(payload, 'POST', '/facilities/mine/invitations', { as: applicant, json: { email: colleague.email } })).status).toBe(403)
    expect((await rest(payload, 'POST', '/facilities/mine/invitations', { as: owner, json: { email: 'not-an-address' } })).status).toBe(400)
    const res = await rest(payload, 'POST', '/facilities/mine/invitations', { as: owner, json: { email: colleague.email.toUpperCase() } })
    expect(res.status).toBe(200)
    token = await invitationToken(colleague.email)
    const mine = await json(await rest(payload, 'GET', '/facilities/mine', { as: owner }))
    expect((mine.invitations as { email: string }[]).map((i) => i.email)).toEqual([colleague.email.toLowerCase()])
    // The invitation is the owner's to see; its token never leaves the server.
    const list = await json(await rest(payload, 'GET', '/company-invitations?depth=0', { as: owner }))
    expect((list.docs as Record<string, unknown>[])[0]).not.toHaveProperty('tokenHash')
    expect(((await json(await rest(payload, 'GET', '/company-invitations', { as: outsider }))).docs as unknown[]) ?? []).toEqual([])
    expect((await rest(payload, 'POST', '/company-invitations', { as: owner, json: { company: company.id, email: 'x@y.example', expiresAt: '2099-01-01' } })).status).toBe(403)
  })

  it('the link works only for an employer account at the invited address', async () => {
    expect((await rest(payload, 'POST', '/facilities/join', { as: outsider, json: { token } })).status).toBe(403)
    expect((await rest(payload, 'POST', '/facilities/join', { json: { token } })).status).toBe(401)
    expect((await rest(payload, 'POST', '/facilities/join', { as: colleague, json: { token: 'f'.repeat(64) } })).status).toBe(400)
    expect(await companyOf(outsider)).not.toBe(company.id)
  })

  it('once joined, the colleague manages the company’s postings and applicants at once; the link is spent', async () => {
    const res = await rest(payload, 'POST', '/facilities/join', { as: colleague, json: { token } })
    expect(res.status).toBe(200)
    expect(await companyOf(colleague)).toBe(company.id)
    expect((await rest(payload, 'POST', '/facilities/join', { as: colleague, json: { token } })).status).toBe(400)

    expect((await readPosting(colleague, draft.id)).status).toBe(200)
    const edit = await rest(payload, 'PATCH', `/job-postings/${draft.id}`, { as: colleague, json: { title: 'Edited by a colleague' } })
    expect(edit.status).toBe(200)
    const listed = await json(await rest(payload, 'GET', `/job-postings?depth=0&where[facility][equals]=${company.id}`, { as: colleague }))
    expect((listed.docs as JobPosting[]).map((d) => d.id)).toEqual(expect.arrayContaining([draft.id, active.id]))
    expect((await setStatus(colleague, application.id, 'reviewed')).status).toBe(200)
    expect((await stored('applications', application.id)).status).toBe('reviewed')
    const resume = await rest(payload, 'GET', `/resumes/${(application.resume as number) ?? 0}`, { as: colleague })
    expect(resume.status).toBe(200)
    // Colleagues see each other on the team page; only the owner sees invitations and removes people.
    const mine = await json(await rest(payload, 'GET', '/facilities/mine', { as: colleague }))
    expect(mine).toMatchObject({ isOwner: false, invitations: [] })
    expect((mine.members as { id: number }[]).map((m) => m.id).sort()).toEqual([owner.id, colleague.id].sort())
    expect((await rest(payload, 'POST', '/facilities/mine/invitations', { as: colleague, json: { email: 'someone@else.example' } })).status).toBe(403)
    expect((await rest(payload, 'DELETE', `/facilities/mine/members/${owner.id}`, { as: colleague })).status).toBe(403)
    expect((await rest(payload, 'PATCH', `/facilities/${company.id}`, { as: colleague, json: { name: 'Renamed' } })).status).toBe(403)
  })

  it('another company’s employer reads none of it, whatever the query', async () => {
    expect((await readPosting(outsider, draft.id)).status).toBe(404)
    expect([403, 404]).toContain((await setStatus(outsider, application.id, 'hired')).status)
    expect((await rest(payload, 'GET', `/job-postings?where[facility][equals]=${company.id}`, { as: outsider })).status).toBe(400)
    expect((await rest(payload, 'GET', `/job-postings?sort=facility`, { as: outsider })).status).toBe(400)
    expect((await rest(payload, 'GET', `/users/${colleague.id}`, { as: outsider })).status).toBe(404)
  })

  it('removed by the owner, the colleague loses access with their next request; what they posted stays with the company', async () => {
    const theirs = await postPosting(payload, colleague, { title: unique('Posted by the colleague') })
    expect((await stored('job-postings', theirs.id)).facility).toBe(company.id)
    expect((await rest(payload, 'DELETE', `/facilities/mine/members/${owner.id}`, { as: owner })).status).toBe(409)
    const removed = await rest(payload, 'DELETE', `/facilities/mine/members/${colleague.id}`, { as: owner })
    expect(await removed.json()).toEqual({ message: en('companies.memberRemoved') })
    expect(await companyOf(colleague)).toBeNull()
    expect((await readPosting(colleague, draft.id)).status).toBe(404)
    expect((await readPosting(colleague, theirs.id)).status).toBe(404)
    expect([403, 404]).toContain((await setStatus(colleague, application.id, 'hired')).status)
    expect(await stored('job-postings', theirs.id)).toMatchObject({ facility: company.id, createdBy: null })
    expect((await readPosting(owner, theirs.id)).status).toBe(200)
  })

  it('a member may leave on their own; the owner cannot', async () => {
    const other = await makeUser(payload, ['employer'], 'co-leaver')
    await rest(payload, 'POST', '/facilities/mine/invitations', { as: owner, json: { email: other.email } })
    const joined = await rest(payload, 'POST', '/facilities/join', { as: other, json: { token: await invitationToken(other.email) } })
    expect(joined.status).toBe(200)
    const left = await rest(payload, 'DELETE', `/facilities/mine/members/${other.id}`, { as: other, headers: { 'Accept-Language': 'fr-CA' } })
    expect(left.status).toBe(200)
    // Told they left, not that a member was removed.
    expect(await left.json()).toEqual({ message: fr('companies.left') })
    expect(await companyOf(other)).toBeNull()
  })
})

describe('a member closing their account', () => {
  it('an owner who leaves the site hands the company to the longest-standing member; its postings stay, announced to the new owner', async () => {
    const first = await makeUser(payload, ['employer'], 'co-founder')
    const second = await makeUser(payload, ['employer'], 'co-partner')
    expect((await rest(payload, 'PATCH', '/facilities/mine', { as: first, json: { name: unique('Founders Clinic'), type: 'clinic' } })).status).toBe(200)
    const founded = (await companyOf(first))!
    await rest(payload, 'POST', '/facilities/mine/invitations', { as: first, json: { email: second.email } })
    expect((await rest(payload, 'POST', '/facilities/join', { as: second, json: { token: await invitationToken(second.email) } })).status).toBe(200)
    const job = await makePosting(payload, first, { contactEmail: first.email })
    const closed = await rest(payload, 'POST', '/users/close-account', { as: first, json: { password: STRONG_PASSWORD } })
    expect(closed.status, await closed.clone().text()).toBe(200)
    expect((await stored('facilities', founded)).owner).toBe(second.id)
    expect(await stored('job-postings', job.id)).toMatchObject({ facility: founded, createdBy: null, contactEmail: second.email })
    expect((await readPosting(second, job.id)).status).toBe(200)
  })
})

describe('the company logo', () => {
  const png = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } }).png().toBuffer()
  const upload = async (user: User, data: Buffer, name = 'logo.png', type = 'image/png') => {
    const form = new FormData()
    form.set('file', new File([new Uint8Array(data)], name, { type }))
    return rest(payload, 'POST', '/facilities/mine/logo', { as: user, form })
  }

  it('the owner uploads one (an image, by its bytes), replaces it and removes it; nobody else can', async () => {
    expect((await upload(owner, Buffer.from('%PDF-1.4 not an image'), 'logo.png')).status).toBe(400)
    expect((await upload(applicant, await png())).status).toBe(403)
    expect((await upload(owner, await png())).status).toBe(200)
    const first = (await stored('facilities', company.id)).logo as number
    expect(first).toBeTruthy()
    expect((await upload(owner, await png())).status).toBe(200)
    const second = (await stored('facilities', company.id)).logo as number
    expect(second).not.toBe(first)
    await expect(payload.findByID({ collection: 'media', id: first, overrideAccess: true })).rejects.toBeTruthy()
    // Media stay the staff's through the generic API.
    const form = new FormData()
    form.set('file', new File([new Uint8Array(await png())], 'x.png', { type: 'image/png' }))
    form.set('_payload', JSON.stringify({ alt: 'x' }))
    expect((await rest(payload, 'POST', '/media', { as: owner, form })).status).toBe(403)
    expect((await rest(payload, 'DELETE', `/media/${second}`, { as: owner })).status).toBe(403)
    expect((await rest(payload, 'DELETE', '/facilities/mine/logo', { as: owner })).status).toBe(200)
    expect((await stored('facilities', company.id)).logo).toBeNull()
  })
})

describe('the public company page', () => {
  it('lists the company’s active, paid, non-confidential postings only', async () => {
    const shown = await makePosting(payload, owner, { title: unique('Shown on the page') })
    const confidential = await makePosting(payload, owner, { title: unique('Confidential'), confidential: true })
    const unpaid = await makePosting(payload, owner, { title: unique('Unpaid'), paid: false })
    const closed = await makePosting(payload, owner, { title: unique('Closed'), status: 'closed' })
    const elsewhere = await makePosting(payload, outsider, { title: unique('Another company') })
    const ids = (await companyOpenings(payload, company.id)).map((j) => j.id)
    expect(ids).toContain(shown.id)
    for (const hidden of [confidential, unpaid, closed, elsewhere]) expect(ids).not.toContain(hidden.id)
  })

  it('the company link of a confidential posting stays private to anyone outside the company', async () => {
    const confidential = await makePosting(payload, owner, { confidential: true })
    for (const viewer of [null, applicant, outsider]) {
      const doc = await json(await rest(payload, 'GET', `/job-postings/${confidential.id}?depth=1`, { as: viewer }))
      expect(doc).not.toHaveProperty('facility')
      expect(doc).not.toHaveProperty('company')
      expect(doc).not.toHaveProperty('createdBy')
    }
    expect((await rest(payload, 'GET', `/job-postings?where[facility][equals]=${company.id}`)).status).toBe(400)
    // Who owns the company is its members' and admins' business.
    expect(await json(await rest(payload, 'GET', `/facilities/${company.id}`))).not.toHaveProperty('owner')
  })
})
