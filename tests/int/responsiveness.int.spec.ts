import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { MIN_APPLICATIONS, responseDays } from '@/domain/companies/responsiveness'
import { execute, sql } from '@/lib/payload/sql'
import type { Application, JobPosting } from '@/payload-types'

import { makeCompany, makePosting, makeUser } from '../support/factories'
import { getPayload } from '../support/payload'

/**
 * "Usually responds within N days": the median time from an application to its first status
 * change or message from the team, over the company's applications of the last 90 days, an unanswered one counting the
 * time it has waited; said only from ten applications.
 */

const DAY_MS = 24 * 60 * 60 * 1000
let payload: Payload

beforeAll(async () => {
  payload = await getPayload()
})

/** A company and a posting of it. */
async function company(): Promise<{ id: number; posting: JobPosting }> {
  const employer = await makeUser(payload, ['employer'], 'responds')
  const { id } = await makeCompany(payload, employer, 'Responds')
  return { id, posting: await makePosting(payload, employer, { facility: id }) }
}

/**
 * An application sent `daysAgo` days ago, moved on by the employer `answeredAfter` days later
 * (the audit trail records it; its time is set as it would have been), or never answered.
 */
async function application(posting: JobPosting, daysAgo: number, answeredAfter?: number): Promise<Application> {
  const applicant = await makeUser(payload, ['professional'], 'responds-applicant')
  const doc = (await payload.create({
    collection: 'applications',
    overrideAccess: true,
    data: { jobPosting: posting.id, applicant: applicant.id, coverLetter: 'Hello.' } as never,
  })) as Application
  const applied = new Date(Date.now() - daysAgo * DAY_MS)
  await execute(payload, sql`UPDATE applications SET applied_at = ${applied.toISOString()} WHERE id = ${doc.id}`)
  if (answeredAfter !== undefined) {
    await payload.update({ collection: 'applications', id: doc.id, data: { status: 'reviewed' }, overrideAccess: true })
    const answered = new Date(applied.getTime() + answeredAfter * DAY_MS)
    await execute(payload, sql`UPDATE status_changes SET created_at = ${answered.toISOString()} WHERE application_id = ${doc.id} AND "from" IS NOT NULL`)
  }
  return doc
}

describe('company responsiveness', () => {
  it('is the median days to a first answer, from ten applications in 90 days; says nothing below that', async () => {
    const quick = await company()
    for (let i = 0; i < MIN_APPLICATIONS - 1; i++) await application(quick.posting, 10, i < 6 ? 1.5 : undefined)
    // Nine: too few to say.
    expect(await responseDays(payload, quick.id)).toBeNull()
    // An application older than 90 days does not count either.
    await application(quick.posting, 120, 1)
    expect(await responseDays(payload, quick.id)).toBeNull()
    await application(quick.posting, 10, 1.5)
    // Seven of ten answered after a day and a half: within 2 days (whole days, rounded up).
    expect(await responseDays(payload, quick.id)).toBe(2)
  }, 60_000)

  it('counts a message from the team as an answer; one from the applicant is not', async () => {
    const writes = await company()
    for (let i = 0; i < MIN_APPLICATIONS; i++) {
      const doc = await application(writes.posting, 10)
      const at = new Date(Date.now() - 10 * DAY_MS + (i < 6 ? 1.5 : 0.5) * DAY_MS).toISOString()
      // Six answered by the team in a day and a half; four only wrote to the employer themselves.
      await execute(
        payload,
        sql`INSERT INTO application_messages (application_id, job_posting_id, body, from_applicant, created_at, updated_at)
            VALUES (${doc.id}, ${writes.posting.id}, 'Hello', ${i >= 6}, ${at}, ${at})`,
      )
    }
    expect(await responseDays(payload, writes.id)).toBe(2)
  }, 60_000)

  it('counts an unanswered application with the time it has waited, so leaving most waiting never reads as quick', async () => {
    const slow = await company()
    for (let i = 0; i < MIN_APPLICATIONS; i++) await application(slow.posting, 19.5, i < 4 ? 1 : undefined)
    // Four answered in a day, six waiting for 19½ days: the median application has waited that long (20 days, rounded up).
    expect(await responseDays(payload, slow.id)).toBe(20)
  }, 60_000)
})
