import type { Payload } from 'payload'

import type { Application, Company, JobPosting, Resume, User } from '@/payload-types'

import { as } from './payload'
import { pdf } from './resumeFiles'
import { rest } from './rest'

/**
 * What tests build their worlds from: people, postings (and their checkouts), applications, resumes
 * and Stripe deliveries. Each makes the thing the way the product would leave it, so tests state
 * only what matters to them.
 */
export { as, makePeople, makeUser, uniqueEmail, STRONG_PASSWORD, type People } from './payload'
export { deliver, storedCheckoutEvent } from './stripeWebhook'

let seq = 0
const stamp = () => `${Date.now().toString(36)}-${++seq}`

/** `text` made unique within the shared database (titles that emails and lists are matched by). */
export const unique = (text: string) => `${text} ${stamp()}`

/**
 * The pharmacist position and employment that agree with what a test chose (the server refuses a
 * part-time pharmacist in full-time employment, and the reverse): part-time goes with part-time.
 */
const pharmacistTypes = ({ positionType, employmentType }: Partial<JobPosting>) =>
  positionType === 'pharmacist-part-time' || (!positionType && employmentType === 'part-time')
    ? { positionType: 'pharmacist-part-time' as const, employmentType: 'part-time' as const }
    : { positionType: 'pharmacist-full-time' as const, employmentType: 'full-time' as const }

/** A complete Post a Job form, as an employer sends it. */
export const postingFields = (overrides: Partial<JobPosting> = {}) => ({
  title: `Clinic Pharmacist ${stamp()}`,
  company: 'Lakeshore Health',
  location: 'Kingston, ON',
  contactEmail: `hiring-${stamp()}@lakeshore.example`,
  description: 'Dispensary and clinic days.',
  requirements: 'OCP licence.',
  ...pharmacistTypes(overrides),
  // What the posting law asks of every posting (docs/posting-law.md), Ontario's answers included.
  payMin: 60,
  payMax: 75,
  payUnit: 'hour' as const,
  existingVacancy: 'yes' as const,
  aiScreening: 'no' as const,
  ...overrides,
})

type PostingState = {
  status?: JobPosting['status']
  paid?: boolean
  confidential?: boolean
  /** Paid through Stripe: a payment intent is recorded, so a rejection refunds it there. */
  stripe?: boolean
}

/**
 * A posting in a given state (active and paid unless told otherwise), as the lifecycle would leave
 * it. Status and payment are server-written fields, so access is skipped on purpose.
 */
export async function makePosting(payload: Payload, owner: User, state: PostingState & Partial<JobPosting> = {}): Promise<JobPosting> {
  const { status = 'active', paid = status !== 'draft', confidential = false, stripe = false, ...fields } = state
  const payment = stripe && paid ? { stripePaymentIntentId: `pi_test_${stamp()}` } : {}
  return payload.create({
    collection: 'job-postings',
    overrideAccess: true,
    data: { ...postingFields(fields), ...payment, status, paid, confidential, createdBy: owner.id } as never,
  }) as Promise<JobPosting>
}

/** A posting as `user` creates it through the Local API with access on (for an employer, an unpaid draft). */
export const draftPosting = (payload: Payload, user: User | null, fields: Partial<JobPosting> = {}) =>
  payload.create({ collection: 'job-postings', data: postingFields(fields) as never, ...as(user) }) as Promise<JobPosting>

/** A posting as the Post a Job form creates it: through the REST API, as `user`. */
export async function postPosting(payload: Payload, user: User, fields: Partial<JobPosting> = {}): Promise<JobPosting> {
  const res = await rest(payload, 'POST', '/job-postings', { as: user, json: postingFields(fields) })
  if (res.status !== 201) throw new Error(`Posting answered ${res.status}: ${await res.text()}`)
  return ((await res.json()) as { doc: JobPosting }).doc
}

/** The owner presses Pay: the checkout endpoint creates and stores a session. Answers its id. */
export async function startCheckout(payload: Payload, owner: User, jobId: number): Promise<string> {
  const res = await rest(payload, 'POST', `/job-postings/${jobId}/checkout`, { as: owner, json: {} })
  if (res.status !== 200) throw new Error(`Checkout answered ${res.status}: ${await res.text()}`)
  const { checkoutUrl } = (await res.json()) as { checkoutUrl: string }
  return new URL(checkoutUrl).pathname.split('/').pop()!
}

/** A posting as stored, whoever may read it. */
export const storedPosting = (payload: Payload, id: number) => payload.findByID({ collection: 'job-postings', id, overrideAccess: true, depth: 0 })

type ApplyOptions = { name?: string; coverLetter?: string; headers?: Record<string, string> }

/** An application with a freshly uploaded PDF, sent through the apply endpoint as the apply dialog does. */
export async function applyWithFile(payload: Payload, user: User, jobId: number, opts: ApplyOptions = {}): Promise<Application> {
  const { name = 'cv.pdf', coverLetter = 'I would love to join your team.', headers } = opts
  const form = new FormData()
  form.set('jobPosting', String(jobId))
  form.set('coverLetter', coverLetter)
  form.set('file', new File([new Uint8Array(pdf())], name, { type: 'application/pdf' }))
  const res = await rest(payload, 'POST', '/applications/apply', { as: user, form, headers })
  if (res.status !== 201) throw new Error(`Apply answered ${res.status}: ${await res.text()}`)
  return ((await res.json()) as { doc: Application }).doc
}

/** A resume uploaded by `user` through the upload endpoint, as the Resume Manager does. */
export async function uploadResume(payload: Payload, user: User, name = 'cv.pdf'): Promise<Resume> {
  const form = new FormData()
  form.set('file', new File([new Uint8Array(pdf())], name, { type: 'application/pdf' }))
  form.set('categoryName', `Saved ${name}`)
  form.set('positionType', 'pharmacist')
  const res = await rest(payload, 'POST', '/resumes/upload', { as: user, form })
  if (res.status !== 201) throw new Error(`Resume upload answered ${res.status}: ${await res.text()}`)
  return ((await res.json()) as { doc: Resume }).doc
}

/** A company founded by `founder` through its endpoint, as /account/company does (the founder joins it). */
export async function makeCompany(payload: Payload, founder: User, label: string): Promise<Company> {
  const res = await rest(payload, 'PATCH', '/facilities/mine', { as: founder, json: { name: unique(label), type: 'clinic' } })
  if (res.status !== 200) throw new Error(`Company answered ${res.status}: ${await res.text()}`)
  return ((await res.json()) as { company: Company }).company
}
