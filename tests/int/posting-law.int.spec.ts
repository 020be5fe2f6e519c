import { NextIntlClientProvider } from 'next-intl'
import type { Payload } from 'payload'
import { createElement as h } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'

import { PostingDisclosures } from '@/components/jobs/PostingDisclosures'
import { userCompany } from '@/domain/companies/membership'
import { actOnPosting } from '@/domain/jobs/lifecycle'
import { asksCanadianExperience, openEndedWording, postingLawViolations } from '@/domain/jobs/postingLaw'
import { postJobSchemaFor } from '@/domain/jobs/postSchema'
import { demoPostings, seedSampleJobs } from '@/domain/jobs/samples'
import { catalogueOf, formats, TIME_ZONE } from '@/i18n/catalogues'
import type { Locale } from '@/i18n/locale'
import { enumLabel } from '@/i18n/enums'
import { translator } from '@/i18n/translator'
import type { JobPosting, User } from '@/payload-types'

import { as, makeUser, postingFields, storedPosting, unique } from '../support/factories'
import { getPayload } from '../support/payload'
import { rest } from '../support/rest'

/*
 * The provinces' posting laws (src/domain/jobs/postingLaw.ts; docs/posting-law.md): structured pay on
 * every posting; British Columbia's closed ranges; Ontario's $50,000 range limit (companies of 25+ or
 * unknown size; hourly pay at the posting's hours; none above $200,000), its two disclosures and its ban
 * on "Canadian experience"; Quebec's reason for requiring another language. Each rule is refused and
 * accepted at its boundary, through REST (as the Post a Job form sends it), the Local API and the form's
 * own schema, by employers and admins alike; refusals are 400s in the asker's language and change nothing.
 */

let payload: Payload
let employer: User
let smallEmployer: User
let admin: User

const ONTARIO = { location: 'Kingston, ON', city: 'Kingston', province: 'ON' as const }
const DISCLOSED = { existingVacancy: 'yes' as const, aiScreening: 'no' as const }
const BC = { location: 'Victoria, BC', city: 'Victoria', province: 'BC' as const }
const QUEBEC = {
  location: 'Laval, QC', city: 'Laval', province: 'QC' as const,
  titleFr: 'Pharmacien communautaire', descriptionFr: 'Officine achalandée à Laval.', requirementsFr: 'Membre de l’OPQ.',
}
const yearly = (payMin: number, payMax: number) => ({ payMin, payMax, payUnit: 'year' as const })
const hourly = (payMin: number, payMax: number, hoursPerYear?: number) => ({ payMin, payMax, payUnit: 'hour' as const, ...(hoursPerYear ? { hoursPerYear } : {}) })

const fromPage = (path: string) => ({ referer: `http://localhost:3000${path}` })
type Invalid = { path: string; message: string }

/** Posts as `who` through the REST API, as the form does; answers the status, the created posting and the field errors. */
async function post(who: User, fields: Partial<JobPosting> & Record<string, unknown>, headers: Record<string, string> = {}) {
  const title = unique('Law Pharmacist')
  const res = await rest(payload, 'POST', '/job-postings', { as: who, json: postingFields({ title, ...fields } as Partial<JobPosting>), headers })
  const body = (await res.json()) as { doc?: JobPosting; errors?: { data?: { errors?: Invalid[] } }[] }
  const created = await payload.count({ collection: 'job-postings', where: { title: { equals: title } }, overrideAccess: true })
  if (res.status !== 201) expect(created.totalDocs).toBe(0)
  return { status: res.status, doc: body.doc, invalid: body.errors?.[0]?.data?.errors ?? [] }
}

const t = (locale: Locale) => translator(locale)
/** A reason as the catalogue says it in `locale`. */
const reason = (key: string, locale: Locale = 'en-CA') => (t(locale) as unknown as (k: string) => string)(key)

beforeAll(async () => {
  payload = await getPayload()
  employer = await makeUser(payload, ['employer'], 'law-employer')
  smallEmployer = await makeUser(payload, ['employer'], 'law-small')
  admin = await makeUser(payload, ['admin'], 'law-admin')
  // Each employer's first posting makes their company (of unknown size); the small one says it has fewer than 25.
  await post(employer, yearly(60_000, 70_000))
  await post(smallEmployer, yearly(60_000, 70_000))
  const small = await userCompany({ payload }, smallEmployer.id)
  await payload.update({ collection: 'facilities', id: small!, data: { size: '1-24' }, overrideAccess: true })
})

