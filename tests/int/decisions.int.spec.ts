import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  DECISION_DAYS,
  REMINDER_DAY,
  decisionDueBy,
  decisionOverdue,
  interviewDateProblem,
  interviewDayInstant,
  pendingDecisionDueBy,
} from '@/domain/applications/decisionDeadline'
import { decisionRemindersTask, sendDecisionReminders } from '@/domain/applications/decisionReminderTask'
import { execute, sql } from '@/lib/payload/sql'
import type { Application, JobPosting, User } from '@/payload-types'

import { english, french } from '../support/copy'
import { deliveredTo } from '../support/emailQueue'
import { applyWithFile, makePosting, unique } from '../support/factories'
import { newNetwork, from } from '../support/network'
import { getPayload, makeUser } from '../support/payload'
import { rest } from '../support/rest'

/*
 * The 45-day answer (docs/lifecycle.md): interview dates on applications, the decision due date,
 * the employer's reminder at day 35 (once per interview) and the applicant told of a decision at
 * once, in their language, whatever their email preferences.
 */

const DAY = 24 * 60 * 60 * 1000
const d = english('decisions')
const dFr = french('decisions')

let payload: Payload
let employer: User
let admin: User

beforeAll(async () => {
  payload = await getPayload()
  employer = await makeUser(payload, ['employer'], 'decisions-employer')
  admin = await makeUser(payload, ['admin'], 'decisions-admin')
})

const stored = (id: number) => payload.findByID({ collection: 'applications', id, overrideAccess: true, depth: 0 })

/** A posting of the employer's and one application to it from a new applicant. */
async function applicationTo(fields: { preferredLanguage?: 'en' | 'fr'; fullName?: string } = {}) {
  const job = await makePosting(payload, employer, { title: unique('Decision Nurse') })
  const applicant = await makeUser(payload, ['professional'], 'decisions-applicant', { fullName: unique('Applicant'), ...fields })
  const application = await applyWithFile(payload, applicant, job.id, { headers: from(newNetwork()) })
  return { job, applicant, application }
}

const patch = (user: User, id: number, json: Record<string, unknown>, headers: Record<string, string> = {}) =>
  rest(payload, 'PATCH', `/applications/${id}`, { as: user, json, headers })

/** The interview happened `days` ago: moved in the database rather than waited for. */
const interviewedDaysAgo = (application: Application, days: number) =>
  execute(payload, sql`UPDATE applications SET interviewed_at = ${new Date(Date.now() - days * DAY).toISOString()} WHERE id = ${application.id}`)

