import '../support/nextRuntime'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { accommodationNotice } from '@/domain/companies/accommodation'
import { companyLinkOf } from '@/domain/companies/publicPage'
import { JOB_LIST_TAG } from '@/domain/jobs/cacheTags'
import type { Company, JobPosting, User } from '@/payload-types'

import { english, french } from '../support/copy'
import { makeCompany, makePosting } from '../support/factories'
import { memoryCacheForEachTest } from '../support/memoryCache'
import { getPayload, makeUser } from '../support/payload'
import { rest } from '../support/rest'

/*
 * The accommodation notice (AODA, O. Reg. 191/11 ss. 22–23; domain/companies/accommodation.ts): a
 * posting that names its company shows the company's own words in the page's language, any other
 * (confidential, unpaid) the lawful default, as does a company that wrote none; its owner edits the
 * words with the company's details, and saving them expires the cached posting pages that show them.
 */

const t = english('accommodation')
const tFr = french('accommodation')
const OWN_EN = 'Tell Lakeshore what you need at any stage; our HR lead arranges it.'
const OWN_FR = 'Dites à Lakeshore ce dont vous avez besoin à toute étape.'

const cache = memoryCacheForEachTest()

let payload: Payload
let owner: User
let member: User
let applicant: User
let company: Company
let quiet: Company
let open: JobPosting
let confidential: JobPosting
let unpaidDraft: JobPosting
let quietJob: JobPosting

const form = async (jobId: number, user: User | null, language?: string) => {
  const res = await rest(payload, 'GET', `/job-postings/${jobId}/apply-form`, { as: user, headers: language ? { 'Accept-Language': language } : {} })
  expect(res.status).toBe(200)
  return ((await res.json()) as { accommodation: string }).accommodation
}

const saveDetails = (user: User, extra: Record<string, unknown>) =>
  rest(payload, 'PATCH', '/facilities/mine', { as: user, json: { name: company.name, type: 'clinic', ...extra } })

beforeAll(async () => {
  payload = await getPayload()
  owner = await makeUser(payload, ['employer'], 'accommodation-owner')
  member = await makeUser(payload, ['employer'], 'accommodation-member')
  applicant = await makeUser(payload, ['professional'], 'accommodation-applicant')
  const quietOwner = await makeUser(payload, ['employer'], 'accommodation-quiet')
  company = await makeCompany(payload, owner, 'Accommodating Pharmacy')
  quiet = await makeCompany(payload, quietOwner, 'Quiet Pharmacy')
  await payload.update({ collection: 'users', id: member.id, data: { company: company.id } as never, overrideAccess: true })
  expect((await saveDetails(owner, { accommodationEn: OWN_EN, accommodationFr: OWN_FR })).status).toBe(200)
  const of = (c: Company) => ({ facility: c.id, company: c.name })
  open = await makePosting(payload, owner, of(company))
  confidential = await makePosting(payload, owner, { ...of(company), confidential: true })
  unpaidDraft = await makePosting(payload, owner, { ...of(company), status: 'draft' })
  quietJob = await makePosting(payload, quietOwner, of(quiet))
})

describe('which words a posting shows', () => {
  it('the company’s own, in each language, where the posting names its company; else the default', () => {
    const texts = { accommodationEn: OWN_EN, accommodationFr: OWN_FR }
    expect(accommodationNotice(open, texts, 'en')).toBe(OWN_EN)
    expect(accommodationNotice(open, texts, 'fr')).toBe(OWN_FR)
    expect(accommodationNotice(confidential, texts, 'en')).toBe(t('default'))
    expect(accommodationNotice(confidential, texts, 'fr')).toBe(tFr('default'))
    expect(accommodationNotice(unpaidDraft, texts, 'en')).toBe(t('default'))
    expect(accommodationNotice(open, { accommodationEn: '  ', accommodationFr: null }, 'en')).toBe(t('default'))
    expect(accommodationNotice(open, { accommodationEn: OWN_EN, accommodationFr: '' }, 'fr')).toBe(tFr('default'))
    expect(accommodationNotice(open, null, 'fr')).toBe(tFr('default'))
  })

  it('the default says accommodation is available on request in recruitment, in both languages', () => {
    expect(t('default')).toMatch(/accommodation.*disabilities.*available on request.*recruitment/i)
    expect(tFr('default')).toMatch(/mesures d’adaptation.*handicapés.*sur demande.*recrutement/i)
  })

  it('the posting page reads the company’s words with its link (only for a posting that names it)', async () => {
    const link = await companyLinkOf(open.facility)
    expect(link?.accommodation).toEqual({ accommodationEn: OWN_EN, accommodationFr: OWN_FR })
    expect((await companyLinkOf(quietJob.facility))?.accommodation).toEqual({ accommodationEn: null, accommodationFr: null })
  })

  it('the apply dialog gets the same choice, in the asker’s language, whoever asks', async () => {
    expect(await form(open.id, applicant)).toBe(OWN_EN)
    expect(await form(open.id, null, 'fr-CA')).toBe(OWN_FR)
    // A confidential posting: even its own company's members see the default (what applicants see).
    expect(await form(confidential.id, applicant)).toBe(t('default'))
    expect(await form(confidential.id, owner, 'fr-CA')).toBe(tFr('default'))
    expect(await form(quietJob.id, applicant)).toBe(t('default'))
  })
})

describe('the company edits its words', () => {
  it('its owner saves them with the details; other fields left out leave them as they are', async () => {
    const stored = async () => payload.findByID({ collection: 'facilities', id: company.id, overrideAccess: true, depth: 0 })
    expect((await stored()).accommodationEn).toBe(OWN_EN)
    expect((await saveDetails(owner, { description: 'Community pharmacy.' })).status).toBe(200)
    expect((await stored()).accommodationFr).toBe(OWN_FR)
    expect((await saveDetails(owner, { accommodationFr: '' })).status).toBe(200)
    expect((await stored()).accommodationFr).toBeNull()
    expect((await saveDetails(owner, { accommodationFr: OWN_FR })).status).toBe(200)
  })

  it('too long is a 400 with its reason and changes nothing; a member who is not the owner is refused', async () => {
    const res = await saveDetails(owner, { accommodationEn: 'x'.repeat(601) })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: string }).error).toBe(t('tooLong'))
    expect((await saveDetails(member, { accommodationEn: 'Mine now' })).status).toBe(403)
    const generic = await rest(payload, 'PATCH', `/facilities/${company.id}`, { as: member, json: { accommodationEn: 'Mine now' } })
    expect(generic.status).toBeGreaterThanOrEqual(400)
    expect((await payload.findByID({ collection: 'facilities', id: company.id, overrideAccess: true, depth: 0 })).accommodationEn).toBe(OWN_EN)
  })

  it('saving them expires the cached company link the posting pages and Find Work read them from', async () => {
    expect((await companyLinkOf(open.facility))?.accommodation.accommodationEn).toBe(OWN_EN)
    expect((await saveDetails(owner, { accommodationEn: `${OWN_EN} Call us.` })).status).toBe(200)
    expect(cache.expired).toContain(JOB_LIST_TAG)
    expect((await companyLinkOf(open.facility))?.accommodation.accommodationEn).toBe(`${OWN_EN} Call us.`)
    expect(await form(open.id, applicant)).toBe(`${OWN_EN} Call us.`)
  })
})