describe('pay on every posting', () => {
  it('refuses a posting without its minimum, maximum and period, each on its field; nothing is created', async () => {
    const res = await post(employer, { payMin: null, payMax: null, payUnit: null })
    expect(res.status).toBe(400)
    expect(res.invalid).toEqual([
      { path: 'payMin', message: reason('postingLaw.payMinRequired') },
      { path: 'payMax', message: reason('postingLaw.payMaxRequired') },
      { path: 'payUnit', message: reason('postingLaw.payUnitRequired') },
    ])
  })

  it('refuses a maximum below the minimum and accepts equal amounts (a single expected pay)', async () => {
    expect((await post(employer, hourly(40, 39.99))).invalid).toEqual([{ path: 'payMax', message: reason('postingLaw.payOrder') }])
    expect((await post(employer, hourly(40, 40))).status).toBe(201)
  })

  it('answers in the asker’s language, and admins are refused as employers are', async () => {
    const french = await post(admin, { payMax: null }, fromPage('/fr/post-job'))
    expect(french.status).toBe(400)
    expect(french.invalid).toEqual([{ path: 'payMax', message: reason('postingLaw.payMaxRequired', 'fr-CA') }])
  })

  it('holds through the Local API with access on, while server code (seeds) is trusted to comply', async () => {
    await expect(payload.create({ collection: 'job-postings', data: postingFields({ payMin: null }) as never, ...as(employer) })).rejects.toMatchObject({
      status: 400,
      data: { errors: [{ path: 'payMin', message: reason('postingLaw.payMinRequired') }] },
    })
    const seeded = await payload.create({ collection: 'job-postings', data: postingFields({ payMin: null, payMax: null, payUnit: null }) as never, overrideAccess: true })
    expect(seeded.payMin ?? null).toBeNull()
  })
})

describe('British Columbia: no open-ended pay', () => {
  it('refuses open-ended wording in the salary text, in English and French', async () => {
    for (const salaryRange of ['$20 and up', '$20+/hour', 'Up to $30/hour', 'À partir de 20 $ l’heure', 'Jusqu’à 30 $', 'Starting at $25']) {
      const res = await post(employer, { ...BC, ...hourly(20, 30), salaryRange })
      expect(res.status, salaryRange).toBe(400)
      expect(res.invalid).toEqual([{ path: 'salaryRange', message: reason('postingLaw.openEnded') }])
    }
  })

  it('refuses a range without its top, and accepts a closed range', async () => {
    expect((await post(employer, { ...BC, payMin: 20, payMax: null, payUnit: 'hour' })).invalid.map((e) => e.path)).toEqual(['payMax'])
    const ok = await post(employer, { ...BC, ...hourly(20, 30), salaryRange: '$20–$30/hour' })
    expect(ok.status).toBe(201)
  })

  it('leaves the same wording alone outside British Columbia', async () => {
    expect((await post(employer, { location: 'Halifax, NS', province: 'NS', ...hourly(20, 30), salaryRange: '$20 and up' })).status).toBe(201)
  })
})

