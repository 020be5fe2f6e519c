import ICAL from 'ical.js'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { decisionDueBy } from '@/domain/applications/decisionDeadline'
import { archivePosting } from '@/domain/jobs/archive'
import { interviewsEntry } from '@/domain/privacy/entries/interviews'
import { deleteAccount } from '@/domain/privacy/erase'
import { interviewsOf } from '@/domain/interviews/views'
import { runInterviewTasks } from '@/domain/interviews/task'
import { execute, sql } from '@/lib/payload/sql'
import { viewerRequest } from '@/lib/payload/viewer'
import type { Application, Company, Interview, JobPosting, User } from '@/payload-types'

import { english } from '../support/copy'
import { deliveredTo } from '../support/emailQueue'
import type { CapturedMail } from '../support/mailCatcher'
import { applyWithFile, makeCompany, makePosting } from '../support/factories'
import { getPayload, makeUser } from '../support/payload'
import { rest } from '../support/rest'

/*
 * Interview booking (docs/pipeline.md, Interviews): the posting's team proposes up to three slots,
 * each in its own Canadian time zone; the applicant books one or asks for other times; both sides
 * get a calendar file (RFC 5545, read here by ical.js) with one UID per round and a rising SEQUENCE;
 * a reminder the day before; the booked interview becomes the application's interview day of the
 * 45-day rule once it has ended. Never another company or another applicant; bad input is a 400
 * and changes nothing; a closed application is a 409; two picks at once make one booking.
 */

const t = english('interviews')

let payload: Payload
let admin: User
let owner: User
let member: User
let otherEmployer: User
let applicant: User
let otherApplicant: User
let company: Company
let job: JobPosting

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

/** A clock reading `days` from now at `time` (the form's `YYYY-MM-DDTHH:mm`). */
const wall = (days: number, time: string) => `${new Date(Date.now() + days * DAY).toISOString().slice(0, 10)}T${time}`
const slot = (days: number, from: string, to: string, timeZone = 'America/Toronto') => ({ start: wall(days, from), end: wall(days, to), timeZone })

const json = async (res: Response) => (await res.json()) as Record<string, unknown>
const propose = (user: User | null, application: number, slots: unknown, location = 'Clinic, 100 King St W, Toronto') =>
  rest(payload, 'POST', '/interviews?depth=0', { as: user, json: { application, slots, location, message: 'Bring your licence; parking, at the back.' } })
const step = (user: User | null, id: number, name: string, body: unknown = {}) => rest(payload, 'POST', `/interviews/${id}/${name}`, { as: user, json: body })
const stored = (id: number) => payload.findByID({ collection: 'interviews', id, overrideAccess: true, depth: 0 }) as Promise<Interview>
const roundsOf = async (application: number) => (await payload.count({ collection: 'interviews', where: { application: { equals: application } }, overrideAccess: true })).totalDocs

async function apply(person: User, posting = job): Promise<Application> {
  return applyWithFile(payload, person, posting.id)
}

/** A proposal that must succeed: its round. */
async function proposed(application: number, slots: unknown = [slot(3, '10:00', '10:45'), slot(4, '14:00', '15:00', 'America/St_Johns')]): Promise<Interview> {
  const res = await propose(member, application, slots)
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201)
  return ((await res.json()) as { doc: Interview }).doc
}

/** The calendar file of an email, parsed. */
function calendarOf(mail: CapturedMail) {
  const file = mail.attachments.find((a) => a.filename.endsWith('.ics'))
  expect(file, `${mail.subject} has a calendar file`).toBeTruthy()
  const text = file!.content
  // CRLF line ends, and no line longer than 75 octets (RFC 5545 §3.1).
  expect(text.endsWith('\r\n')).toBe(true)
  expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true)
  expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/)
  const calendar = new ICAL.Component(ICAL.parse(text))
  const zone = calendar.getFirstSubcomponent('vtimezone')!
  ICAL.TimezoneService.register(zone)
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    tzid: event.startDate.zone?.tzid,
    zoneId: zone.getFirstPropertyValue('tzid'),
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    summary: event.summary,
    location: event.location,
    contentType: file!.contentType,
  }
}

/** Emails to `address` whose subject starts with `prefix` (the company is named only once the applicant may know it). */
const mailStarting = async (address: string, prefix: string) => (await deliveredTo(payload, address)).filter((m) => m.subject.startsWith(prefix))
const mailTo = async (address: string, subject: string) => (await deliveredTo(payload, address)).filter((m) => m.subject === subject)

