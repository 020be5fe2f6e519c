import { eq } from '@payloadcms/db-postgres/drizzle'
import ICAL from 'ical.js'
import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { shiftRequestsEntry } from '@/domain/privacy/entries/shifts'
import { leaveCompany } from '@/domain/companies/membership'
import { deleteAccount } from '@/domain/privacy/erase'
import { lateCancellations } from '@/domain/shifts/reliability'
import { offeredRequestSteps, offeredShiftSteps } from '@/domain/shifts/transitions'
import { cityPlace } from '@/domain/places/cityPlace'
import { teamShifts } from '@/domain/shifts/teamShifts'
import { shiftTimes } from '@/domain/shifts/times'
import { database } from '@/lib/payload/sql'
import { viewerRequest } from '@/lib/payload/viewer'
import { users } from '@/payload-generated-schema'
import type { Company, Shift, ShiftRequest, User } from '@/payload-types'

import { english } from '../support/copy'
import { deliveredTo } from '../support/emailQueue'
import type { CapturedMail } from '../support/mailCatcher'
import { makeCompany } from '../support/factories'
import { getPayload, makeUser } from '../support/payload'
import { makeProfile } from '../support/profiles'
import { rest } from '../support/rest'

/*
 * Relief shifts (docs/shifts.md): a company's team posts dated shifts (one or a block) in its site's
 * zone; professionals request them at the rate or with one higher counter-offer; the team confirms
 * one and the others are declined; either side cancels a booking, late within 48 hours; the database
 * never lets one professional hold two overlapping bookings; both sides get calendar files.
 */

const t = english('shifts')

let payload: Payload
let admin: User
let owner: User
let otherEmployer: User
let pro: User
let otherPro: User
let unverified: User
let company: Company

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** The date `days` from now (UTC), as YYYY-MM-DD. */
const dayFrom = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10)

const json = async (res: Response) => (await res.json()) as Record<string, unknown>
const base = { positionType: 'pharmacy-technician', startTime: '09:00', endTime: '17:00', rateCents: 5000, city: 'Halifax', province: 'NS', street: '1 Harbour Rd', postalCode: 'B3H 1A1' }

const post = (user: User | null, body: Record<string, unknown>) => rest(payload, 'POST', '/shifts/post', { as: user, json: { ...base, ...body } })

/** Posts shifts that must be accepted. */
async function posted(body: Record<string, unknown>, user = owner): Promise<Shift[]> {
  const res = await post(user, body)
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201)
  return ((await res.json()) as { shifts: Shift[] }).shifts
}
const shiftOn = async (days: number, body: Record<string, unknown> = {}) => (await posted({ dates: [dayFrom(days)], ...body }))[0]

const ask = (user: User | null, shift: number, rateCents?: number) => rest(payload, 'POST', '/shift-requests?depth=0', { as: user, json: { shift, ...(rateCents ? { rateCents } : {}) } })
async function requested(user: User, shift: number, rateCents?: number): Promise<ShiftRequest> {
  const res = await ask(user, shift, rateCents)
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201)
  return ((await res.json()) as { doc: ShiftRequest }).doc
}
const step = (user: User | null, id: number, name: string, body: unknown = {}) => rest(payload, 'POST', `/shift-requests/${id}/${name}`, { as: user, json: body })
const storedShift = (id: number) => payload.findByID({ collection: 'shifts', id, overrideAccess: true, depth: 0 }) as Promise<Shift>
const storedRequest = (id: number) => payload.findByID({ collection: 'shift-requests', id, overrideAccess: true, depth: 0 }) as Promise<ShiftRequest>
/** A refusal's message: the steps answer `{ error }`, Payload's own create `{ errors: [{ message }] }`. */
const errorOf = async (res: Response) => {
  const body = (await json(res)) as { error?: string; errors?: { message: string }[] }
  return String(body.error ?? body.errors?.[0]?.message)
}

/** A shift at the company's site `days` ahead with its request by `who`, confirmed. */
async function booked(days: number, who = pro, body: Record<string, unknown> = {}) {
  const shift = await shiftOn(days, body)
  const request = await requested(who, shift.id)
  const res = await step(owner, request.id, 'confirm')
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200)
  return { shift, request }
}

/** Days no other booking here uses, one per call (a random day could meet another booking of the same professional). */
let spareDay = 300
/** A shift starting `hours` from now (written as the server would: posting refuses no past, but tests need one close). */
async function bookedStartingIn(hours: number, who = pro) {
  const { shift, request } = await booked(spareDay++, who)
  const startsAt = new Date(Date.now() + hours * HOUR).toISOString()
  const endsAt = new Date(Date.now() + (hours + 4) * HOUR).toISOString()
  await payload.update({ collection: 'shifts', id: shift.id, data: { startsAt, endsAt }, overrideAccess: true })
  await payload.update({ collection: 'shift-requests', id: request.id, data: { startsAt, endsAt }, overrideAccess: true })
  return { shift, request }
}

function calendarOf(mail: CapturedMail) {
  const file = mail.attachments.find((a) => a.filename.endsWith('.ics'))
  expect(file, `${mail.subject} has a calendar file`).toBeTruthy()
  const calendar = new ICAL.Component(ICAL.parse(file!.content))
  const zone = calendar.getFirstSubcomponent('vtimezone')!
  ICAL.TimezoneService.register(zone)
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
  return { method: calendar.getFirstPropertyValue('method'), uid: event.uid, sequence: event.sequence, tzid: event.startDate.zone?.tzid, start: event.startDate.toJSDate().toISOString(), end: event.endDate.toJSDate().toISOString(), location: event.location }
}

