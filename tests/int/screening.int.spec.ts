import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { loadWorkspace } from '@/domain/applications/workspace'
import { applicationsEntry } from '@/domain/privacy/entries/applications'
import { deleteAccount } from '@/domain/privacy/erase'
import { viewerRequest } from '@/lib/payload/viewer'
import type { Application, JobPosting, User } from '@/payload-types'

import { english, french } from '../support/copy'
import { makeCompany, makePosting, postingFields, unique } from '../support/factories'
import { pdf } from '../support/resumeFiles'
import { as, getPayload, makeUser } from '../support/payload'
import { rest } from '../support/rest'

/*
 * Screening questions (issue 28, docs/pipeline.md): a posting's up to five questions, their required
 * answers hidden from everyone but its company and admins; answers checked by the apply endpoint (a
 * missing or unknown one is a clear 400 and nothing is stored); a wrong required answer accepted and
 * the application marked by the server as not meeting the requirements, which the team reads and
 * filters by and the applicant never does; answers read by the applicant, the team and admins only;
 * Ontario's ban on asking for Canadian experience holds for the questions' words.
 */

const t = english('screening')
const tFr = french('screening')
const law = english('postingLaw')

let payload: Payload
let admin: User
let owner: User
let otherEmployer: User
let applicant: User
let applicant2: User
let applicant3: User
let job: JobPosting
let meets: Application
let misses: Application

const REGISTERED = 'Are you registered as a Part A pharmacist with the Ontario College of Pharmacists?'
const QUESTIONS = [
  { kind: 'yesNo', question: REGISTERED, requiredAnswer: 'yes' },
  { kind: 'choice', question: 'Which shift suits you?', options: ['Days', 'Evenings'], requiredAnswer: 'Days' },
  { kind: 'text', question: 'Your registration number?' },
] as const

/** The posting's question ids, in order (read as the server). */
const questionIds = async () =>
  ((await payload.findByID({ collection: 'job-postings', id: job.id, overrideAccess: true, depth: 0 })).screeningQuestions ?? []).map((q) => String(q.id))

/** Applies through the endpoint with a new PDF and these answers (JSON text as the dialog sends it). */
async function apply(user: User, answers: unknown, extra: Record<string, string> = {}) {
  const form = new FormData()
  form.set('jobPosting', String(job.id))
  form.set('coverLetter', '')
  form.set('file', new File([new Uint8Array(pdf())], 'cv.pdf', { type: 'application/pdf' }))
  form.set('screeningAnswers', typeof answers === 'string' ? answers : JSON.stringify(answers))
  for (const [k, v] of Object.entries(extra)) form.set(k, v)
  return rest(payload, 'POST', '/applications/apply', { as: user, form })
}

const answersOf = (ids: string[], values: string[]) => ids.map((question, i) => ({ question, answer: values[i] }))
const stored = (id: number) => payload.findByID({ collection: 'applications', id, overrideAccess: true, depth: 0 })
const applicationsOf = async (user: User) =>
  (await payload.count({ collection: 'applications', where: { applicant: { equals: user.id } }, overrideAccess: true })).totalDocs
const resumesOf = async (user: User) => (await payload.count({ collection: 'resumes', where: { owner: { equals: user.id } }, overrideAccess: true })).totalDocs

beforeAll(async () => {
  payload = await getPayload()
  admin = await makeUser(payload, ['admin'], 'screen-admin')
  owner = await makeUser(payload, ['employer'], 'screen-owner')
  otherEmployer = await makeUser(payload, ['employer'], 'screen-other')
  applicant = await makeUser(payload, ['professional'], 'screen-applicant')
  applicant2 = await makeUser(payload, ['professional'], 'screen-applicant2')
  applicant3 = await makeUser(payload, ['professional'], 'screen-applicant3')
  const company = await makeCompany(payload, owner, 'Screening Pharmacy')
  await makeCompany(payload, otherEmployer, 'Other Screening Clinic')
  job = await makePosting(payload, owner, { facility: company.id, company: company.name, title: unique('Screened Pharmacist'), screeningQuestions: QUESTIONS as never })
  const ids = await questionIds()
  const ok = await apply(applicant, answersOf(ids, ['yes', 'Days', 'PA-1234']))
  expect(ok.status, await ok.clone().text()).toBe(201)
  meets = ((await ok.json()) as { doc: Application }).doc
  const wrong = await apply(applicant2, answersOf(ids, ['no', 'Evenings', 'none yet']))
  expect(wrong.status, await wrong.clone().text()).toBe(201)
  misses = ((await wrong.json()) as { doc: Application }).doc
})