beforeAll(async () => {
  payload = await getPayload()
  admin = await makeUser(payload, ['admin'], 'iv-admin')
  owner = await makeUser(payload, ['employer'], 'iv-owner', { fullName: 'Olive Owner' })
  member = owner
  otherEmployer = await makeUser(payload, ['employer'], 'iv-other')
  applicant = await makeUser(payload, ['professional'], 'iv-applicant', { fullName: 'Ada Applicant' })
  otherApplicant = await makeUser(payload, ['professional'], 'iv-other-applicant', { fullName: 'Bo Other' })
  company = await makeCompany(payload, owner, 'Interview Pharmacy')
  const otherCompany = await makeCompany(payload, otherEmployer, 'Elsewhere Clinic')
  await makePosting(payload, otherEmployer, { facility: otherCompany.id, company: otherCompany.name, title: 'Night Pharmacist' })
  job = await makePosting(payload, owner, { facility: company.id, company: company.name, title: 'Relief Pharmacist' })
})

describe('proposing an interview', () => {
  it('the team proposes up to three slots, each kept as instants in its own zone; the applicant is invited with the accommodation notice', async () => {
    const app = await apply(applicant)
    const round = await proposed(app.id, [slot(3, '10:00', '10:45'), slot(3, '10:00', '10:45', 'America/St_Johns'), slot(5, '09:00', '09:30', 'America/Regina')])
    expect(round).toMatchObject({ status: 'proposed', jobPosting: job.id, applicant: applicant.id, sequence: 0, chosenSlot: null })
    expect(round.uid).toMatch(/@interviews$/)
    const slots = round.slots as { start: string; end: string; timeZone: string }[]
    // The same clock reading is a different instant in each zone (St. John's is 1.5 h ahead of Toronto).
    expect(new Date(slots[0].start).getTime() - new Date(slots[1].start).getTime()).toBe(1.5 * HOUR)
    expect(new Date(slots[2].end).getTime() - new Date(slots[2].start).getTime()).toBe(30 * 60 * 1000)

    const [invite] = await mailStarting(applicant.email, 'Interview invitation from')
    expect(invite, 'the applicant is invited').toBeTruthy()
    expect(invite.text).toContain('Clinic, 100 King St W, Toronto')
    expect(invite.text).toContain(english('accommodation')('default'))
    expect(invite.text).toContain(t('zones.st_johns'))
    expect(invite.attachments).toHaveLength(0)
    expect(invite.links.some((l) => l.endsWith(`/applications#interview-${app.id}`))).toBe(true)
  })

  it('bad slots are a 400 saying what is wrong, and nothing is stored', async () => {
    const app = await apply(otherApplicant)
    const cases: [unknown, string][] = [
      [[], t('problems.slotsMissing')],
      [[slot(2, '10:00', '11:00'), slot(3, '10:00', '11:00'), slot(4, '10:00', '11:00'), slot(5, '10:00', '11:00')], t('problems.tooManySlots')],
      [[slot(-1, '10:00', '11:00')], t('problems.slotPast')],
      [[slot(2, '11:00', '10:00')], t('problems.endBeforeStart')],
      [[slot(2, '10:00', '11:00', 'Europe/Paris')], t('problems.zoneUnknown')],
      [[{ start: 'next tuesday', end: 'later', timeZone: 'America/Toronto' }], t('problems.slotInvalid')],
      [[slot(2, '08:00', '18:00')], t('problems.tooLong')],
      // Instants PostgreSQL cannot store, and times too far ahead.
      [[{ start: '+010000-01-01T10:00:00Z', end: '+010000-01-01T11:00:00Z', timeZone: 'America/Toronto' }], t('problems.slotInvalid')],
      [[{ start: '2027-02-30T10:00:00Z', end: '2027-02-30T11:00:00Z', timeZone: 'America/Toronto' }], t('problems.slotInvalid')],
      [[slot(400, '10:00', '11:00')], t('problems.slotTooFar')],
    ]
    for (const [slots, message] of cases) {
      const res = await propose(member, app.id, slots)
      expect(res.status, message).toBe(400)
      expect(JSON.stringify(await json(res))).toContain(message)
    }
    expect((await propose(member, app.id, [slot(2, '10:00', '11:00')], '')).status).toBe(400)
    expect(await roundsOf(app.id)).toBe(0)
    // New times on a round: the same checks, and the round stays as it was.
    const round = await proposed(app.id)
    for (const slots of [[{ start: '+010000-01-01T10:00:00Z', end: '+010000-01-01T11:00:00Z', timeZone: 'America/Toronto' }], [slot(400, '10:00', '11:00')]]) {
      const res = await step(member, round.id, 'reschedule', { slots, location: 'Elsewhere' })
      expect(res.status).toBe(400)
    }
    expect(await stored(round.id)).toMatchObject({ slots: round.slots, location: round.location, sequence: 0 })
  })

  it('only the posting team proposes; nobody edits or deletes a round through the API; another company and another applicant read nothing', async () => {
    const app = await apply(await makeUser(payload, ['professional'], 'iv-third'))
    for (const [user, status] of [[null, 403], [applicant, 403], [otherEmployer, 404], [admin, 403]] as const) expect((await propose(user, app.id, [slot(2, '10:00', '11:00')])).status, String(user?.email)).toBe(status)
    // Another company's application answers as one that does not exist: ids cannot be probed.
    const missing = await propose(member, 2_000_000_000, [slot(2, '10:00', '11:00')])
    const foreign = await propose(otherEmployer, app.id, [slot(2, '10:00', '11:00')])
    expect([missing.status, foreign.status]).toEqual([404, 404])
    expect(await json(foreign)).toEqual(await json(missing))
    expect(await roundsOf(app.id)).toBe(0)
    const round = await proposed(app.id)
    for (const user of [member, admin, applicant]) {
      expect((await rest(payload, 'PATCH', `/interviews/${round.id}`, { as: user, json: { location: 'Elsewhere', status: 'booked' } })).status).toBe(403)
      expect((await rest(payload, 'DELETE', `/interviews/${round.id}`, { as: user })).status).toBe(403)
    }
    const bulk = await rest(payload, 'PATCH', `/interviews?where[id][equals]=${round.id}`, { as: member, json: { location: 'Elsewhere' } })
    expect(bulk.status).toBe(403)
    expect((await stored(round.id)).location).toBe('Clinic, 100 King St W, Toronto')
    // A second round while one is under way: a 409.
    expect((await propose(member, app.id, [slot(6, '10:00', '11:00')])).status).toBe(409)

    const list = async (user: User) => ((await json(await rest(payload, 'GET', `/interviews?where[application][equals]=${app.id}&depth=0`, { as: user }))).docs as unknown[]).length
    expect(await list(otherEmployer)).toBe(0)
    expect(await list(applicant)).toBe(0)
    expect(await list(admin)).toBe(1)
    expect(await list(member)).toBe(1)
    expect((await rest(payload, 'GET', `/interviews/${round.id}`, { as: otherEmployer })).status).toBe(404)
    // Steps: another company and another applicant cannot see the round; admins read and take no step.
    expect((await step(otherEmployer, round.id, 'cancel')).status).toBe(404)
    expect((await step(applicant, round.id, 'pick', { slot: 0 })).status).toBe(404)
    expect((await step(admin, round.id, 'cancel')).status).toBe(403)
    expect((await step(null, round.id, 'cancel')).status).toBe(401)
  })
})