describe('Ontario: a range spans at most $50,000 a year', () => {
  it('accepts a $50,000 range and refuses $50,001, with the reason on the maximum', async () => {
    expect((await post(employer, { ...ONTARIO, ...DISCLOSED, ...yearly(70_000, 120_000) })).status).toBe(201)
    const wide = await post(employer, { ...ONTARIO, ...DISCLOSED, ...yearly(70_000, 120_001) })
    expect(wide.status).toBe(400)
    expect(wide.invalid).toEqual([{ path: 'payMax', message: reason('postingLaw.ontarioSpan') }])
  })

  it('exempts a range whose top exceeds $200,000 a year, not one that reaches it', async () => {
    expect((await post(employer, { ...ONTARIO, ...DISCLOSED, ...yearly(100_000, 200_001) })).status).toBe(201)
    expect((await post(employer, { ...ONTARIO, ...DISCLOSED, ...yearly(140_000, 200_000) })).status).toBe(400)
  })

  it('converts hourly pay at the posting’s hours a year, 2,080 by default', async () => {
    // $24.03 × 2,080 = $49,982.40; $24.04 × 2,080 = $50,003.20.
    expect((await post(employer, { ...ONTARIO, ...DISCLOSED, ...hourly(30, 54.03) })).status).toBe(201)
    expect((await post(employer, { ...ONTARIO, ...DISCLOSED, ...hourly(30, 54.04) })).status).toBe(400)
    // At 2,000 hours: $25.00 spans exactly $50,000, $25.01 spans $50,020.
    expect((await post(employer, { ...ONTARIO, ...DISCLOSED, ...hourly(30, 55, 2000) })).status).toBe(201)
    expect((await post(employer, { ...ONTARIO, ...DISCLOSED, ...hourly(30, 55.01, 2000) })).status).toBe(400)
    // $100 an hour tops out above $200,000 at 2,080 hours: exempt however wide.
    expect((await post(employer, { ...ONTARIO, ...DISCLOSED, ...hourly(40, 100) })).status).toBe(201)
  })

  it('applies to companies of 25 or more or of unknown size, not to those under 25', async () => {
    expect((await post(smallEmployer, { ...ONTARIO, ...DISCLOSED, ...yearly(50_000, 150_000) })).status).toBe(201)
    const company = await userCompany({ payload }, smallEmployer.id)
    await payload.update({ collection: 'facilities', id: company!, data: { size: '25-99' }, overrideAccess: true })
    try {
      expect((await post(smallEmployer, { ...ONTARIO, ...DISCLOSED, ...yearly(50_000, 150_000) })).status).toBe(400)
    } finally {
      await payload.update({ collection: 'facilities', id: company!, data: { size: '1-24' }, overrideAccess: true })
    }
    // An admin's posting for no company: the size is unknown, so the limit holds.
    expect((await post(admin, { ...ONTARIO, ...DISCLOSED, ...yearly(50_000, 150_000) })).status).toBe(400)
  })
})

describe('the province the rules read', () => {
  it('comes from a location that names it when none is chosen: Ontario’s rules hold for a posting in Toronto', async () => {
    const toronto = { location: 'Toronto, ON', city: 'Toronto', province: null }
    const res = await post(employer, { ...toronto, ...yearly(50_000, 190_000), requirements: 'Canadian experience required', existingVacancy: null, aiScreening: null })
    expect(res.status).toBe(400)
    expect(res.invalid.map((e) => e.path)).toEqual(['payMax', 'existingVacancy', 'aiScreening', 'requirements'])
    const lawful = await post(employer, { ...toronto, ...yearly(60_000, 70_000) })
    expect(lawful.status).toBe(201)
    expect(lawful.doc?.province).toBe('ON')
  })

  it('must be the one a location names, if it names one (refused on the location, in the asker’s language)', async () => {
    const res = await post(employer, { location: 'Toronto, ON', province: 'AB', ...yearly(60_000, 70_000) }, fromPage('/fr/post-job'))
    expect(res.status).toBe(400)
    const [location, chosen] = ['ON', 'AB'].map((value) => enumLabel('fr-CA', 'province', value))
    expect(res.invalid).toEqual([{ path: 'location', message: t('fr-CA')('jobs.locationOtherProvince', { location, chosen }) }])
    expect((await post(employer, { location: 'Remote (BC)', city: null, province: 'BC', ...yearly(60_000, 70_000) })).status).toBe(201)
    expect((await post(employer, { location: 'Remote (BC)', city: null, province: 'ON', ...yearly(60_000, 70_000) })).status).toBe(400)
  })
})

describe('Ontario: the disclosures', () => {
  it('refuses an Ontario posting that does not say whether the vacancy exists and whether AI screens applicants', async () => {
    const res = await post(employer, { ...ONTARIO, ...yearly(70_000, 80_000), existingVacancy: null, aiScreening: null }, fromPage('/fr/post-job'))
    expect(res.status).toBe(400)
    expect(res.invalid).toEqual([
      { path: 'existingVacancy', message: reason('postingLaw.existingVacancyRequired', 'fr-CA') },
      { path: 'aiScreening', message: reason('postingLaw.aiScreeningRequired', 'fr-CA') },
    ])
  })

  it('keeps the answers, readable by anyone once the posting is live, and shows them on the posting in both languages', async () => {
    const res = await post(admin, { ...ONTARIO, ...yearly(70_000, 80_000), existingVacancy: 'no', aiScreening: 'yes' })
    expect(res.status).toBe(201)
    const seen = await rest(payload, 'GET', `/job-postings/${res.doc!.id}?depth=0`)
    expect(await seen.json()).toMatchObject({ status: 'active', existingVacancy: 'no', aiScreening: 'yes' })
    const render = (locale: Locale) =>
      renderToStaticMarkup(
        h(NextIntlClientProvider, {
          locale, messages: { postingLaw: catalogueOf(locale).postingLaw }, formats, timeZone: TIME_ZONE,
          children: h(PostingDisclosures, { job: res.doc! }),
        }),
      )
    expect(render('en-CA')).toContain(`<li>${t('en-CA')('postingLaw.vacancyNo')}</li>`)
    expect(render('en-CA')).toContain(`<li>${t('en-CA')('postingLaw.aiYes')}</li>`)
    expect(render('fr-CA')).toContain(`<li>${t('fr-CA')('postingLaw.vacancyNo')}</li>`)
    expect(render('fr-CA')).toContain(t('fr-CA')('postingLaw.aiYes'))
  })
})

