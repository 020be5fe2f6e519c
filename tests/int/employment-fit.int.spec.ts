import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { employmentMismatch } from '@/domain/jobs/employmentFit'
import { actOnPosting } from '@/domain/jobs/lifecycle'
import { EMPLOYMENT_TYPES } from '@/domain/jobs/options'
import { DEFAULT_HOURS_PER_YEAR } from '@/domain/jobs/postingLaw'
import { postJobSchemaFor } from '@/domain/jobs/postSchema'
import { DEMO_COMPANY, demoPostings } from '@/domain/jobs/samples'
import type { Locale } from '@/i18n/locale'
import { translator } from '@/i18n/translator'
import type { JobPosting, User } from '@/payload-types'

import { as, draftPosting, makeUser, postingFields, storedPosting, unique } from '../support/factories'
import { getPayload } from '../support/payload'
import { rest } from '../support/rest'

/*
 * A posting's position type and employment type never contradict each other (domain/jobs/employmentFit.ts):
 * a part-time pharmacist position is never full-time employment, a full-time one never part-time. The demo
 * seed follows it; the Post a Job form and the server (REST and Local API, create and update, one field
 * changed or both) refuse it on the employment type, in the asker's language, changing nothing. Rows saved
 * before the rule are not migrated: they still move through the lifecycle.
 */

let payload: Payload
let employer: User
let admin: User

const PART_TIME_AS_FULL = { positionType: 'pharmacist-part-time' as const, employmentType: 'full-time' as const }
const FULL_TIME_AS_PART = { positionType: 'pharmacist-full-time' as const, employmentType: 'part-time' as const }

/** A reason as the catalogue says it in `locale`. */
const reason = (key: string, locale: Locale = 'en-CA') => (translator(locale) as unknown as (k: string) => string)(key)
const refusal = (key: string, locale: Locale = 'en-CA') => [{ path: 'employmentType', message: reason(key, locale) }]

type Invalid = { path: string; message: string }
const invalidOf = async (res: Response) => ((await res.json()) as { errors?: { data?: { errors?: Invalid[] } }[] }).errors?.[0]?.data?.errors ?? []
const countTitled = async (title: string) =>
  (await payload.count({ collection: 'job-postings', where: { title: { equals: title } }, overrideAccess: true })).totalDocs

beforeAll(async () => {
  payload = await getPayload()
  employer = await makeUser(payload, ['employer'], 'fit-employer')
  admin = await makeUser(payload, ['admin'], 'fit-admin')
})

describe('the rule', () => {
  it('rules out full-time employment for the part-time pharmacist and part-time for the full-time one; nothing else', () => {
    expect(employmentMismatch(PART_TIME_AS_FULL)).toBe('jobs.partTimePositionFullTime')
    expect(employmentMismatch(FULL_TIME_AS_PART)).toBe('jobs.fullTimePositionPartTime')
    for (const employmentType of EMPLOYMENT_TYPES) {
      expect(employmentMismatch({ positionType: 'physician', employmentType }), employmentType).toBeNull()
      if (employmentType !== 'full-time') expect(employmentMismatch({ positionType: 'pharmacist-part-time', employmentType })).toBeNull()
      if (employmentType !== 'part-time') expect(employmentMismatch({ positionType: 'pharmacist-full-time', employmentType })).toBeNull()
    }
    expect(employmentMismatch({ positionType: 'constructor', employmentType: undefined })).toBeNull()
  })

  it('has its reasons in both catalogues', () => {
    for (const key of ['jobs.partTimePositionFullTime', 'jobs.fullTimePositionPartTime']) {
      expect(reason(key)).toMatch(/^A (part|full)-time pharmacist position cannot be (full|part)-time employment\./)
      expect(reason(key, 'fr-CA')).toMatch(/^Un poste de pharmacien\(ne\) à temps (partiel|plein) ne peut pas être un emploi à temps (plein|partiel)\./)
    }
  })
})

describe('the demo seed', () => {
  const postings = demoPostings(60, 'demo@example.com')

  it('never contradicts itself: position and employment agree on every posting', () => {
    expect(postings).toHaveLength(60)
    for (const [i, posting] of postings.entries()) expect(employmentMismatch(posting), `posting ${i + 1}, ${posting.title}`).toBeNull()
  })

  it('gives each posting pay, hours and a description that fit its employment, named after its company’s site', () => {
    for (const [i, posting] of postings.entries()) {
      const label = `posting ${i + 1}, ${posting.title} (${posting.employmentType})`
      // A yearly salary is for full-time or contract work; part-time hourly pay is for fewer hours than a full-time year.
      if (posting.payUnit === 'year') expect(['full-time', 'contract'], label).toContain(posting.employmentType)
      if (posting.employmentType === 'part-time') expect(posting.hoursPerYear ?? DEFAULT_HOURS_PER_YEAR, label).toBeLessThan(DEFAULT_HOURS_PER_YEAR)
      if (posting.employmentType === 'per-diem') expect(posting.description, label).not.toContain('predictable')
      if (posting.experienceLevel === 'management') expect(posting.title, label).toMatch(/Manager/)
      expect(posting.company, label).toMatch(new RegExp(`^${DEMO_COMPANY.split(' ')[0]} `))
    }
  })

  it('still offers every employment type, and part-time pharmacist positions as part-time work', () => {
    expect(new Set(postings.map((p) => p.employmentType))).toEqual(new Set(EMPLOYMENT_TYPES))
    expect(postings.some((p) => p.positionType === 'pharmacist-part-time' && p.employmentType === 'part-time')).toBe(true)
    expect(postings.some((p) => p.remote)).toBe(true)
  })
})