describe('questions on a posting', () => {
  it('an employer saves up to five questions of each kind with the Post a Job form', async () => {
    const res = await rest(payload, 'POST', '/job-postings', { as: owner, json: postingFields({ screeningQuestions: QUESTIONS as never }) })
    expect(res.status, await res.clone().text()).toBe(201)
    const doc = ((await res.json()) as { doc: JobPosting }).doc
    const saved = await payload.findByID({ collection: 'job-postings', id: doc.id, overrideAccess: true, depth: 0 })
    expect(saved.screeningQuestions?.map((q) => [q.kind, q.question, q.options ?? [], q.requiredAnswer ?? null])).toEqual([
      ['yesNo', REGISTERED, [], 'yes'],
      ['choice', 'Which shift suits you?', ['Days', 'Evenings'], 'Days'],
      ['text', 'Your registration number?', [], null],
    ])
  })

  it('keeps choices without the spaces around them, so each can be chosen', async () => {
    const spaced = [{ kind: 'choice', question: '  Which shift?  ', options: ['Day', ' Night ', '  '], requiredAnswer: ' Night ' }]
    const res = await rest(payload, 'POST', '/job-postings', { as: owner, json: postingFields({ screeningQuestions: spaced as never }) })
    expect(res.status, await res.clone().text()).toBe(201)
    const doc = ((await res.json()) as { doc: JobPosting }).doc
    const saved = await payload.findByID({ collection: 'job-postings', id: doc.id, overrideAccess: true, depth: 0 })
    expect(saved.screeningQuestions?.map((q) => [q.question, q.options, q.requiredAnswer])).toEqual([['Which shift?', ['Day', 'Night'], 'Night']])
  })

  it('a malformed question is a 400 naming the problem on its field, in the asker’s language, and nothing is created', async () => {
    const cases: [unknown[], string, string][] = [
      [[{ kind: 'choice', question: 'Shift?', options: ['Days'] }], 'screeningQuestions.0.options', t('optionsRequired')],
      [[{ kind: 'choice', question: 'Shift?', options: ['Days', 'Nights'], requiredAnswer: 'Weekends' }], 'screeningQuestions.0.requiredAnswer', t('requiredAnswerInvalid')],
      [[{ kind: 'yesNo', question: 'Licensed?', requiredAnswer: 'maybe' }], 'screeningQuestions.0.requiredAnswer', t('requiredAnswerInvalid')],
      [[{ kind: 'yesNo', question: 'Licensed?', options: ['a', 'b'] }], 'screeningQuestions.0.options', t('optionsOnlyChoice')],
      [[{ kind: 'text', question: 'x'.repeat(201) }], 'screeningQuestions.0.question', t('questionTooLong')],
    ]
    for (const [questions, path, message] of cases) {
      const title = unique('Refused questions')
      const res = await rest(payload, 'POST', '/job-postings', { as: owner, json: postingFields({ title, screeningQuestions: questions as never }) })
      expect(res.status, path).toBe(400)
      const errors = ((await res.json()) as { errors: { data?: { errors?: { path: string; message: string }[] } }[] }).errors[0].data?.errors ?? []
      expect(errors, path).toContainEqual(expect.objectContaining({ path, message }))
      expect((await payload.count({ collection: 'job-postings', where: { title: { equals: title } }, overrideAccess: true })).totalDocs).toBe(0)
    }
    const six = Array.from({ length: 6 }, (_, i) => ({ kind: 'text', question: `Question ${i}` }))
    const res = await rest(payload, 'POST', '/job-postings', { as: owner, json: postingFields({ screeningQuestions: six as never }) })
    expect(res.status).toBe(400)
    const french = await rest(payload, 'POST', '/job-postings', {
      as: owner,
      json: postingFields({ screeningQuestions: [{ kind: 'choice', question: 'Quart ?', options: ['Jour'] }] as never }),
      headers: { 'Accept-Language': 'fr-CA' },
    })
    expect(await french.text()).toContain(JSON.stringify(tFr('optionsRequired')).slice(1, -1))
    // Payload's own messages follow the site's order too: the French page sent it, whatever the browser's language.
    const unknownKind = postingFields({ screeningQuestions: [{ kind: 'essay', question: 'Quart ?' }] as never })
    for (const [headers, message] of [
      [{ Referer: 'http://localhost:3000/fr/employer', 'Accept-Language': 'en-CA' }, 'Le champ suivant n’est pas valide'],
      [{ Cookie: 'NEXT_LOCALE=fr-CA' }, 'Le champ suivant n’est pas valide'],
      [{ Referer: 'http://localhost:3000/employer', 'Accept-Language': 'fr-CA' }, 'The following field is invalid'],
    ] as const) {
      const res = await rest(payload, 'POST', '/job-postings', { as: owner, json: unknownKind, headers })
      expect(res.status).toBe(400)
      expect(((await res.json()) as { errors: { message: string }[] }).errors[0].message).toContain(message)
    }
  })

  it('Ontario: a question or choice asking for Canadian experience is refused on that question; elsewhere, and said the other way, it is not', async () => {
    const asking = [{ kind: 'yesNo', question: 'Licensed?' }, { kind: 'yesNo', question: 'Do you have Canadian pharmacy experience?' }]
    const res = await rest(payload, 'POST', '/job-postings', { as: owner, json: postingFields({ province: 'ON', screeningQuestions: asking as never }) })
    expect(res.status).toBe(400)
    const errors = ((await res.json()) as { errors: { data?: { errors?: unknown[] } }[] }).errors[0].data?.errors
    expect(errors).toContainEqual(expect.objectContaining({ path: 'screeningQuestions.1.question', message: law('canadianExperience') }))
    const inChoice = [{ kind: 'choice', question: 'Where did you practise?', options: ['Abroad', 'Experience in Canada'] }]
    expect((await rest(payload, 'POST', '/job-postings', { as: owner, json: postingFields({ province: 'ON', screeningQuestions: inChoice as never }) })).status).toBe(400)
    const negated = [{ kind: 'yesNo', question: 'No Canadian experience required: are you licensed in Ontario?' }]
    expect((await rest(payload, 'POST', '/job-postings', { as: owner, json: postingFields({ province: 'ON', screeningQuestions: negated as never }) })).status).toBe(201)
    expect((await rest(payload, 'POST', '/job-postings', { as: owner, json: postingFields({ province: 'BC', location: 'Victoria, BC', screeningQuestions: asking as never }) })).status).toBe(201)
  })

  it('everyone reads the questions; the required answers only the company and admins (REST and Local API)', async () => {
    const viewers: [string, User | null, boolean][] = [
      ['anonymous', null, false],
      ['applicant', applicant, false],
      ['other company', otherEmployer, false],
      ['owner', owner, true],
      ['admin', admin, true],
    ]
    for (const [name, user, sees] of viewers) {
      const res = await rest(payload, 'GET', `/job-postings/${job.id}?depth=0`, { as: user })
      expect(res.status, name).toBe(200)
      const viaRest = ((await res.json()) as JobPosting).screeningQuestions ?? []
      const local = (await payload.findByID({ collection: 'job-postings', id: job.id, depth: 0, ...as(user) })).screeningQuestions ?? []
      for (const questions of [viaRest, local]) {
        expect(questions.map((q) => q.question), name).toEqual(QUESTIONS.map((q) => q.question))
        expect(questions.map((q) => q.requiredAnswer ?? null), name).toEqual(sees ? ['yes', 'Days', null] : [null, null, null])
      }
      const selected = await rest(payload, 'GET', `/job-postings/${job.id}?select[screeningQuestions][requiredAnswer]=true`, { as: user })
      expect((await selected.text()).includes('"requiredAnswer":"yes"'), name).toBe(sees)
    }
    // Nobody finds postings by their required answers.
    const probe = await rest(payload, 'GET', `/job-postings?where[screeningQuestions.requiredAnswer][equals]=yes`, { as: applicant })
    expect(probe.status).toBeGreaterThanOrEqual(400)
  })

  it('the apply dialog reads the questions without their required answers', async () => {
    const res = await rest(payload, 'GET', `/job-postings/${job.id}/apply-form`, { as: applicant })
    expect(res.status).toBe(200)
    const form = (await res.json()) as { questions: { id: string; kind: string; question: string; options: string[] }[] }
    expect(form.questions.map((q) => [q.id, q.kind, q.question, q.options])).toEqual([
      [...(await questionIds()).slice(0, 1), 'yesNo', REGISTERED, []],
      [(await questionIds())[1], 'choice', 'Which shift suits you?', ['Days', 'Evenings']],
      [(await questionIds())[2], 'text', 'Your registration number?', []],
    ])
    expect(JSON.stringify(form)).not.toContain('requiredAnswer')
    expect((await rest(payload, 'GET', `/job-postings/999999999/apply-form`, { as: applicant })).status).toBe(404)
  })
})