describe('Ontario: no “Canadian experience” requirement', () => {
  it('refuses the posting when its text asks for it, in English or in French, on the field that does', async () => {
    const english = await post(employer, { ...ONTARIO, ...DISCLOSED, requirements: 'OCP licence; 2 years of Canadian pharmacy experience.' })
    expect(english.invalid).toEqual([{ path: 'requirements', message: reason('postingLaw.canadianExperience') }])
    const french = await post(employer, { ...ONTARIO, ...DISCLOSED, descriptionFr: 'Expérience de travail au Canada exigée.' }, fromPage('/fr/post-job'))
    expect(french.invalid).toEqual([{ path: 'descriptionFr', message: reason('postingLaw.canadianExperience', 'fr-CA') }])
  })

  it('accepts a text that says it is not required, and the same text outside Ontario', async () => {
    expect((await post(employer, { ...ONTARIO, ...DISCLOSED, requirements: 'No Canadian experience required.' })).status).toBe(201)
    expect((await post(employer, { location: 'Regina, SK', province: 'SK', requirements: 'Canadian experience required.' })).status).toBe(201)
  })

  it('recognises the wording and its negations', () => {
    for (const text of ['Canadian experience', 'Canadian work experience an asset', 'experience working in Canada', 'expérience canadienne', 'Expérience professionnelle au Canada']) {
      expect(asksCanadianExperience(text), text).toBe(true)
    }
    for (const text of ['No Canadian experience required', 'Canadian experience is not required', 'Aucune expérience canadienne requise', 'Non-Canadian experience welcome', 'Experience with Canadian drug schedules']) {
      expect(asksCanadianExperience(text), text).toBe(false)
    }
  })
})

describe('Quebec: a posting requiring another language says why', () => {
  it('refuses the requirement without its reason and shows it with one', async () => {
    const bare = await post(employer, { ...QUEBEC, otherLanguageRequired: true })
    expect(bare.invalid).toEqual([{ path: 'languageRequirementReason', message: reason('postingLaw.languageReasonRequired') }])
    const why = 'Les patients de la clinique de l’aéroport sont surtout anglophones.'
    const res = await post(admin, { ...QUEBEC, otherLanguageRequired: true, languageRequirementReason: why })
    expect(res.status).toBe(201)
    const html = renderToStaticMarkup(
      h(NextIntlClientProvider, { locale: 'fr-CA', messages: { postingLaw: catalogueOf('fr-CA').postingLaw }, formats, timeZone: TIME_ZONE, children: h(PostingDisclosures, { job: res.doc! }) }),
    )
    expect(html).toContain(t('fr-CA')('postingLaw.languageShown', { reason: why }))
  })
})

describe('changes and moves towards publishing', () => {
  it('refuses an edit that breaks a rule, leaving the posting as it was; edits elsewhere pass', async () => {
    const { doc } = await post(employer, { ...ONTARIO, ...DISCLOSED, ...yearly(70_000, 80_000) })
    const widened = await rest(payload, 'PATCH', `/job-postings/${doc!.id}`, { as: employer, json: { payMax: 130_000 } })
    expect(widened.status).toBe(400)
    expect((await storedPosting(payload, doc!.id)).payMax).toBe(80_000)
    const renamed = await rest(payload, 'PATCH', `/job-postings/${doc!.id}`, { as: employer, json: { title: unique('Renamed Pharmacist') } })
    expect(renamed.status).toBe(200)
  })

  it('refuses paying for, or approving, a posting saved before the rules without its pay', async () => {
    const legacy = (status: 'draft' | 'pending_review') =>
      payload.create({
        collection: 'job-postings',
        overrideAccess: true,
        // Server code naming the creator: the posting belongs to the employer's company.
        data: postingFields({ payMin: null, payMax: null, payUnit: null, status, paid: status !== 'draft', createdBy: employer.id }) as never,
      })
    const draft = await legacy('draft')
    const checkout = await rest(payload, 'POST', `/job-postings/${draft.id}/checkout`, { as: employer, json: {}, headers: fromPage('/fr/employer') })
    expect(checkout.status).toBe(400)
    expect(((await checkout.json()) as { error: string }).error).toBe(reason('postingLaw.payMinRequired', 'fr-CA'))
    const review = await legacy('pending_review')
    await expect(actOnPosting(payload, review.id, 'approve', admin)).rejects.toMatchObject({ status: 400 })
    expect((await storedPosting(payload, review.id)).status).toBe('pending_review')
  })
})

