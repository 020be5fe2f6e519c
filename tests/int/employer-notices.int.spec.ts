import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { actOnPosting, transition } from '@/domain/jobs/lifecycle'
import { applicantCounts } from '@/domain/applications/postingCounts'
import { digestMoment, sendApplicantDigests, sendExpiryReminders } from '@/domain/jobs/notices'
import { execute, sql } from '@/lib/payload/sql'
import { viewerRequest } from '@/lib/payload/viewer'
import { withTransaction } from '@/lib/payload/transaction'
import type { Application, Company, JobPosting, User } from '@/payload-types'

import { deliveredTo } from '../support/emailQueue'
import { makeCompany, makePosting, makeUser, storedPosting, unique } from '../support/factories'
import { getPayload } from '../support/payload'
import { rest } from '../support/rest'

/**
 * Employer notices: a reminder seven days before a posting's listing ends (once per end date, again
 * after a renewal), and the weekly digest of new applicants for those who turn it on in /account;
 * each to the posting's company (owner and members) or, without one, its creator, in their language.
 */

const DAY = 24 * 3600 * 1000
const ORIGIN = 'http://localhost:3000'

let payload: Payload
let owner: User
let member: User
let outsider: User
let admin: User
let company: Company

const inDays = (days: number, from = Date.now()) => new Date(from + days * DAY).toISOString()

/** The emails `user` received whose subject starts with `subject`. */
const received = async (user: User, subject: string) => (await deliveredTo(payload, user.email)).filter((m) => m.subject.startsWith(subject))

/** A company posting whose listing ends at `validThrough`. */
const companyPosting = (fields: Parameters<typeof makePosting>[2] = {}) =>
  makePosting(payload, owner, { facility: company.id, title: unique('Weekend Pharmacist'), ...fields })

/** `applicant` applies to `job`, `daysAgo` days ago. */
async function applied(applicant: User, job: JobPosting, daysAgo = 0): Promise<Application> {
  const application = await payload.create({ collection: 'applications', data: { jobPosting: job.id } as never, user: applicant, overrideAccess: true, depth: 0 })
  if (daysAgo) await execute(payload, sql`UPDATE applications SET applied_at = ${inDays(-daysAgo)} WHERE id = ${application.id}`)
  return application
}

const storedUserCompany = async (user: User) => {
  const [row] = await execute(payload, sql`SELECT company_id FROM users WHERE id = ${user.id}`)
  return row?.company_id == null ? null : Number(row.company_id)
}

const turnDigestOn = async (user: User) => {
  const res = await rest(payload, 'PATCH', `/users/${user.id}`, { as: user, json: { emailPreferences: { weeklyApplicantDigest: true } } })
  expect(res.status).toBe(200)
}

beforeAll(async () => {
  payload = await getPayload()
  owner = await makeUser(payload, ['employer'], 'notice-owner')
  member = await makeUser(payload, ['employer'], 'notice-member', { preferredLanguage: 'fr', fullName: 'Test Membre' })
  outsider = await makeUser(payload, ['employer'], 'notice-outsider')
  admin = await makeUser(payload, ['admin'], 'notice-admin')
  company = await makeCompany(payload, owner, 'Harbour Clinic')
  await makeCompany(payload, outsider, 'Other Clinic')
  // The member joined the company (as accepting an invitation does).
  await execute(payload, sql`UPDATE users SET company_id = ${company.id} WHERE id = ${member.id}`)
})