describe('interview dates', () => {
  it('marking interviewed records the day (now, or the day the reviewer gives); a later interview moves it', async () => {
    const { application } = await applicationTo()
    const before = Date.now()
    expect((await patch(employer, application.id, { status: 'interviewed' })).status).toBe(200)
    const stamped = new Date((await stored(application.id)).interviewedAt!).getTime()
    expect(stamped).toBeGreaterThanOrEqual(before - 1000)
    expect(stamped).toBeLessThanOrEqual(Date.now() + 1000)

    // A second interview, today: its day becomes the last interview.
    const second = new Date(Date.now() - 60_000).toISOString()
    expect((await patch(employer, application.id, { interviewedAt: second })).status).toBe(200)
    expect((await stored(application.id)).interviewedAt).toBe(second)
  })

  it('the date the reviewer gives goes with the move, and the decision is due 45 days after it', async () => {
    const { application } = await applicationTo()
    const day = new Date(Date.now() - 2 * 60_000).toISOString()
    expect((await patch(employer, application.id, { status: 'interviewed', interviewedAt: day })).status).toBe(200)
    const row = await stored(application.id)
    expect(row.interviewedAt).toBe(day)
    expect(decisionDueBy(row.interviewedAt)!.getTime()).toBe(new Date(day).getTime() + DECISION_DAYS * DAY)
    expect(pendingDecisionDueBy(row)!.getTime()).toBe(new Date(day).getTime() + 45 * DAY)
    expect(decisionOverdue(row)).toBe(false)
    expect(decisionOverdue(row, new Date(new Date(day).getTime() + 46 * DAY))).toBe(true)
    // Answered: nothing is due any more.
    expect(pendingDecisionDueBy({ ...row, status: 'rejected' })).toBeNull()
  })

  it('a day picked anywhere in Canada is that day in Toronto time, and today is never "in the future"', () => {
    const picked = interviewDayInstant('2026-11-20')
    for (const timeZone of ['America/St_Johns', 'America/Halifax', 'America/Toronto', 'America/Winnipeg', 'America/Edmonton', 'America/Vancouver']) {
      expect(new Date(picked).toLocaleDateString('en-CA', { timeZone })).toBe('2026-11-20')
    }
    // Just after midnight in St. John's, and late in the evening in Vancouver: the local today is accepted.
    expect(interviewDateProblem(interviewDayInstant('2026-11-20'), '2026-11-01', new Date('2026-11-20T03:31:00Z'))).toBeNull()
    expect(interviewDateProblem(interviewDayInstant('2026-11-20'), '2026-11-01', new Date('2026-11-21T07:59:00Z'))).toBeNull()
    expect(interviewDateProblem(interviewDayInstant('2026-11-21'), '2026-11-01', new Date('2026-11-20T03:31:00Z'))).toBe('future')
  })

  it('refuses a date in the future, before the application, or with no interview (400, in the asker’s language), changing nothing', async () => {
    const { application } = await applicationTo()
    const future = new Date(Date.now() + 2 * DAY).toISOString()
    const res = await patch(employer, application.id, { status: 'interviewed', interviewedAt: future })
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain(d('interviewDate.future'))
    expect(await stored(application.id)).toMatchObject({ status: 'pending', interviewedAt: null })

    const french = await patch(employer, application.id, { status: 'interviewed', interviewedAt: future }, { referer: 'http://localhost:3000/fr/employer' })
    expect(french.status).toBe(400)
    expect(JSON.stringify(await french.json())).toContain(JSON.stringify(dFr('interviewDate.future')).slice(1, -1))

    const early = await patch(employer, application.id, { status: 'interviewed', interviewedAt: '2020-01-01T00:00:00.000Z' })
    expect(early.status).toBe(400)
    expect(JSON.stringify(await early.json())).toContain(d('interviewDate.beforeApplied'))

    const noInterview = await patch(employer, application.id, { status: 'reviewed', interviewedAt: new Date().toISOString() })
    expect(noInterview.status).toBe(400)
    expect(await stored(application.id)).toMatchObject({ status: 'pending', interviewedAt: null })

    // Nobody but the server writes the reminder's ledger.
    expect((await patch(admin, application.id, { status: 'interviewed', decisionReminderSentFor: new Date().toISOString() })).status).toBe(200)
    expect((await stored(application.id)).decisionReminderSentFor ?? null).toBeNull()
  })

  it('the employer cannot backdate through any other application (another company’s)', async () => {
    const { application } = await applicationTo()
    const other = await makeUser(payload, ['employer'], 'decisions-other')
    await makePosting(payload, other)
    const res = await patch(other, application.id, { status: 'interviewed', interviewedAt: new Date().toISOString() })
    expect([403, 404]).toContain(res.status)
    expect((await stored(application.id)).interviewedAt ?? null).toBeNull()
  })
})

describe('the day-35 reminder', { timeout: 120_000 }, () => {
  it('runs daily as a scheduled task', () => {
    expect(decisionRemindersTask.schedule?.[0]).toMatchObject({ queue: 'default' })
    expect(payload.config.jobs.tasks?.map((t) => t.slug)).toContain('decisionReminders')
  })

  it('goes to the posting’s contact once at day 35, not before; a new interview re-arms it; a decision stops it', async () => {
    const { job, applicant, application } = await applicationTo()
    expect((await patch(employer, application.id, { status: 'interviewed' })).status).toBe(200)
    const subject = d('reminderSubject', { name: applicant.fullName!, title: job.title })
    const count = async () => (await deliveredTo(payload, job.contactEmail)).filter((m) => m.subject === subject).length

    await interviewedDaysAgo(application, REMINDER_DAY - 1)
    await sendDecisionReminders(payload)
    expect(await count()).toBe(0)

    await interviewedDaysAgo(application, REMINDER_DAY)
    await sendDecisionReminders(payload)
    expect(await count()).toBe(1)
    const [reminder] = (await deliveredTo(payload, job.contactEmail)).filter((m) => m.subject === subject)
    expect(reminder.text).toContain(applicant.fullName!)
    expect(reminder.text).toContain(job.title)

    // Sent once: later runs (days 36, 40) send nothing more.
    await sendDecisionReminders(payload)
    // Day 40 of the same interview (the ledger moves with the date, as time passing would leave it).
    await interviewedDaysAgo(application, 40)
    await execute(payload, sql`UPDATE applications SET decision_reminder_sent_for = interviewed_at WHERE id = ${application.id}`)
    await sendDecisionReminders(payload)
    expect(await count()).toBe(1)

    // Another interview today re-arms it: nothing until its own day 35, then once more.
    expect((await patch(employer, application.id, { interviewedAt: new Date().toISOString() })).status).toBe(200)
    await sendDecisionReminders(payload)
    expect(await count()).toBe(1)
    await interviewedDaysAgo(application, REMINDER_DAY + 1)
    await sendDecisionReminders(payload)
    expect(await count()).toBe(2)

    // Answered: a further interview date in the past is no longer reminded of.
    const decided = await applicationTo()
    expect((await patch(employer, decided.application.id, { status: 'interviewed' })).status).toBe(200)
    expect((await patch(employer, decided.application.id, { status: 'rejected' })).status).toBe(200)
    await interviewedDaysAgo(decided.application, REMINDER_DAY + 2)
    await sendDecisionReminders(payload)
    const decidedSubject = d('reminderSubject', { name: decided.applicant.fullName!, title: decided.job.title })
    expect((await deliveredTo(payload, decided.job.contactEmail)).filter((m) => m.subject === decidedSubject)).toHaveLength(0)
  })
})