describe('booking', () => {
  it('the applicant books a slot with an accommodation request: both sides get a calendar invitation in the slot’s zone; the request reaches the team', async () => {
    const app = await apply(await makeUser(payload, ['professional'], 'iv-booker', { fullName: 'Cy Booker' }))
    const booker = (await payload.findByID({ collection: 'users', id: app.applicant as number, overrideAccess: true })) as User
    const round = await proposed(app.id)
    expect((await step(member, round.id, 'pick', { slot: 0 })).status).toBe(403)
    expect((await step(booker, round.id, 'pick', { slot: 2 })).status).toBe(400)
    expect((await step(booker, round.id, 'pick', { slot: 1, accommodation: 'x'.repeat(1001) })).status).toBe(400)
    expect((await stored(round.id)).status).toBe('proposed')

    const res = await step(booker, round.id, 'pick', { slot: 1, accommodation: 'A quiet room; wheelchair access, please.' })
    expect(res.status).toBe(200)
    const booked = await stored(round.id)
    const chosen = (round.slots as { start: string; end: string }[])[1]
    expect(booked).toMatchObject({ status: 'booked', chosenSlot: 1, timeZone: 'America/St_Johns', sequence: 1 })
    expect(new Date(booked.startsAt!).toISOString()).toBe(chosen.start)
    // A second pick: the round is no longer waiting for one.
    expect((await step(booker, round.id, 'pick', { slot: 0 })).status).toBe(409)

    const [mine] = await mailTo(booker.email, t('mail.bookedSubject', { title: job.title }))
    const [team] = await mailTo(job.contactEmail!, t('mail.teamBookedSubject', { name: 'Cy Booker', title: job.title }))
    for (const mail of [mine, team]) {
      const ics = calendarOf(mail)
      expect(ics).toMatchObject({ method: 'REQUEST', uid: booked.uid, sequence: 1, tzid: 'America/St_Johns', zoneId: 'America/St_Johns', start: chosen.start, end: chosen.end, location: 'Clinic, 100 King St W, Toronto' })
      expect(ics.contentType).toContain('text/calendar')
    }
    expect(team.text).toContain('A quiet room; wheelchair access, please.')
    expect(mine.text).not.toContain('wheelchair')
    // The applicant reads their round, but not who on the team proposed it; the team reads both.
    const own = await json(await rest(payload, 'GET', `/interviews/${round.id}?depth=0`, { as: booker }))
    expect(own).toMatchObject({ status: 'booked', accommodation: 'A quiet room; wheelchair access, please.' })
    expect(own).not.toHaveProperty('proposedBy')
    expect((await rest(payload, 'GET', `/interviews?where[proposedBy][equals]=${member.id}`, { as: booker })).status).toBe(400)
    expect(await json(await rest(payload, 'GET', `/interviews/${round.id}?depth=0`, { as: member }))).toMatchObject({ proposedBy: member.id })
    // The team's screen shows it; another company's reads no round at all.
    const teamView = await interviewsOf(await viewerRequest(member), [app.id])
    expect(teamView[app.id].round).toMatchObject({ status: 'booked', chosenSlot: 1, accommodation: 'A quiet room; wheelchair access, please.' })
    expect((await interviewsOf(await viewerRequest(otherEmployer), [app.id]))[app.id]?.round ?? null).toBeNull()
  })

  it('two picks at once make one booking', async () => {
    const person = await makeUser(payload, ['professional'], 'iv-racer')
    const app = await apply(person)
    const round = await proposed(app.id)
    const answers = await Promise.all([step(person, round.id, 'pick', { slot: 0 }), step(person, round.id, 'pick', { slot: 1 })])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    const booked = await stored(round.id)
    expect(booked).toMatchObject({ status: 'booked', sequence: 1 })
    expect(await mailTo(person.email, t('mail.bookedSubject', { title: job.title }))).toHaveLength(1)
  })

  it('rescheduling and cancelling send the same UID with a higher SEQUENCE: a cancellation, then a new invitation', async () => {
    const person = await makeUser(payload, ['professional'], 'iv-resched', { fullName: 'Di Resched' })
    const app = await apply(person)
    const round = await proposed(app.id)
    expect((await step(person, round.id, 'pick', { slot: 0 })).status).toBe(200)
    const first = (round.slots as { start: string }[])[0]

    // The team proposes new times: the booking is released (METHOD:CANCEL, SEQUENCE 2) and the applicant is invited again.
    const again = await step(member, round.id, 'reschedule', { slots: [slot(7, '13:00', '13:30', 'America/Vancouver')], location: 'Video call (link by email)' })
    expect(again.status).toBe(200)
    expect(await stored(round.id)).toMatchObject({ status: 'proposed', sequence: 2, chosenSlot: null, startsAt: null })
    const [released] = await mailTo(job.contactEmail!, t('mail.teamRescheduledSubject', { title: job.title })).then((all) => all.filter((m) => m.text.includes('Di Resched')))
    const cancelFile = calendarOf(released)
    // It cancels the booking where it was, not at the new proposal's place.
    expect(cancelFile).toMatchObject({ method: 'CANCEL', uid: round.uid, sequence: 2, start: first.start, location: round.location })
    expect(round.location).not.toBe('Video call (link by email)')
    const [newTimes] = await mailStarting(person.email, 'New interview times from')
    expect(calendarOf(newTimes)).toMatchObject({ method: 'CANCEL', uid: round.uid, sequence: 2 })
    expect(newTimes.text).toContain(t('zones.vancouver'))

    expect((await step(person, round.id, 'pick', { slot: 0 })).status).toBe(200)
    const rebooked = await stored(round.id)
    expect(rebooked).toMatchObject({ status: 'booked', sequence: 3, timeZone: 'America/Vancouver' })
    const invitations = await mailTo(person.email, t('mail.bookedSubject', { title: job.title }))
    expect(calendarOf(invitations.at(-1)!)).toMatchObject({ method: 'REQUEST', uid: round.uid, sequence: 3, tzid: 'America/Vancouver' })

    // The applicant cancels: both sides get the cancellation (SEQUENCE 4); nothing more can be done with the round.
    expect((await step(person, round.id, 'cancel')).status).toBe(200)
    expect(await stored(round.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'applicant', sequence: 4 })
    const [teamCancel] = await mailTo(job.contactEmail!, t('mail.teamCancelledSubject', { name: 'Di Resched', title: job.title }))
    expect(calendarOf(teamCancel)).toMatchObject({ method: 'CANCEL', uid: round.uid, sequence: 4, tzid: 'America/Vancouver' })
    expect((await step(person, round.id, 'pick', { slot: 0 })).status).toBe(409)
    expect((await step(member, round.id, 'reschedule', { slots: [slot(8, '10:00', '11:00')], location: 'Clinic' })).status).toBe(409)
    // A cancelled round leaves room for a new one (a new UID).
    const next = await proposed(app.id)
    expect(next.uid).not.toBe(round.uid)
  })

  it('the applicant asks for other times with a note; the team reads it and proposes again', async () => {
    const person = await makeUser(payload, ['professional'], 'iv-other-times', { fullName: 'Ed Other' })
    const app = await apply(person)
    const round = await proposed(app.id)
    expect((await step(member, round.id, 'other-times', { note: 'x' })).status).toBe(403)
    expect((await step(person, round.id, 'other-times', { note: 'I work nights that week; mornings after the 20th?' })).status).toBe(200)
    expect(await stored(round.id)).toMatchObject({ status: 'otherTimes', note: 'I work nights that week; mornings after the 20th?', sequence: 0 })
    const [asked] = await mailTo(job.contactEmail!, t('mail.teamOtherTimesSubject', { name: 'Ed Other', title: job.title }))
    expect(asked.text).toContain('mornings after the 20th')
    expect(asked.attachments).toHaveLength(0)
    expect((await step(member, round.id, 'reschedule', { slots: [slot(9, '09:00', '09:30')], location: 'Clinic' })).status).toBe(200)
    expect((await stored(round.id)).status).toBe('proposed')
    // Withdrawing the application takes its rounds with it.
    expect((await rest(payload, 'DELETE', `/applications/${app.id}`, { as: person })).status).toBe(200)
    expect(await roundsOf(app.id)).toBe(0)
  })

  it('a closed application takes no proposal and no booking (409); the applicant may still cancel', async () => {
    const posting = await makePosting(payload, owner, { facility: company.id, company: company.name, title: 'Closing Pharmacist' })
    const person = await makeUser(payload, ['professional'], 'iv-closed')
    const app = await apply(person, posting)
    const round = await proposed(app.id)
    const owed = await apply(await makeUser(payload, ['professional'], 'iv-closed-2'), posting)
    const gone = await apply(await makeUser(payload, ['professional'], 'iv-closed-3'), posting)
    // An interviewed applicant still owed the 45-day answer keeps the archived posting in the workspace.
    await execute(payload, sql`UPDATE applications SET status = 'interviewed', interviewed_at = ${new Date(Date.now() - DAY).toISOString()} WHERE id = ${owed.id}`)
    await archivePosting(payload, posting.id, admin)
    const res = await propose(member, owed.id, [slot(2, '10:00', '11:00')])
    expect(res.status).toBe(409)
    expect(JSON.stringify(await json(res))).toContain(t('closed'))
    expect(await roundsOf(owed.id)).toBe(0)
    const pick = await step(person, round.id, 'pick', { slot: 0 })
    expect(pick.status).toBe(409)
    expect((await json(pick)).error).toBe(t('closed'))
    expect((await stored(round.id)).status).toBe('proposed')
    // The applicant may still call it off.
    expect((await step(person, round.id, 'cancel')).status).toBe(200)
    // Another applicant of the same posting: closed too (the posting stays in the workspace for the one owed an answer).
    expect((await propose(member, gone.id, [slot(2, '10:00', '11:00')])).status).toBe(409)
  })
  it('a booking on a posting archived with no answer owed stays the team’s to read and to cancel; the cancellation reaches the applicant with its calendar file', async () => {
    const posting = await makePosting(payload, owner, { facility: company.id, company: company.name, title: 'Archived Pharmacist' })
    const person = await makeUser(payload, ['professional'], 'iv-archived')
    const app = await apply(person, posting)
    const round = await proposed(app.id)
    expect((await step(person, round.id, 'pick', { slot: 0 })).status).toBe(200)
    await archivePosting(payload, posting.id, admin)
    expect((await rest(payload, 'GET', `/interviews/${round.id}?depth=0`, { as: member })).status).toBe(200)
    expect((await rest(payload, 'GET', `/interviews/${round.id}?depth=0`, { as: otherEmployer })).status).toBe(404)
    expect((await step(otherEmployer, round.id, 'cancel')).status).toBe(404)
    expect((await step(member, round.id, 'cancel')).status).toBe(200)
    expect(await stored(round.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'team', sequence: 2 })
    const [cancelled] = await mailTo(person.email, t('mail.cancelledSubject', { title: posting.title }))
    expect(calendarOf(cancelled)).toMatchObject({ method: 'CANCEL', uid: round.uid, sequence: 2 })
  })
})