describe('expiry reminders', () => {
  it('go seven days before the end to the company owner and members, each in their language, once', async () => {
    const job = await companyPosting({ titleFr: unique('Pharmacien de fin de semaine'), validThrough: inDays(6.5) })
    expect(await sendExpiryReminders(payload)).toBeGreaterThanOrEqual(1)
    // The task runs daily: later runs send nothing more for the same end date.
    await sendExpiryReminders(payload)
    await sendExpiryReminders(payload, new Date(Date.now() + DAY))

    const toOwner = await received(owner, 'Your posting expires')
    expect(toOwner.map((m) => m.subject)).toEqual([`Your posting expires in 7 days: ${job.title}`])
    expect(toOwner[0].text).toContain('once it has expired')
    expect(toOwner[0].links).toContain(`${ORIGIN}/en/employer?posting=${job.id}#posting-${job.id}`)

    const toMember = await received(member, 'Votre offre expire')
    expect(toMember.map((m) => m.subject)).toEqual([`Votre offre expire dans 7 jours\u00a0: ${job.titleFr}`])
    expect(toMember[0].text).toContain('une fois expirée')
    expect(toMember[0].links).toContain(`${ORIGIN}/fr/employer?posting=${job.id}#posting-${job.id}`)

    expect(await received(outsider, 'Your posting expires')).toEqual([])
    expect((await storedPosting(payload, job.id)).expiryReminderFor).toBe(job.validThrough)
  })

  it('not for a posting with more time left, until it is seven days from its end; never for one not listed', async () => {
    const later = await companyPosting({ validThrough: inDays(12) })
    const draft = await companyPosting({ status: 'draft', validThrough: inDays(3) })
    const closed = await companyPosting({ status: 'closed', validThrough: inDays(3) })
    await sendExpiryReminders(payload)
    const about = async (job: JobPosting) => (await received(owner, 'Your posting expires')).filter((m) => m.subject.endsWith(job.title))
    expect(await about(later)).toEqual([])
    expect(await about(draft)).toEqual([])
    expect(await about(closed)).toEqual([])
    // Five days on, it is within seven days of its end.
    await sendExpiryReminders(payload, new Date(Date.now() + 5 * DAY))
    expect((await about(later)).map((m) => m.subject)).toEqual([`Your posting expires in 7 days: ${later.title}`])
  })

  it("a posting without a company goes to its creator (an admin's own posting)", async () => {
    const job = await makePosting(payload, admin, { title: unique('Admin Posted Nurse'), validThrough: inDays(3) })
    await sendExpiryReminders(payload)
    expect((await received(admin, 'Your posting expires')).filter((m) => m.subject.endsWith(job.title)).map((m) => m.subject)).toEqual([
      `Your posting expires in 3 days: ${job.title}`,
    ])
  })

  it('a renewed posting is reminded again before its new end', async () => {
    const job = await companyPosting({ validThrough: inDays(2), stripe: true })
    await sendExpiryReminders(payload)
    // It expires, the owner renews and pays, an admin approves: listed for a new period.
    await withTransaction(payload, (req) => transition(payload, job.id, 'expire', 'schedule', {}, req))
    await actOnPosting(payload, job.id, 'renew', owner)
    await withTransaction(payload, (req) => transition(payload, job.id, 'pay', 'stripe', { paymentIntentId: 'pi_renewed', amountCents: 9900 }, req))
    const renewed = await actOnPosting(payload, job.id, 'approve', admin)
    expect(renewed.validThrough).not.toBe(job.validThrough)
    await sendExpiryReminders(payload, new Date(Date.parse(renewed.validThrough!) - 6.5 * DAY))
    await sendExpiryReminders(payload, new Date(Date.parse(renewed.validThrough!) - 5 * DAY))
    const reminders = (await received(owner, 'Your posting expires')).filter((m) => m.subject.endsWith(job.title))
    // (Delivered in no particular order.)
    expect(reminders.map((m) => m.subject).sort()).toEqual([`Your posting expires in 2 days: ${job.title}`, `Your posting expires in 7 days: ${job.title}`])
  })
})