describe('the applicant is told of a decision at once', { timeout: 120_000 }, () => {
  it('in French for a French applicant, hired or rejected', async () => {
    const { job, applicant, application } = await applicationTo({ preferredLanguage: 'fr' })
    expect((await patch(employer, application.id, { status: 'interviewed' })).status).toBe(200)
    expect((await patch(employer, application.id, { status: 'hired' })).status).toBe(200)
    const title = job.titleFr || job.title
    const inbox = await deliveredTo(payload, applicant.email)
    const notice = inbox.find((m) => m.subject === dFr('applicantSubject', { title }))
    expect(notice, inbox.map((m) => m.subject).join(' | ')).toBeTruthy()
    expect(notice!.text).toContain(dFr('hiredBody', { title }))

    const other = await applicationTo()
    expect((await patch(employer, other.application.id, { status: 'rejected' })).status).toBe(200)
    const english = (await deliveredTo(payload, other.applicant.email)).find((m) => m.subject === d('applicantSubject', { title: other.job.title }))
    expect(english?.text).toContain(d('rejectedBody', { title: other.job.title }))
  })

  it('even with application updates turned off (a legal notice); other updates honour the preference', async () => {
    const { job, applicant, application } = await applicationTo()
    await payload.update({ collection: 'users', id: applicant.id, data: { emailPreferences: { applicationUpdates: false } }, overrideAccess: true })
    const before = (await deliveredTo(payload, applicant.email)).length
    expect((await patch(employer, application.id, { status: 'interviewed' })).status).toBe(200)
    expect((await deliveredTo(payload, applicant.email)).length).toBe(before)
    expect((await patch(employer, application.id, { status: 'rejected' })).status).toBe(200)
    const inbox = await deliveredTo(payload, applicant.email)
    expect(inbox.length).toBe(before + 1)
    expect(inbox.at(-1)!.subject).toBe(d('applicantSubject', { title: job.title }))
  })
})

describe('the workspace keeps an ended posting while a decision is due', { timeout: 120_000 }, () => {
  it('closed with an interviewed applicant: still the employer’s until the answer, then archived out of their lists', async () => {
    const { job, application } = await applicationTo()
    expect((await patch(employer, application.id, { status: 'interviewed' })).status).toBe(200)
    expect((await rest(payload, 'POST', `/job-postings/${job.id}/close`, { as: employer, json: {} })).status).toBe(200)
    const listed = async () => {
      const res = await rest(payload, 'GET', `/job-postings?depth=0&limit=200&where[id][equals]=${job.id}`, { as: employer })
      return ((await res.json()) as { docs: JobPosting[] }).docs.map((doc) => doc.id)
    }
    expect(await listed()).toEqual([job.id])
    expect((await patch(employer, application.id, { status: 'hired' })).status).toBe(200)
    expect(await listed()).toEqual([])
    expect((await rest(payload, 'GET', `/job-postings/${job.id}`, { as: employer })).status).toBe(404)
    // Kept: the admin reads it, archived.
    const kept = await rest(payload, 'GET', `/job-postings/${job.id}`, { as: admin })
    expect(kept.status).toBe(200)
    expect(((await kept.json()) as JobPosting).archivedAt).toBeTruthy()
  })
})