describe('answers sent with an application', () => {
  it('are stored with the questions as asked; the server marks whether they meet the requirements', async () => {
    const ok = await stored(meets.id)
    expect(ok.screeningAnswers?.map((a) => [a.question, a.answer])).toEqual([
      [REGISTERED, 'yes'],
      ['Which shift suits you?', 'Days'],
      ['Your registration number?', 'PA-1234'],
    ])
    expect(ok.meetsRequirements).toBe(true)
    const wrong = await stored(misses.id)
    expect(wrong.screeningAnswers?.map((a) => a.answer)).toEqual(['no', 'Evenings', 'none yet'])
    expect(wrong.meetsRequirements).toBe(false)
  })

  it('a missing, unknown, malformed or impossible answer is a 400 saying what is wrong, and nothing is stored', async () => {
    const ids = await questionIds()
    const before = { applications: await applicationsOf(applicant3), resumes: await resumesOf(applicant3) }
    const cases: [unknown, string][] = [
      [answersOf(ids.slice(0, 2), ['yes', 'Days']), t('answerMissing', { question: 'Your registration number?' })],
      [[], t('answerMissing', { question: REGISTERED })],
      [[...answersOf(ids, ['yes', 'Days', 'x']), { question: 'not-a-question', answer: 'yes' }], t('unknownQuestion')],
      [answersOf(ids, ['perhaps', 'Days', 'x']), t('answerInvalid', { question: REGISTERED })],
      [answersOf(ids, ['yes', 'Weekends', 'x']), t('answerInvalid', { question: 'Which shift suits you?' })],
      [answersOf(ids, ['yes', 'Days', 'x'.repeat(201)]), t('answerInvalid', { question: 'Your registration number?' })],
      ['{not json', t('answersInvalid')],
      [{ question: ids[0], answer: 'yes' }, t('answersInvalid')],
      [[...answersOf(ids, ['yes', 'Days', 'x']), { question: ids[0], answer: 'no' }], t('answersInvalid')],
    ]
    for (const [answers, message] of cases) {
      const res = await apply(applicant3, answers)
      expect(res.status, JSON.stringify(answers)).toBe(400)
      expect(((await res.json()) as { error: string }).error).toBe(message)
    }
    expect({ applications: await applicationsOf(applicant3), resumes: await resumesOf(applicant3) }).toEqual(before)
  })

  it('the finding is the server’s: a client can neither send it with the application nor change it later', async () => {
    const ids = await questionIds()
    const res = await apply(applicant3, answersOf(ids, ['no', 'Days', 'x']), { meetsRequirements: 'true' })
    expect(res.status).toBe(201)
    const doc = ((await res.json()) as { doc: Application }).doc
    expect((await stored(doc.id)).meetsRequirements).toBe(false)
    for (const user of [owner, applicant3]) {
      await rest(payload, 'PATCH', `/applications/${doc.id}`, { as: user, json: { meetsRequirements: true, screeningAnswers: [] } })
    }
    const after = await stored(doc.id)
    expect(after.meetsRequirements).toBe(false)
    expect(after.screeningAnswers).toHaveLength(3)
    // Withdrawn, so the other tests' counts stay as they were.
    await payload.delete({ collection: 'applications', id: doc.id, overrideAccess: true })
  })
})