describe('the weekly applicant digest', () => {
  it('covers the week before its Monday 13:00 UTC moment, however late its run starts', () => {
    const monday = new Date('2026-11-23T13:00:00.000Z')
    for (const run of ['2026-11-23T13:00:00.000Z', '2026-11-23T13:04:00.000Z', '2026-11-25T09:00:00.000Z', '2026-11-30T12:59:59.000Z']) {
      expect(digestMoment(new Date(run)).toISOString(), run).toBe(monday.toISOString())
    }
    expect(digestMoment(new Date('2026-11-23T12:59:59.000Z')).toISOString()).toBe('2026-11-16T13:00:00.000Z')
  })

  it('is off by default: nobody gets it until they turn it on in /account', async () => {
    const job = await companyPosting({ validThrough: inDays(20) })
    await applied(await makeUser(payload, ['professional'], 'early-applicant'), job)
    const account = await rest(payload, 'GET', `/users/${owner.id}`, { as: owner })
    expect(((await account.json()) as User).emailPreferences).toMatchObject({ weeklyApplicantDigest: false })
    // The run's count would include accounts other test files left with the digest on (one shared
    // database): what matters is that this company's people get nothing.
    await sendApplicantDigests(payload)
    expect(await received(owner, 'New applicants')).toEqual([])
    expect(await received(member, 'Nouvelles candidatures')).toEqual([])
  })

  it("when chosen: per posting, only the last week's applicants, in each recipient's language", async () => {
    await turnDigestOn(owner)
    await turnDigestOn(member)
    await turnDigestOn(outsider)
    const first = await companyPosting({ titleFr: unique('Pharmacien de nuit'), validThrough: inDays(20) })
    const second = await companyPosting({ validThrough: inDays(20) })
    const quiet = await companyPosting({ validThrough: inDays(20) })
    const pro = (label: string) => makeUser(payload, ['professional'], label)
    const [ada, ben, cy, old] = await Promise.all([pro('ada'), pro('ben'), pro('cy'), pro('old-timer')])
    await applied(old, first, 10)
    await applied(ada, first, 2)
    await applied(ben, first)
    await applied(cy, second, 6)
    await applied(old, quiet, 8)

    const before = (await received(owner, 'New applicants')).length
    await sendApplicantDigests(payload)
    const digests = (await received(owner, 'New applicants')).slice(before)
    expect(digests).toHaveLength(1)
    const text = digests[0].text
    expect(digests[0].subject).toBe('New applicants this week')
    expect(text).toContain(`${first.title} (2 new applicants): Test ada and Test ben`)
    expect(text).toContain(`${second.title} (1 new applicant): Test cy`)
    expect(text).not.toContain('old-timer')
    expect(text).not.toContain(quiet.title)
    expect(digests[0].links).toContain(`${ORIGIN}/en/employer`)

    const french = (await received(member, 'Nouvelles candidatures')).at(-1)!
    expect(french.subject).toBe('Nouvelles candidatures de la semaine')
    expect(french.text).toContain(`${first.titleFr} (2 nouvelles candidatures)\u00a0: Test ada et Test ben`)
    expect(french.text).toContain(`${second.title} (1 nouvelle candidature)\u00a0: Test cy`)

    // The workspace counts the same week (on the server, as its owner): the applications they read, by the same rule.
    const res = await rest(payload, 'GET', `/applications?depth=0&limit=100&where[jobPosting][equals]=${first.id}`, { as: owner })
    expect(((await res.json()) as { docs: Application[] }).docs).toHaveLength(3)
    expect((await applicantCounts(await viewerRequest(owner), [first.id]))[first.id]).toEqual({ total: 3, thisWeek: 2 })
  })

  it('goes once per recipient and week, however many runs cover it, even two at once', async () => {
    const employer = await makeUser(payload, ['employer'], 'digest-once')
    const theirs = await makeCompany(payload, employer, 'Digest Once Clinic')
    await turnDigestOn(employer)
    const job = await makePosting(payload, employer, { facility: theirs.id, title: unique('Once Posting'), validThrough: inDays(20) })
    await applied(await makeUser(payload, ['professional'], 'once-applicant'), job)
    const moment = new Date(Date.now() + 1000)
    // Two runners running the same scheduled job (Payload's claim is not atomic), then a late third run.
    await Promise.all([sendApplicantDigests(payload, moment), sendApplicantDigests(payload, moment)])
    await sendApplicantDigests(payload, moment)
    expect(await received(employer, 'New applicants')).toHaveLength(1)
  })

  it('sends nothing to someone whose postings had no new applicants this week', async () => {
    const theirs = await makePosting(payload, outsider, { facility: (await storedUserCompany(outsider))!, title: unique('Quiet Posting'), validThrough: inDays(20) })
    await applied(await makeUser(payload, ['professional'], 'long-ago'), theirs, 9)
    await sendApplicantDigests(payload)
    expect(await received(outsider, 'New applicants')).toEqual([])
  })
})