describe('limits', () => {
  it('twenty steps an hour per person and application (each one emails), then a 429 and nothing changes', async () => {
    const app = await apply(await makeUser(payload, ['professional'], 'iv-limit'))
    const round = await proposed(app.id)
    for (let i = 0; i < 19; i++) expect((await step(member, round.id, 'reschedule', { slots: [slot(10, '09:00', '09:30')], location: `Room ${i}` })).status).toBe(200)
    const refused = await step(member, round.id, 'reschedule', { slots: [slot(10, '09:00', '09:30')], location: 'Room 20' })
    expect(refused.status).toBe(429)
    expect((await json(refused)).error).toBe(t('throttled'))
    expect((await stored(round.id)).location).toBe('Room 18')
  })
})

describe('the day before and the day of the interview', () => {
  it('reminds both sides once, the day before; two runs at once send one reminder', async () => {
    const person = await makeUser(payload, ['professional'], 'iv-remind', { fullName: 'Flo Remind' })
    const app = await apply(person)
    const round = await proposed(app.id)
    expect((await step(person, round.id, 'pick', { slot: 0 })).status).toBe(200)
    // Nothing three days ahead; then the booking is moved to 20 hours ahead (as time passing would leave it).
    await runInterviewTasks(payload)
    const soon = new Date(Date.now() + 20 * HOUR)
    await execute(payload, sql`UPDATE interviews SET starts_at = ${soon.toISOString()}, ends_at = ${new Date(soon.getTime() + HOUR).toISOString()} WHERE id = ${round.id}`)
    const runs = await Promise.all([runInterviewTasks(payload), runInterviewTasks(payload)])
    expect(runs[0].reminded + runs[1].reminded).toBe(1)
    expect((await runInterviewTasks(payload)).reminded).toBe(0)
    expect(await mailTo(person.email, t('mail.reminderSubject', { title: job.title }))).toHaveLength(1)
    const [team] = await mailTo(job.contactEmail!, t('mail.teamReminderSubject', { name: 'Flo Remind', title: job.title }))
    expect(team.text).toContain('Clinic, 100 King St W, Toronto')
  })

  it('once a booked interview has ended, its start is the application’s interview day of the 45-day rule', async () => {
    const person = await makeUser(payload, ['professional'], 'iv-held')
    const app = await apply(person)
    const round = await proposed(app.id)
    expect((await step(person, round.id, 'pick', { slot: 0 })).status).toBe(200)
    // Not yet held: the application keeps its status.
    expect((await runInterviewTasks(payload)).recorded).toBe(0)
    const start = new Date(Date.now() - 3 * HOUR)
    await execute(payload, sql`UPDATE interviews SET starts_at = ${start.toISOString()}, ends_at = ${new Date(start.getTime() + HOUR).toISOString()}, reminded_sequence = sequence WHERE id = ${round.id}`)
    const runs = await Promise.all([runInterviewTasks(payload), runInterviewTasks(payload)])
    expect(runs[0].recorded + runs[1].recorded).toBe(1)
    const after = (await payload.findByID({ collection: 'applications', id: app.id, overrideAccess: true, depth: 0 })) as Application
    expect(after.status).toBe('interviewed')
    expect(new Date(after.interviewedAt!).toISOString()).toBe(start.toISOString())
    expect(decisionDueBy(after.interviewedAt)!.getTime()).toBe(start.getTime() + 45 * DAY)
    expect((await stored(round.id)).heldAt).toBeTruthy()
    // A held interview is history: no cancelling it; a new round may start.
    expect((await step(person, round.id, 'cancel')).status).toBe(409)
    await proposed(app.id)
  })
})