beforeAll(async () => {
  payload = await getPayload()
  admin = await makeUser(payload, ['admin'], 'sh-admin')
  owner = await makeUser(payload, ['employer'], 'sh-owner', { fullName: 'Olive Owner' })
  otherEmployer = await makeUser(payload, ['employer'], 'sh-other')
  pro = await makeUser(payload, ['professional'], 'sh-pro', { fullName: 'Pat Pro', preferredLanguage: 'fr' })
  otherPro = await makeUser(payload, ['professional'], 'sh-other-pro', { fullName: 'Oli Other' })
  unverified = await makeUser(payload, ['professional'], 'sh-unverified')
  company = await makeCompany(payload, owner, 'Harbour Pharmacy')
  await makeCompany(payload, otherEmployer, 'Elsewhere Clinic')
  for (const person of [pro, otherPro]) {
    const profile = await makeProfile(payload, person)
    await payload.update({ collection: 'professional-profiles', id: profile.id, data: { licenceStatus: 'verified', verifiedOn: new Date().toISOString() } as never, overrideAccess: true })
  }
  await makeProfile(payload, unverified)
})

describe('posting shifts', () => {
  it('a block of dates makes one shift per date with the same hours, in the site province’s zone', async () => {
    const dates = [dayFrom(20), dayFrom(21), dayFrom(23)]
    const shifts = await posted({ dates, notes: 'Dispensary cover.' })
    expect(shifts).toHaveLength(3)
    expect(new Set(shifts.map((s) => s.blockId)).size).toBe(1)
    for (const [i, shift] of shifts.entries()) {
      expect(shift).toMatchObject({ date: dates[i], startTime: '09:00', endTime: '17:00', timeZone: 'America/Halifax', status: 'open', company: company.id, rateCents: 5000, city: 'Halifax', province: 'NS' })
      expect(shift.lat).toBeCloseTo(44.65, 0)
      expect(new Date(shift.endsAt!).getTime() - new Date(shift.startsAt!).getTime()).toBe(8 * HOUR)
    }
    // Technicians need no licence by default; pharmacists do.
    expect(shifts[0].requiresLicence).toBe(false)
    expect((await shiftOn(25, { positionType: 'pharmacist-part-time' })).requiresLicence).toBe(true)
  })

  it('Halifax and Winnipeg shifts at the same clock time are two hours apart in winter (zones across the country)', async () => {
    // (Not Vancouver: British Columbia's winter offset depends on the runtime's time zone data, docs/operations.md.)
    const day = '2027-01-15'
    const [halifax] = await posted({ dates: [day] })
    const [winnipeg] = await posted({ dates: [day], city: 'Winnipeg', province: 'MB', postalCode: null })
    expect(halifax.startsAt).toBe('2027-01-15T13:00:00.000Z')
    expect(winnipeg.startsAt).toBe('2027-01-15T15:00:00.000Z')
    expect(winnipeg.timeZone).toBe('America/Winnipeg')
    expect(new Date(winnipeg.startsAt!).getTime() - new Date(halifax.startsAt!).getTime()).toBe(2 * HOUR)
  })

  it('an overnight shift ends the next day; on the spring-forward night it is an hour shorter, on the fall-back night an hour longer', async () => {
    const [night] = await posted({ dates: ['2027-01-20'], startTime: '22:00', endTime: '06:00', city: 'Toronto', province: 'ON', postalCode: null })
    expect(night.startsAt).toBe('2027-01-21T03:00:00.000Z')
    expect(night.endsAt).toBe('2027-01-21T11:00:00.000Z')
    // Second Sunday of March 2027: 2:00 becomes 3:00 in Toronto.
    const [spring] = await posted({ dates: ['2027-03-13'], startTime: '22:00', endTime: '06:00', city: 'Toronto', province: 'ON', postalCode: null })
    expect(new Date(spring.endsAt!).getTime() - new Date(spring.startsAt!).getTime()).toBe(7 * HOUR)
    expect(spring.endsAt).toBe('2027-03-14T10:00:00.000Z')
    // First Sunday of November 2027: 2:00 becomes 1:00.
    const fall = shiftTimes({ date: '2027-11-06', startTime: '22:00', endTime: '06:00', province: 'ON' }, new Date('2027-01-01T00:00:00Z'))
    expect('startsAt' in fall && new Date(fall.endsAt).getTime() - new Date(fall.startsAt).getTime()).toBe(9 * HOUR)
    // Saskatchewan keeps one offset all year.
    const regina = shiftTimes({ date: '2027-03-14', startTime: '02:30', endTime: '10:00', province: 'SK' }, new Date('2027-01-01T00:00:00Z'))
    expect('startsAt' in regina && regina.startsAt).toBe('2027-03-14T08:30:00.000Z')
  })

  it('bad input is a 400 saying what is wrong, and nothing is stored', async () => {
    const before = (await payload.count({ collection: 'shifts', overrideAccess: true })).totalDocs
    const cases: [Record<string, unknown>, string][] = [
      [{ dates: [dayFrom(10)], endTime: '09:00' }, t('problems.endEqualsStart')],
      [{ dates: ['2027-02-30'] }, t('problems.dateInvalid')],
      [{ dates: ['27-02-03'] }, t('problems.dateInvalid')],
      [{ dates: ['2027-03-14'], startTime: '02:30', endTime: '08:00', city: 'Toronto', province: 'ON', postalCode: null }, t('problems.timeSkipped')],
      [{ dates: [dayFrom(-2)] }, t('problems.datePast')],
      [{ dates: [dayFrom(10)], rateCents: 0 }, t('problems.rateInvalid')],
      [{ dates: [dayFrom(10)], rateCents: -500 }, t('problems.rateInvalid')],
      [{ dates: [dayFrom(10)], rateCents: 12.5 }, t('problems.rateInvalid')],
      [{ dates: [dayFrom(10)], startTime: '25:00' }, t('problems.timeInvalid')],
      [{ dates: [dayFrom(10)], endTime: '08:00', startTime: '09:00' }, t('problems.tooLong')],
      [{ dates: [dayFrom(10)], breakMinutes: 600 }, t('problems.breakInvalid')],
      [{ dates: [dayFrom(10)], city: 'Nowhereville', postalCode: null }, t('problems.siteUnknown')],
      [{ dates: [dayFrom(10)], requiredCredentials: ['astrology'] }, t('problems.credentialUnknown')],
      [{ dates: [dayFrom(10)], requiresLicence: 'yes' }, t('problems.licenceFlag')],
      [{ dates: [] }, t('problems.datesMissing')],
      [{ dates: [dayFrom(10), dayFrom(10)] }, t('problems.datesRepeated')],
      // One bad date refuses the whole block.
      [{ dates: [dayFrom(10), dayFrom(-1)] }, t('problems.datePast')],
    ]
    for (const [body, message] of cases) {
      const res = await post(owner, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(await errorOf(res), JSON.stringify(body)).toBe(message)
    }
    expect((await payload.count({ collection: 'shifts', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('a Quebec shift with notes has them in French too (Charter of the French Language); elsewhere French notes are optional', async () => {
    const montreal = { dates: [dayFrom(12)], city: 'Montréal', province: 'QC', postalCode: null, notes: 'Park at the back.' }
    const refused = await post(owner, montreal)
    expect(refused.status).toBe(400)
    expect(await errorOf(refused)).toBe(t('problems.notesFrench'))
    const [shift] = await posted({ ...montreal, notesFr: 'Stationnement à l’arrière.' })
    expect(shift).toMatchObject({ province: 'QC', notes: 'Park at the back.', notesFr: 'Stationnement à l’arrière.' })
    // French alone, or no notes at all, is fine in Quebec; English alone is fine elsewhere.
    expect((await posted({ ...montreal, notes: null, notesFr: 'Entrée par la ruelle.' }))[0]).toMatchObject({ notes: null, notesFr: 'Entrée par la ruelle.' })
    expect((await posted({ ...montreal, notes: null }))[0]).toMatchObject({ notes: null, notesFr: null })
    expect((await posted({ dates: [dayFrom(12)], notes: 'Park at the back.' }))[0]).toMatchObject({ province: 'NS', notesFr: null })
  })

  it('only a company’s team posts: a professional is refused, a visitor must sign in; the generic writes are closed', async () => {
    expect((await post(pro, { dates: [dayFrom(10)] })).status).toBe(403)
    expect((await post(null, { dates: [dayFrom(10)] })).status).toBe(401)
    const shift = await shiftOn(11)
    expect((await rest(payload, 'PATCH', `/shifts/${shift.id}`, { as: owner, json: { rateCents: 1 } })).status).toBe(403)
    expect((await rest(payload, 'DELETE', `/shifts/${shift.id}`, { as: owner })).status).toBe(403)
    expect((await rest(payload, 'PATCH', `/shifts/${shift.id}`, { as: admin, json: { status: 'booked' } })).status).toBe(403)
    expect((await storedShift(shift.id)).rateCents).toBe(5000)
  })
})

describe('requests', () => {
  it('a professional requests at the rate or one higher counter-offer, once; lower or a second counter-offer is a 400', async () => {
    const shift = await shiftOn(40)
    expect(await errorOf(await ask(pro, shift.id, 4000))).toBe(t('problems.counterNotHigher'))
    const request = await requested(pro, shift.id, 5500)
    expect(request).toMatchObject({ status: 'pending', rateCents: 5500, counterOffer: true, professional: pro.id, company: company.id })
    // The team hears of it at once, the counter-offer named.
    const news = (await deliveredTo(payload, owner.email)).filter((m) => m.subject.startsWith('New shift request: Pat Pro') && m.text.includes('$55.00'))
    expect(news).toHaveLength(1)
    expect(news[0].text).toContain('counter-offer')
    const again = await step(pro, request.id, 'counter', { rateCents: 6000 })
    expect(again.status).toBe(400)
    expect(await errorOf(again)).toBe(t('problems.secondCounter'))
    // Withdrawn and asked again: still only one counter-offer per shift.
    expect((await step(pro, request.id, 'withdraw')).status).toBe(200)
    const res = await ask(pro, shift.id, 5800)
    expect(res.status).toBe(400)
    expect(await errorOf(res)).toBe(t('problems.secondCounter'))
    const plain = await requested(pro, shift.id)
    expect(plain).toMatchObject({ rateCents: 5000, counterOffer: false })
    expect((await ask(pro, shift.id)).status).toBe(409)
  })

  it('a counter-offer after requesting at the rate must be higher, and is allowed once', async () => {
    const shift = await shiftOn(41)
    const request = await requested(otherPro, shift.id)
    const same = await step(otherPro, request.id, 'counter', { rateCents: 5000 })
    expect(same.status).toBe(400)
    expect(await errorOf(same)).toBe(t('problems.counterNotHigher'))
    expect((await step(otherPro, request.id, 'counter', { rateCents: 5200 })).status).toBe(200)
    expect(await errorOf(await step(otherPro, request.id, 'counter', { rateCents: 5400 }))).toBe(t('problems.secondCounter'))
    expect((await storedRequest(request.id)).rateCents).toBe(5200)
  })

  it('a shift requiring a licence takes requests only from professionals whose licence is verified; required credentials must be held', async () => {
    const shift = await shiftOn(42, { positionType: 'pharmacist-full-time' })
    const refused = await ask(unverified, shift.id)
    expect(refused.status).toBe(403)
    expect(await errorOf(refused)).toBe(t('licenceRequired'))
    await requested(pro, shift.id)
    const needsInsurance = await shiftOn(43, { requiredCredentials: ['liability-insurance'] })
    const noCredential = await ask(pro, needsInsurance.id)
    expect(noCredential.status).toBe(403)
    expect(await errorOf(noCredential)).toBe(t('credentialsRequired'))
    // Verified but expiring the day before the shift: still refused; valid through the shift's date: accepted.
    const credential = (expiresOn: string, status: string) =>
      payload.db.create({ collection: 'credentials', data: { owner: pro.id, kind: 'liability-insurance', expiresOn: `${expiresOn}T12:00:00.000Z`, status, filename: `c-${Date.now()}-${Math.random()}.pdf` } })
    await credential(dayFrom(42), 'verified')
    await credential(dayFrom(300), 'pending')
    expect((await ask(pro, needsInsurance.id)).status).toBe(403)
    await credential(needsInsurance.date, 'verified')
    await requested(pro, needsInsurance.id)
  })

  it('the team cannot request its own shift; an employer without the professional role cannot request', async () => {
    const shift = await shiftOn(44)
    expect((await ask(owner, shift.id)).status).toBe(403)
    expect((await ask(otherEmployer, shift.id)).status).toBe(403)
  })
})

describe('the lifecycle table of a request, as a matrix', () => {
  type Role = 'anonymous' | 'admin' | 'professional' | 'otherProfessional' | 'team' | 'otherTeam'
  type State = 'pending' | 'withdrawn' | 'declined' | 'booked' | 'cancelled'
  const ROLES: Role[] = ['anonymous', 'admin', 'professional', 'otherProfessional', 'team', 'otherTeam']
  const STEPS = ['counter', 'withdraw', 'decline', 'confirm', 'cancel'] as const
  /** Who may take which step from which state (docs/shifts.md). */
  const ALLOWED: Record<(typeof STEPS)[number], { by: Role[]; from: State[] }> = {
    counter: { by: ['professional'], from: ['pending'] },
    withdraw: { by: ['professional'], from: ['pending'] },
    decline: { by: ['team'], from: ['pending'] },
    confirm: { by: ['team'], from: ['pending'] },
    cancel: { by: ['professional', 'team'], from: ['booked'] },
  }
  const userOf = (role: Role) => ({ anonymous: null, admin, professional: pro, otherProfessional: otherPro, team: owner, otherTeam: otherEmployer })[role]
  const bodyOf = (name: string) => (name === 'counter' ? { rateCents: 9000 } : name === 'cancel' ? { reason: 'Matrix' } : {})
  let day = 60

  async function requestIn(state: State): Promise<ShiftRequest> {
    const shift = await shiftOn(day++)
    const request = await requested(pro, shift.id)
    if (state === 'withdrawn') await step(pro, request.id, 'withdraw')
    if (state === 'declined') await step(owner, request.id, 'decline')
    if (state === 'booked' || state === 'cancelled') expect((await step(owner, request.id, 'confirm')).status).toBe(200)
    if (state === 'cancelled') expect((await step(pro, request.id, 'cancel', { reason: 'Matrix' })).status).toBe(200)
    expect((await storedRequest(request.id)).status).toBe(state)
    return request
  }

  it('the table the screens read offers exactly these steps to each side', () => {
    for (const state of ['pending', 'withdrawn', 'declined', 'booked', 'cancelled'] as State[]) {
      for (const side of ['professional', 'facility'] as const) {
        const role: Role = side === 'facility' ? 'team' : 'professional'
        const expected = STEPS.filter((name) => ALLOWED[name].by.includes(role) && ALLOWED[name].from.includes(state))
        expect(offeredRequestSteps(side, state, state === 'booked' ? 'booked' : 'open'), `${side} on ${state}`).toEqual(expected)
      }
    }
    expect(offeredRequestSteps(null, 'pending', 'open')).toEqual([])
    // Once the shift has started (expired, or booked and under way) nothing is offered but what the table says.
    expect(offeredRequestSteps('facility', 'pending', 'expired')).toEqual([])
    expect(offeredShiftSteps('facility', 'open')).toEqual(['cancel'])
    expect(offeredShiftSteps('facility', 'booked')).toEqual(['cancel'])
    expect(offeredShiftSteps('facility', 'expired')).toEqual([])
    expect(offeredShiftSteps('professional', 'open')).toEqual([])
  })

  it('every role × step × state answers as the table says, and only an allowed step changes anything', async () => {
    const states: State[] = ['pending', 'withdrawn', 'declined', 'booked', 'cancelled']
    const fixtures = Object.fromEntries(await Promise.all(states.map(async (state) => [state, await requestIn(state)] as const))) as Record<State, ShiftRequest>
    for (const state of states) {
      for (const name of STEPS) {
        for (const role of ROLES) {
          const allowed = ALLOWED[name].by.includes(role) && ALLOWED[name].from.includes(state)
          // An allowed step runs on a fresh request in that state, so the shared one stays put.
          const request = allowed ? await requestIn(state) : fixtures[state]
          const res = await step(userOf(role), request.id, name, bodyOf(name))
          const side = role === 'professional' || role === 'team'
          const expected = allowed ? 200 : role === 'anonymous' ? 401 : role === 'admin' ? 403 : !side ? 404 : ALLOWED[name].by.includes(role) ? 409 : 403
          expect(res.status, `${role} ${name} on ${state}: ${JSON.stringify(await res.clone().json())}`).toBe(expected)
          if (!allowed) expect((await storedRequest(request.id)).status, `${role} ${name} on ${state} changes nothing`).toBe(state)
        }
      }
    }
  })
})

describe('booking', () => {
  it('confirming books the shift and declines the others at once (they are emailed); both sides get a calendar invitation', async () => {
    const shift = await shiftOn(100)
    const chosen = await requested(pro, shift.id, 5600)
    const other = await requested(otherPro, shift.id)
    const res = await step(owner, chosen.id, 'confirm')
    expect(await json(res)).toMatchObject({ id: chosen.id, status: 'booked', rateCents: 5600, shift: { id: shift.id, status: 'booked', state: 'booked' } })
    expect(await storedShift(shift.id)).toMatchObject({ status: 'booked', bookedRequest: chosen.id, bookedProfessional: pro.id })
    expect((await storedRequest(other.id)).status).toBe('declined')
    const declined = (await deliveredTo(payload, otherPro.email)).filter((m) => m.subject === t('mail.declinedSubject'))
    expect(declined).toHaveLength(1)
    // The professional reads French (their language); the team English.
    const frenchMail = (await deliveredTo(payload, pro.email)).filter((m) => m.subject.startsWith('Quart réservé')).at(-1)!
    expect(frenchMail.text).toContain('56,00')
    const invite = calendarOf(frenchMail)
    expect(invite).toMatchObject({ method: 'REQUEST', uid: `shift-request-${chosen.id}@shifts`, sequence: 0, tzid: 'America/Halifax', start: (await storedShift(shift.id)).startsAt })
    expect(invite.location).toContain('1 Harbour Rd')
    const teamMail = (await deliveredTo(payload, owner.email)).filter((m) => m.subject.startsWith('Shift booked: Pat Pro')).at(-1)!
    expect(calendarOf(teamMail)).toMatchObject({ method: 'REQUEST', uid: `shift-request-${chosen.id}@shifts` })
  })

  it('20 simultaneous confirmations of overlapping shifts for one professional book exactly one; the others get a clear 409', async () => {
    const solo = await makeUser(payload, ['professional'], 'sh-solo')
    const day = dayFrom(120)
    // Twenty shifts on one day, each starting 15 minutes after the last: every pair overlaps.
    const shifts: Shift[] = []
    for (let i = 0; i < 20; i++) {
      const start = `${String(8 + Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`
      shifts.push(...(await posted({ dates: [day], startTime: start, endTime: '20:30' })))
    }
    const requests = await Promise.all(shifts.map((shift) => requested(solo, shift.id)))
    const answers = await Promise.all(requests.map((request) => step(owner, request.id, 'confirm')))
    const statuses = answers.map((res) => res.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(19)
    for (const res of answers.filter((r) => r.status === 409)) expect(await errorOf(res)).toBe(t('overlap'))
    const bookedRows = await payload.find({ collection: 'shift-requests', where: { professional: { equals: solo.id }, status: { equals: 'booked' } }, overrideAccess: true })
    expect(bookedRows.totalDocs).toBe(1)
    const bookedShifts = await payload.count({ collection: 'shifts', where: { id: { in: shifts.map((s) => s.id) }, status: { equals: 'booked' } }, overrideAccess: true })
    expect(bookedShifts.totalDocs).toBe(1)
    // Back-to-back is not overlapping: a shift from 20:30 on the same day can still be booked.
    const [evening] = await posted({ dates: [day], startTime: '20:30', endTime: '23:30' })
    const after = await requested(solo, evening.id)
    expect((await step(owner, after.id, 'confirm')).status).toBe(200)
  })

  it('a request for a shift overlapping one already booked is refused at once (409)', async () => {
    const { shift } = await booked(130, otherPro)
    const [overlapping] = await posted({ dates: [shift.date], startTime: '12:00', endTime: '18:00' })
    const res = await ask(otherPro, overlapping.id)
    expect(res.status).toBe(409)
    expect(await errorOf(res)).toBe(t('overlap'))
  })
})

describe('cancellation and reliability', () => {
  it('a professional cancelling within 48 hours is late: recorded against them, the team is told with a calendar cancellation, and the shift reopens', async () => {
    const before = (await lateCancellations(payload, 'professional', [otherPro.id])).get(otherPro.id)!
    const { shift, request } = await bookedStartingIn(24, otherPro)
    const noReason = await step(otherPro, request.id, 'cancel', {})
    expect(noReason.status).toBe(400)
    expect(await errorOf(noReason)).toBe(t('problems.reasonRequired'))
    const listReason = await step(otherPro, request.id, 'cancel', { reason: ['Family emergency'] })
    expect(listReason.status).toBe(400)
    const res = await step(otherPro, request.id, 'cancel', { reason: 'Family emergency' })
    expect(await json(res)).toMatchObject({ status: 'cancelled', lateCancellation: true, shift: { status: 'open', state: 'open' } })
    expect(await storedRequest(request.id)).toMatchObject({ cancelledBy: 'professional', cancelReason: 'Family emergency', lateCancellation: true })
    expect((await lateCancellations(payload, 'professional', [otherPro.id])).get(otherPro.id)).toBe(before + 1)
    const told = (await deliveredTo(payload, owner.email)).filter((m) => m.subject.startsWith('Shift cancelled') && m.text.includes('Family emergency'))
    expect(told).toHaveLength(1)
    expect(told[0].text).toContain(t('mail.cancelledByProfessional', { name: 'Oli Other', when: '' }).split(' cancelled')[0])
    expect(calendarOf(told[0])).toMatchObject({ method: 'CANCEL', uid: `shift-request-${request.id}@shifts`, sequence: 1 })
    // Open again: another professional may request and be booked.
    expect((await storedShift(shift.id)).bookedProfessional).toBeFalsy()
    await requested(pro, shift.id)
  })

  it('the facility cancelling a booking more than 48 hours ahead is not late; within 48 hours it counts against the company', async () => {
    const early = await booked(140)
    const res = await rest(payload, 'POST', `/shifts/${early.shift.id}/cancel`, { as: owner, json: { reason: 'Pharmacy closed for renovation' } })
    expect(await json(res)).toMatchObject({ status: 'cancelled', state: 'cancelled' })
    expect(await storedRequest(early.request.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'facility', lateCancellation: false })
    // A booking under way is history: neither side cancels it any more.
    const started = await bookedStartingIn(-1)
    expect((await step(pro, started.request.id, 'cancel', { reason: 'Too late' })).status).toBe(409)
    expect((await rest(payload, 'POST', `/shifts/${started.shift.id}/cancel`, { as: owner, json: { reason: 'Too late' } })).status).toBe(409)
    const mails = (await deliveredTo(payload, pro.email)).filter((m) => m.text.includes('Pharmacy closed for renovation'))
    expect(mails.length).toBeGreaterThanOrEqual(1)
    expect(calendarOf(mails[0]).method).toBe('CANCEL')

    const before = (await lateCancellations(payload, 'facility', [company.id])).get(company.id)!
    const late = await bookedStartingIn(10)
    expect((await step(owner, late.request.id, 'cancel', { reason: 'Short staffed elsewhere' })).status).toBe(200)
    expect(await storedRequest(late.request.id)).toMatchObject({ cancelledBy: 'facility', lateCancellation: true })
    expect((await storedShift(late.shift.id)).status).toBe('cancelled')
    expect((await lateCancellations(payload, 'facility', [company.id])).get(company.id)).toBe(before + 1)
  })

  it('the facility may cancel an open shift without a record; its pending requests are declined; another company may not', async () => {
    const shift = await shiftOn(150)
    const request = await requested(pro, shift.id)
    expect((await rest(payload, 'POST', `/shifts/${shift.id}/cancel`, { as: otherEmployer, json: {} })).status).toBe(403)
    expect((await rest(payload, 'POST', `/shifts/${shift.id}/cancel`, { as: pro, json: {} })).status).toBe(403)
    expect((await rest(payload, 'POST', `/shifts/${shift.id}/cancel`, { as: owner, json: {} })).status).toBe(200)
    expect((await storedRequest(request.id)).status).toBe('declined')
    expect((await rest(payload, 'POST', `/shifts/${shift.id}/cancel`, { as: owner, json: {} })).status).toBe(409)
  })
})

describe("the team's screen", () => {
  it('pages each list 25 at a time, its page in the address; a page past the end shows the last; another company sees none of it', async () => {
    await posted({ dates: Array.from({ length: 26 }, (_, i) => dayFrom(200 + i)) })
    const first = (await teamShifts(await viewerRequest(owner)))!
    const open = first.lists.upcoming
    expect(open.docs).toHaveLength(25)
    expect(open.totalDocs).toBeGreaterThanOrEqual(26)
    expect(open.totalPages).toBe(Math.ceil(open.totalDocs / 25))
    const second = (await teamShifts(await viewerRequest(owner), { upcomingPage: '2' }))!
    expect(second.lists.upcoming.page).toBe(2)
    expect(second.state).toEqual({ upcomingPage: '2' })
    expect(second.lists.upcoming.docs.map((s) => s.id).filter((id) => open.docs.some((d) => d.id === id))).toEqual([])
    // Soonest first across the pages.
    expect(new Date(second.lists.upcoming.docs[0].startsAt!).getTime()).toBeGreaterThanOrEqual(new Date(open.docs.at(-1)!.startsAt!).getTime())
    const beyond = (await teamShifts(await viewerRequest(owner), { upcomingPage: '999', bookedPage: 'x' }))!
    expect(beyond.lists.upcoming.page).toBe(open.totalPages)
    expect(beyond.lists.booked.page).toBe(1)
    const rival = (await teamShifts(await viewerRequest(otherEmployer)))
    expect(rival === null || rival.lists.upcoming.docs.every((s) => s.company !== company.id)).toBe(true)
  })
})

describe('who reads what', () => {
  it('the exact address is the team’s and the booked professional’s only, whatever the read selects', async () => {
    const { shift } = await booked(160, pro)
    const open = await shiftOn(161)
    const read = async (user: User | null, id: number, query = '') => rest(payload, 'GET', `/shifts/${id}${query}`, { as: user })
    expect(await json(await read(owner, shift.id))).toMatchObject({ street: '1 Harbour Rd', postalCode: 'B3H 1A1' })
    expect(await json(await read(pro, shift.id))).toMatchObject({ street: '1 Harbour Rd' })
    // Another professional reads an open shift's city, never its street, by no select or depth.
    for (const query of ['', '?select[street]=true', '?depth=2', '?select[street]=true&select[postalCode]=true&depth=0']) {
      const doc = await json(await read(otherPro, open.id, query))
      expect(doc.street, query).toBeUndefined()
      expect(doc.postalCode, query).toBeUndefined()
    }
    expect(await json(await read(otherPro, open.id))).toMatchObject({ city: 'Halifax', province: 'NS', state: 'open' })
    // Its coordinates are its city's, not its postal code's area (which would say where the street is).
    const halifax = cityPlace('Halifax', 'NS')!
    expect(await json(await read(otherPro, open.id))).toMatchObject({ lat: halifax.lat, lng: halifax.lng })
    // Filtering on the street would reveal it: refused for all but admins.
    const probe = await rest(payload, 'GET', `/shifts?where[street][equals]=1 Harbour Rd`, { as: otherPro })
    expect(((await json(probe)).docs as unknown[] | undefined)?.length ?? 0).toBe(0)
    // A booked shift of someone else is not readable at all; visitors read nothing.
    expect((await read(otherPro, shift.id)).status).toBe(404)
    expect((await read(null, open.id)).status).toBe(403)
    expect((await read(otherEmployer, shift.id)).status).toBe(404)
  })

  it('who posted a shift and who is booked on it are the team’s, the booked professional’s and admins’', async () => {
    const shift = await shiftOn(162)
    const declined = await requested(otherPro, shift.id)
    const chosen = await requested(pro, shift.id)
    expect((await step(owner, chosen.id, 'confirm')).status).toBe(200)
    expect((await json(await rest(payload, 'GET', `/shift-requests/${declined.id}`, { as: otherPro }))).status).toBe('declined')
    const parties = ['createdBy', 'bookedRequest', 'bookedProfessional']
    // The declined professional still reads the shift they asked for, not who got it, by no select or depth.
    for (const query of ['', '?depth=2', `?${parties.map((f) => `select[${f}]=true`).join('&')}`]) {
      const doc = await json(await rest(payload, 'GET', `/shifts/${shift.id}${query}`, { as: otherPro }))
      expect(doc.id, query).toBe(shift.id)
      for (const field of parties) expect(doc[field], `${field} ${query}`).toBeUndefined()
    }
    const byBooked = await rest(payload, 'GET', `/shifts?where[bookedProfessional][equals]=${pro.id}`, { as: otherPro })
    expect(((await json(byBooked)).docs as unknown[] | undefined)?.length ?? 0).toBe(0)
    expect(await json(await rest(payload, 'GET', `/shifts/${shift.id}?depth=0`, { as: pro }))).toMatchObject({ bookedProfessional: pro.id, bookedRequest: chosen.id })
    expect(await json(await rest(payload, 'GET', `/shifts/${shift.id}?depth=0`, { as: owner }))).toMatchObject({ createdBy: owner.id, bookedProfessional: pro.id })
    // A rival company reads an open shift's place and rate, never which of the facility's people posted it.
    const open = await shiftOn(163)
    const rival = await json(await rest(payload, 'GET', `/shifts/${open.id}?select[createdBy]=true&depth=1`, { as: otherEmployer }))
    expect(rival.id).toBe(open.id)
    expect(rival.createdBy).toBeUndefined()
  })

  it('the team hears of a request through whoever posted the shift while they are of the company; once they have left, through the owner', { timeout: 60_000 }, async () => {
    const member = await makeUser(payload, ['employer'], 'sh-member')
    await (await database(payload)).update(users).set({ company: company.id }).where(eq(users.id, member.id))
    const [shift] = await posted({ dates: [dayFrom(170)] }, { ...member, company: company.id } as User)
    await leaveCompany(await createLocalReq({}, payload), member.id)
    const about = (m: CapturedMail) => m.subject.startsWith('New shift request: Oli Other')
    const before = (await deliveredTo(payload, owner.email)).filter(about).length
    await requested(otherPro, shift.id)
    expect((await deliveredTo(payload, member.email)).filter(about)).toEqual([])
    expect((await deliveredTo(payload, owner.email)).filter(about)).toHaveLength(before + 1)
  })

  it('requests: a professional reads their own, the team those for its shifts, admins all; nobody else', async () => {
    const shift = await shiftOn(170)
    const mine = await requested(pro, shift.id)
    const list = async (user: User | null) => ((await json(await rest(payload, 'GET', `/shift-requests?where[id][equals]=${mine.id}`, { as: user }))).docs as unknown[] | undefined)?.length ?? 0
    expect(await list(pro)).toBe(1)
    expect(await list(owner)).toBe(1)
    expect(await list(admin)).toBe(1)
    expect(await list(otherPro)).toBe(0)
    expect(await list(otherEmployer)).toBe(0)
    expect(await list(null)).toBe(0)
    const team = await json(await rest(payload, 'GET', `/shifts/${shift.id}/requests`, { as: owner }))
    expect(team.docs).toEqual([expect.objectContaining({ id: mine.id, status: 'pending', professional: expect.objectContaining({ id: pro.id, name: 'Test sh-pro'.replace('Test sh-pro', 'Pat Pro') }), reliability: { lateCancellations: expect.any(Number) } })])
    expect((await rest(payload, 'GET', `/shifts/${shift.id}/requests`, { as: otherEmployer })).status).toBe(404)
    expect((await rest(payload, 'PATCH', `/shift-requests/${mine.id}`, { as: pro, json: { rateCents: 1 } })).status).toBe(403)
    expect((await rest(payload, 'DELETE', `/shift-requests/${mine.id}`, { as: pro })).status).toBe(403)
  })

  it('open shifts near a place: within the distance, soonest first, with their distance and no address', async () => {
    const near = await shiftOn(180)
    const far = await shiftOn(180, { city: 'Vancouver', province: 'BC', postalCode: null })
    const res = await rest(payload, 'GET', `/shifts/open?near=${encodeURIComponent('Dartmouth, NS')}&km=50&from=${dayFrom(180)}&to=${dayFrom(180)}`, { as: otherPro })
    const body = await json(res)
    const ids = (body.docs as { id: number; distanceKm: number; street?: string }[]).map((d) => d.id)
    expect(ids).toContain(near.id)
    expect(ids).not.toContain(far.id)
    const doc = (body.docs as Record<string, unknown>[]).find((d) => d.id === near.id)!
    expect(doc.distanceKm).toBeLessThan(20)
    expect(doc.street).toBeUndefined()
    expect((await rest(payload, 'GET', '/shifts/open?km=9999', { as: otherPro })).status).toBe(400)
    expect((await rest(payload, 'GET', '/shifts/open', { as: null })).status).toBe(401)
  })
})

describe('privacy', () => {
  // Its emails go through the queue, which other files on the worker keep busy: a minute, not the default 30 s.
  it('a professional’s requests are in their export; erasing the account cancels a booking still to come (the team is told, the shift reopens) and removes the requests', { timeout: 60_000 }, async () => {
    const leaver = await makeUser(payload, ['professional'], 'sh-leaver', { fullName: 'Lee Leaver' })
    const { shift, request } = await booked(190, leaver)
    const req = await createLocalReq({}, payload)
    const exported = (await shiftRequestsEntry.export!({ req, subject: { id: leaver.id, email: leaver.email, fullName: null } })).data as Record<string, unknown>[]
    expect(exported).toEqual([expect.objectContaining({ shift: shift.id, date: shift.date, city: 'Halifax', rateCents: 5000, status: 'booked' })])
    await deleteAccount(payload, leaver.id, 'self')
    expect((await storedShift(shift.id)).status).toBe('open')
    expect(await payload.count({ collection: 'shift-requests', where: { id: { equals: request.id } }, overrideAccess: true })).toMatchObject({ totalDocs: 0 })
    const told = (await deliveredTo(payload, owner.email)).filter((m) => m.subject.startsWith('Shift cancelled') && m.text.includes('The account was closed.') && m.text.includes(shift.date.slice(0, 4)))
    expect(told).toHaveLength(1)
    expect(calendarOf(told[0]).method).toBe('CANCEL')
  })

  it('erasing a professional keeps, without them, a late cancellation the facility made of their booking (the company’s record)', { timeout: 60_000 }, async () => {
    const leaver = await makeUser(payload, ['professional'], 'sh-leaver-late', { fullName: 'Lou Leaver' })
    const before = (await lateCancellations(payload, 'facility', [company.id])).get(company.id)!
    const late = await bookedStartingIn(10, leaver)
    expect((await step(owner, late.request.id, 'cancel', { reason: 'Closed for the day' })).status).toBe(200)
    const other = await requested(leaver, (await shiftOn(spareDay++)).id)
    await deleteAccount(payload, leaver.id, 'self')
    expect((await lateCancellations(payload, 'facility', [company.id])).get(company.id)).toBe(before + 1)
    expect(await storedRequest(late.request.id)).toMatchObject({ professional: null, cancelledBy: 'facility', lateCancellation: true })
    expect(await payload.count({ collection: 'shift-requests', where: { id: { equals: other.id } }, overrideAccess: true })).toMatchObject({ totalDocs: 0 })
  })
})