describe('the Post a Job form', () => {
  const form = (fields: Record<string, unknown>) => postJobSchemaFor(null).safeParse({ ...postingFields(), province: 'ON', ...fields })
  const issues = (result: ReturnType<typeof form>) => (result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`))

  it('says what is wrong on the employment type, as the server does', () => {
    expect(issues(form(PART_TIME_AS_FULL))).toEqual(['employmentType: jobs.partTimePositionFullTime'])
    expect(issues(form(FULL_TIME_AS_PART))).toEqual(['employmentType: jobs.fullTimePositionPartTime'])
    expect(issues(form({ positionType: 'pharmacist-part-time', employmentType: 'per-diem' }))).toEqual([])
    expect(issues(form({ positionType: 'pharmacist-full-time', employmentType: 'full-time' }))).toEqual([])
  })
})

describe('the server refuses the contradiction and changes nothing', () => {
  it('on create through the Local API, as an employer with access on', async () => {
    const title = unique('Fit Pharmacist')
    const created = payload.create({ collection: 'job-postings', data: postingFields({ title, ...PART_TIME_AS_FULL }) as never, ...as(employer) })
    await expect(created).rejects.toMatchObject({ status: 400, data: { errors: refusal('jobs.partTimePositionFullTime') } })
    expect(await countTitled(title)).toBe(0)
  })

  it('on create over REST (the form’s request), in the language of the page that sent it', async () => {
    for (const [fields, key] of [[PART_TIME_AS_FULL, 'jobs.partTimePositionFullTime'], [FULL_TIME_AS_PART, 'jobs.fullTimePositionPartTime']] as const) {
      const title = unique('Fit Pharmacist')
      const res = await rest(payload, 'POST', '/job-postings', { as: employer, json: postingFields({ title, ...fields }) })
      expect(res.status).toBe(400)
      expect(await invalidOf(res)).toEqual(refusal(key))
      expect(await countTitled(title)).toBe(0)
    }
    const title = unique('Fit Pharmacist')
    const french = await rest(payload, 'POST', '/job-postings', {
      as: employer,
      json: postingFields({ title, ...PART_TIME_AS_FULL }),
      headers: { referer: 'http://localhost:3000/fr/post-job' },
    })
    expect(french.status).toBe(400)
    expect(await invalidOf(french)).toEqual(refusal('jobs.partTimePositionFullTime', 'fr-CA'))
    expect(await countTitled(title)).toBe(0)
  })

  it('on an update through the Local API that changes only one of the two fields', async () => {
    const job = await draftPosting(payload, employer)
    expect(job).toMatchObject({ positionType: 'pharmacist-full-time', employmentType: 'full-time' })
    const update = (data: Partial<JobPosting>) => payload.update({ collection: 'job-postings', id: job.id, data, ...as(employer) })
    await expect(update({ positionType: 'pharmacist-part-time' })).rejects.toMatchObject({ status: 400, data: { errors: refusal('jobs.partTimePositionFullTime') } })
    await expect(update({ employmentType: 'part-time' })).rejects.toMatchObject({ status: 400, data: { errors: refusal('jobs.fullTimePositionPartTime') } })
    expect(await storedPosting(payload, job.id)).toMatchObject({ positionType: 'pharmacist-full-time', employmentType: 'full-time' })
    // Both changed together agree: accepted.
    expect(await update({ positionType: 'pharmacist-part-time', employmentType: 'part-time' })).toMatchObject({ positionType: 'pharmacist-part-time', employmentType: 'part-time' })
  })

  it('on a PATCH over REST that changes only one of the two fields, by the owner or an admin', async () => {
    const job = await draftPosting(payload, employer, { title: unique('Fit Pharmacist') })
    for (const [who, data, key] of [
      [employer, { employmentType: 'part-time' }, 'jobs.fullTimePositionPartTime'],
      [admin, { employmentType: 'part-time' }, 'jobs.fullTimePositionPartTime'],
      [employer, { positionType: 'pharmacist-part-time' }, 'jobs.partTimePositionFullTime'],
    ] as const) {
      const res = await rest(payload, 'PATCH', `/job-postings/${job.id}`, { as: who, json: data })
      expect(res.status, JSON.stringify(data)).toBe(400)
      expect(await invalidOf(res)).toEqual(refusal(key))
    }
    expect(await storedPosting(payload, job.id)).toMatchObject({ title: job.title, positionType: 'pharmacist-full-time', employmentType: 'full-time' })
    const fits = await rest(payload, 'PATCH', `/job-postings/${job.id}`, { as: employer, json: { employmentType: 'contract' } })
    expect(fits.status).toBe(200)
  })

  it('leaves a row saved before the rule as it is: other edits and the lifecycle still pass', async () => {
    const job = await draftPosting(payload, admin, { title: unique('Legacy Pharmacist') })
    // Written beneath the hooks (straight to the database), as a row from before the rule may be.
    await payload.db.updateOne({ collection: 'job-postings', id: job.id, data: { positionType: 'pharmacist-part-time', employmentType: 'full-time' } })
    const renamed = await rest(payload, 'PATCH', `/job-postings/${job.id}`, { as: admin, json: { title: unique('Legacy Pharmacist renamed') } })
    expect(renamed.status).toBe(200)
    expect((await actOnPosting(payload, job.id, 'close', admin)).status).toBe('closed')
    expect(await storedPosting(payload, job.id)).toMatchObject({ positionType: 'pharmacist-part-time', employmentType: 'full-time', status: 'closed' })
  })
})