describe('personal data', () => {
  it('a booking still to come is cancelled, with both calendar files, before a withdrawal or an account deletion removes it', async () => {
    for (const leave of ['withdraw', 'erase'] as const) {
      const person = await makeUser(payload, ['professional'], `iv-gone-${leave}`, { fullName: `Gil ${leave}` })
      const app = await apply(person)
      const round = await proposed(app.id)
      expect((await step(person, round.id, 'pick', { slot: 0 })).status).toBe(200)
      // The application's own notices go out while it is there.
      await deliveredTo(payload, person.email)
      if (leave === 'withdraw') expect((await rest(payload, 'DELETE', `/applications/${app.id}`, { as: person })).status).toBe(200)
      else await deleteAccount(payload, person.id, 'self')
      expect(await roundsOf(app.id)).toBe(0)
      const [team] = await mailTo(job.contactEmail!, t('mail.teamCancelledSubject', { name: `Gil ${leave}`, title: job.title }))
      expect(team, leave).toBeTruthy()
      expect(team.text).toContain(t('mail.teamCancelledByApplicant', { name: `Gil ${leave}`, title: job.title }))
      expect(calendarOf(team)).toMatchObject({ method: 'CANCEL', uid: round.uid, sequence: 2 })
      if (leave === 'withdraw') expect(calendarOf((await mailTo(person.email, t('mail.cancelledSubject', { title: job.title })))[0])).toMatchObject({ method: 'CANCEL', uid: round.uid, sequence: 2 })
    }
  }, 120_000)

  it('a team member who proposed a round exports only what they wrote, none of what the applicant asked for', async () => {
    const proposer = await makeUser(payload, ['employer'], 'iv-proposer')
    const ownCompany = await makeCompany(payload, proposer, 'Proposer Clinic')
    const posting = await makePosting(payload, proposer, { facility: ownCompany.id, company: ownCompany.name, title: 'Export Pharmacist' })
    const person = await makeUser(payload, ['professional'], 'iv-export-applicant')
    const app = await apply(person, posting)
    const res = await propose(proposer, app.id, [slot(3, '10:00', '10:45')])
    expect(res.status).toBe(201)
    const round = ((await res.json()) as { doc: Interview }).doc
    expect((await step(person, round.id, 'other-times', { note: 'Only mornings, I care for my father' })).status).toBe(200)
    await execute(payload, sql`UPDATE interviews SET accommodation = ${'Sign language interpreter'} WHERE id = ${round.id}`)
    const req = await viewerRequest(admin)
    const exported = (await interviewsEntry.export!({ req, subject: { id: proposer.id, email: proposer.email, fullName: null } })).data as Record<string, unknown>[]
    expect(exported).toEqual([{ application: app.id, slots: round.slots, location: 'Clinic, 100 King St W, Toronto', message: 'Bring your licence; parking, at the back.', createdAt: round.createdAt }])
    expect(JSON.stringify(exported)).not.toMatch(/mornings|interpreter/)
  })

  it('a person’s rounds are exported with what they asked for, and deleted with their account', async () => {
    const person = await makeUser(payload, ['professional'], 'iv-leaving')
    const app = await apply(person)
    const round = await proposed(app.id)
    expect((await step(person, round.id, 'pick', { slot: 0, accommodation: 'Captioning for the video call' })).status).toBe(200)
    const req = await viewerRequest(admin)
    const exported = (await interviewsEntry.export!({ req, subject: { id: person.id, email: person.email, fullName: null } })).data as { accommodation: string; location: string }[]
    expect(exported).toEqual([expect.objectContaining({ accommodation: 'Captioning for the video call', location: 'Clinic, 100 King St W, Toronto' })])
    await deleteAccount(payload, person.id, 'self')
    expect(await roundsOf(app.id)).toBe(0)
  })
})