describe('who reads the answers and the finding', () => {
  const viewers = () =>
    [
      ['anonymous', null, 'none'],
      ['the applicant', applicant2, 'answers'],
      ['another company', otherEmployer, 'none'],
      ['the company', owner, 'all'],
      ['an admin', admin, 'all'],
    ] as const

  it('REST and the Local API (access on): the applicant their answers, the team and admins both, nobody else anything', async () => {
    for (const [name, user, sees] of viewers()) {
      const res = await rest(payload, 'GET', `/applications/${misses.id}?depth=0`, { as: user })
      const local = await payload.findByID({ collection: 'applications', id: misses.id, depth: 0, ...as(user) }).catch(() => null)
      if (sees === 'none') {
        expect(res.status, name).toBeGreaterThanOrEqual(400)
        expect(local, name).toBeNull()
        continue
      }
      expect(res.status, name).toBe(200)
      for (const doc of [(await res.json()) as Application, local!]) {
        expect(doc.screeningAnswers?.map((a) => a.answer), name).toEqual(['no', 'Evenings', 'none yet'])
        expect(doc.meetsRequirements, name).toBe(sees === 'all' ? false : undefined)
      }
    }
  })

  it('a selected read, a list and a count never give the applicant the finding; only the team may filter by it', async () => {
    const own = await rest(payload, 'GET', `/applications?where[applicant][equals]=${applicant2.id}&select[meetsRequirements]=true&select[screeningAnswers]=true`, { as: applicant2 })
    expect(own.status).toBe(200)
    const docs = ((await own.json()) as { docs: Application[] }).docs
    expect(docs.map((d) => d.meetsRequirements)).toEqual([undefined])
    expect(docs[0].screeningAnswers).toHaveLength(3)
    for (const [name, user] of [['anonymous', null], ['the applicant', applicant2]] as const) {
      const res = await rest(payload, 'GET', `/applications?where[meetsRequirements][equals]=false`, { as: user })
      expect(res.status, name).toBeGreaterThanOrEqual(400)
    }
    const team = await rest(payload, 'GET', `/applications?where[meetsRequirements][equals]=false&where[jobPosting][equals]=${job.id}`, { as: owner })
    expect(((await team.json()) as { docs: Application[] }).docs.map((d) => d.id)).toEqual([misses.id])
    const other = await rest(payload, 'GET', `/applications?where[meetsRequirements][equals]=false&where[jobPosting][equals]=${job.id}`, { as: otherEmployer })
    expect(((await other.json()) as { docs?: Application[] }).docs ?? []).toEqual([])
  })

  it('the workspace filters its applicants by it (requirements=unmet|met); for anyone else the filter is dropped', async () => {
    const ids = async (user: User, values: Record<string, string>) =>
      (await loadWorkspace(await viewerRequest(user), { posting: String(job.id), ...values }))?.applicants.docs.map((d) => d.id).sort()
    expect(await ids(owner, { requirements: 'unmet' })).toEqual([misses.id])
    expect(await ids(owner, { requirements: 'met' })).toEqual([meets.id])
    expect(await ids(owner, { requirements: 'nonsense' })).toEqual([meets.id, misses.id].sort())
    const ws = await loadWorkspace(await viewerRequest(owner), { posting: String(job.id), requirements: 'unmet' })
    expect(ws?.state.requirements).toBe('unmet')
    expect(ws?.applicants.docs[0].screeningAnswers).toHaveLength(3)
    expect(await loadWorkspace(await viewerRequest(otherEmployer), { posting: String(job.id), requirements: 'unmet' }).then((w) => w?.applicants.docs ?? [])).toEqual([])
  })
})

describe('the answers are the applicant’s personal data', () => {
  it('exported with their applications, and gone with their account (the application stays, anonymised)', async () => {
    const ctx = { req: await viewerRequest(admin), subject: { id: applicant.id, email: applicant.email, fullName: applicant.fullName ?? null } }
    const exported = (await applicationsEntry.export!(ctx)).data as { id: number; screeningAnswers: { question: string; answer: string }[] }[]
    expect(exported.find((a) => a.id === meets.id)?.screeningAnswers).toEqual([
      { question: REGISTERED, answer: 'yes' },
      { question: 'Which shift suits you?', answer: 'Days' },
      { question: 'Your registration number?', answer: 'PA-1234' },
    ])
    await deleteAccount(payload, applicant.id, 'self')
    const kept = await stored(meets.id)
    expect(kept.applicantEmail ?? null).toBeNull()
    expect(kept.screeningAnswers ?? []).toEqual([])
    expect((await stored(misses.id)).screeningAnswers).toHaveLength(3)
  })
})