describe('the Post a Job form', () => {
  const form = (fields: Record<string, unknown>, size: Parameters<typeof postJobSchemaFor>[0] = null) =>
    postJobSchemaFor(size).safeParse({ ...postingFields(), province: 'ON', ...fields })
  const issues = (result: ReturnType<typeof form>) => (result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`))

  it('refuses what the server refuses, with the same reasons', () => {
    expect(issues(form({ payMin: '', payMax: '', payUnit: '' }))).toEqual([
      'payMin: postingLaw.payMinRequired', 'payMax: postingLaw.payMaxRequired', 'payUnit: postingLaw.payUnitRequired',
    ])
    expect(issues(form({ ...ONTARIO, ...DISCLOSED, ...yearly(70_000, 120_001) }))).toEqual(['payMax: postingLaw.ontarioSpan'])
    expect(issues(form({ ...ONTARIO, ...DISCLOSED, ...hourly(30, 54.04) }))).toEqual(['payMax: postingLaw.ontarioSpan'])
    expect(issues(form({ ...ONTARIO, ...yearly(70_000, 80_000), existingVacancy: null, aiScreening: '' }))).toEqual([
      'existingVacancy: postingLaw.existingVacancyRequired', 'aiScreening: postingLaw.aiScreeningRequired',
    ])
    expect(issues(form({ ...BC, salaryRange: 'up to $30' }))).toEqual(['salaryRange: postingLaw.openEnded'])
    expect(issues(form({ ...ONTARIO, ...DISCLOSED, title: 'Pharmacist (Canadian experience)' }))).toEqual(['title: postingLaw.canadianExperience'])
    expect(issues(form({ ...QUEBEC, otherLanguageRequired: true, languageRequirementReason: ' ' }))).toEqual([
      'languageRequirementReason: postingLaw.languageReasonRequired',
    ])
  })

  it('accepts the boundaries the server accepts, and knows the company’s size', () => {
    expect(issues(form({ ...ONTARIO, ...DISCLOSED, ...yearly(70_000, 120_000) }))).toEqual([])
    expect(issues(form({ ...ONTARIO, ...DISCLOSED, ...yearly(100_000, 200_001) }))).toEqual([])
    expect(issues(form({ ...ONTARIO, ...DISCLOSED, ...hourly(30, 55, 2000), hoursPerYear: '2000' }))).toEqual([])
    expect(issues(form({ ...ONTARIO, ...DISCLOSED, ...yearly(50_000, 150_000) }, '1-24'))).toEqual([])
    expect(issues(form({ ...ONTARIO, ...DISCLOSED, ...yearly(50_000, 150_000) }, '500+'))).toEqual(['payMax: postingLaw.ontarioSpan'])
    expect(issues(form({ ...hourly(20, 30), hoursPerYear: '0' }))).toEqual(['hoursPerYear: postingLaw.hoursInvalid'])
    // A token number of hours would shrink any hourly range under Ontario's $50,000: at least 10 hours a week.
    expect(issues(form({ ...hourly(20, 30), hoursPerYear: '519' }))).toEqual(['hoursPerYear: postingLaw.hoursInvalid'])
    expect(issues(form({ ...hourly(20, 30), hoursPerYear: '520' }))).toEqual([])
  })
})

describe('the site’s own postings comply', () => {
  it('demo postings and sample postings pass every rule', async () => {
    for (const posting of demoPostings(60, 'demo@example.com')) expect(postingLawViolations(posting, '25-99'), posting.title).toEqual([])
    expect(openEndedWording('$110,000-$135,000/year')).toBe(false)
    const samples = await seedSampleJobs(payload, admin)
    expect(samples).toHaveLength(5)
  })
})
