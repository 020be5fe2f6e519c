import type { Payload } from 'payload'

import type { JobPosting, Resume, User } from '@/payload-types'

import { pdf } from './resumeFiles'
import { rest } from './rest'

/**
 * What tests build their worlds from: people, postings, resumes and Stripe deliveries. Each makes
 * the thing the way the product would leave it, so tests state only what matters to them.
 */
export { makePeople, makeUser, uniqueEmail, STRONG_PASSWORD } from './payload'
export { deliver, storedCheckoutEvent } from './stripeWebhook'

let seq = 0
const stamp = () => `${Date.now().toString(36)}-${++seq}`

/** A complete Post a Job form, as an employer sends it. */
export const postingFields = (overrides: Partial<JobPosting> = {}) => ({
  title: `Clinic Pharmacist ${stamp()}`,
  company: 'Lakeshore Health',
  location: 'Kingston, ON',
  contactEmail: `hiring-${stamp()}@lakeshore.example`,
  description: 'Dispensary and clinic days.',
  requirements: 'OCP licence.',
  positionType: 'pharmacist-full-time' as const,
  employmentType: 'full-time' as const,
  ...overrides,
})

type PostingState = { status?: JobPosting['status']; paid?: boolean; confidential?: boolean }

/**
 * A posting in a given state (active and paid unless told otherwise), as the lifecycle would leave
 * it. Status and payment are server-written fields, so access is skipped on purpose.
 */
export async function makePosting(payload: Payload, owner: User, state: PostingState & Partial<JobPosting> = {}): Promise<JobPosting> {
  const { status = 'active', paid = status !== 'draft', confidential = false, ...fields } = state
  return payload.create({
    collection: 'job-postings',
    overrideAccess: true,
    data: { ...postingFields(fields), status, paid, confidential, createdBy: owner.id } as never,
  }) as Promise<JobPosting>
}

/** A posting as stored, whoever may read it. */
export const storedPosting = (payload: Payload, id: number) => payload.findByID({ collection: 'job-postings', id, overrideAccess: true, depth: 0 })

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
