import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { shiftPage } from '@/domain/shifts/shiftPage'
import { requestState } from '@/domain/shifts/state'
import { teamShifts } from '@/domain/shifts/teamShifts'
import { viewerRequest } from '@/lib/payload/viewer'
import type { ShiftRequest, User } from '@/payload-types'

import { english, french } from '../support/copy'
import { deliveredTo } from '../support/emailQueue'
import { makeCompany } from '../support/factories'
import { getPayload, makeUser } from '../support/payload'
import { pdfText } from '../support/pdfText'
import { makeProfile } from '../support/profiles'
import { rest } from '../support/rest'

/*
 * After a relief shift (docs/shifts.md, issue 30 §5): both sides confirm the hours worked (a
 * difference is flagged to admins, who settle it); each rates the other once, shown when both rated
 * or 14 days after the shift; an admin may hide a comment; the booked professional downloads an
 * invoice addressed to the facility for the agreed hours at the booking's rate.
 */

const t = english('shifts')
const tFr = french('shifts')

let payload: Payload
let admin: User
let owner: User
let otherEmployer: User
let pro: User
let otherPro: User

const HOUR = 3_600_000
const DAY = 24 * HOUR

type Booking = { shiftId: number; requestId: number }
type Doc = Record<string, unknown>

const json = async (res: Response) => (await res.json()) as Doc
const step = (user: User | null, id: number, name: string, body: unknown = {}) => rest(payload, 'POST', `/shift-requests/${id}/${name}`, { as: user, json: body })
const readRequest = async (user: User, id: number, query = '') => json(await rest(payload, 'GET', `/shift-requests/${id}?depth=0${query}`, { as: user }))
const stored = (id: number) => payload.findByID({ collection: 'shift-requests', id, overrideAccess: true, depth: 0 }) as Promise<ShiftRequest>

/** Each booking on its own day, so no two bookings of one professional overlap (the database refuses that). */
let day = 40
/** A 09:00–17:00 shift (30-minute break) booked for `who`, then moved to have ended `endedDaysAgo` days ago. */
async function workedShift(who: User, endedDaysAgo: number | null = day - 38): Promise<Booking> {
  const date = new Date(Date.now() + day++ * DAY).toISOString().slice(0, 10)
  const res = await rest(payload, 'POST', '/shifts/post', {
    as: owner,
    json: { positionType: 'pharmacy-technician', dates: [date], startTime: '09:00', endTime: '17:00', breakMinutes: 30, rateCents: 5000, city: 'Halifax', province: 'NS', street: '1 Harbour Rd', postalCode: 'B3H 1A1' },
  })
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201)
  const shiftId = ((await res.json()) as { shifts: { id: number }[] }).shifts[0].id
  const asked = await rest(payload, 'POST', '/shift-requests?depth=0', { as: who, json: { shift: shiftId } })
  expect(asked.status).toBe(201)
  const requestId = ((await asked.json()) as { doc: { id: number } }).doc.id
  expect((await step(owner, requestId, 'confirm')).status).toBe(200)
  if (endedDaysAgo !== null) await moveEnd({ shiftId, requestId }, endedDaysAgo)
  return { shiftId, requestId }
}

/** End times already given: a moved booking ends at least 9 hours before or after each (no two overlap). */
const ends: number[] = []
/** Moves a booking (shift and request) so it ended about `daysAgo` days ago (earlier if that time is taken), as if time had passed. */
async function moveEnd({ shiftId, requestId }: Booking, daysAgo: number) {
  let end = Date.now() - daysAgo * DAY - HOUR
  while (ends.some((other) => Math.abs(other - end) < 9 * HOUR)) end -= 9 * HOUR
  ends.push(end)
  const endsAt = new Date(end).toISOString()
  const startsAt = new Date(end - 8 * HOUR).toISOString()
  await payload.update({ collection: 'shifts', id: shiftId, data: { startsAt, endsAt }, overrideAccess: true })
  await payload.update({ collection: 'shift-requests', id: requestId, data: { startsAt, endsAt }, overrideAccess: true })
}

async function agreed(booking: Booking, minutes = 450) {
  expect((await step(pro, booking.requestId, 'hours', { minutes })).status).toBe(200)
  expect((await step(owner, booking.requestId, 'hours', { minutes })).status).toBe(200)
}

beforeAll(async () => {
  payload = await getPayload()
  admin = await makeUser(payload, ['admin'], 'sa-admin')
  owner = await makeUser(payload, ['employer'], 'sa-owner')
  otherEmployer = await makeUser(payload, ['employer'], 'sa-other')
  pro = await makeUser(payload, ['professional'], 'sa-pro', { fullName: 'Pat Worker' })
  otherPro = await makeUser(payload, ['professional'], 'sa-other-pro', { fullName: 'Odile Autre', preferredLanguage: 'fr' })
  await makeCompany(payload, owner, 'Dune Pharmacy')
  await makeCompany(payload, otherEmployer, 'Elsewhere Clinic')
  for (const person of [pro, otherPro]) await makeProfile(payload, person)
})

describe('hours worked', () => {
  it('both sides confirm once, after the shift; equal figures are agreed (the scheduled ones by default, or start, end and break)', async () => {
    const upcoming = await workedShift(pro, null)
    expect((await step(pro, upcoming.requestId, 'hours', {})).status, 'not before the shift ends').toBe(409)
    const booking = await workedShift(pro)
    const mine = await step(pro, booking.requestId, 'hours', {})
    expect(mine.status).toBe(200)
    expect(await stored(booking.requestId)).toMatchObject({ professionalMinutes: 450, agreedMinutes: null, hoursDispute: false })
    expect((await step(pro, booking.requestId, 'hours', { minutes: 400 })).status, 'once').toBe(409)
    expect((await step(owner, booking.requestId, 'hours', { start: '09:00', end: '17:00', breakMinutes: 30 })).status).toBe(200)
    expect(await stored(booking.requestId)).toMatchObject({ facilityMinutes: 450, agreedMinutes: 450, hoursDispute: false })
    // Both sides are told the agreed hours, the professional that the invoice is ready.
    const agreedTo = async (user: User) => (await deliveredTo(payload, user.email)).filter((m) => m.subject.startsWith('Hours agreed') && m.text.includes('7.5 hours'))
    expect(await agreedTo(pro)).toHaveLength(1)
    expect((await agreedTo(pro))[0].text).toContain(t('after.mail.invoiceReady'))
    expect(await agreedTo(owner)).toHaveLength(1)
    // The team's screen lists the past booking with its hours.
    const screen = await teamShifts(await viewerRequest(owner))
    expect(screen?.lists.past.docs.find((shift) => shift.id === booking.shiftId)?.booking).toMatchObject({ agreedMinutes: 450, facilityMinutes: 450, professionalMinutes: 450 })
  })

  it('different figures flag the booking to admins, who filter on it and settle by setting the agreed hours', async () => {
    const booking = await workedShift(pro)
    await step(pro, booking.requestId, 'hours', { minutes: 480 })
    await step(owner, booking.requestId, 'hours', { start: '09:00', end: '16:30', breakMinutes: 0 })
    expect(await stored(booking.requestId)).toMatchObject({ professionalMinutes: 480, facilityMinutes: 450, agreedMinutes: null, hoursDispute: true })
    // The admins are emailed, with the link to the request; the professional, who confirmed first, is told the team's figure.
    const disputes = (await deliveredTo(payload, admin.email)).filter((m) => m.text.includes(`/admin/collections/shift-requests/${booking.requestId}`))
    expect(disputes).toHaveLength(1)
    expect(disputes[0].subject).toMatch(/^Hours in dispute: Dune Pharmacy/)
    expect(disputes[0].text).toContain('8 hours by the professional, 7.5 hours by the facility')
    const toldPro = (await deliveredTo(payload, pro.email)).filter((m) => m.subject.startsWith('Hours differ'))
    expect(toldPro).toHaveLength(1)
    expect(toldPro[0].text).toMatch(/Dune Pharmacy.* confirmed 7\.5 hours/)
    expect(toldPro[0].text).toContain('you confirmed 8 hours.')
    expect((await deliveredTo(payload, owner.email)).filter((m) => m.subject.startsWith('Hours differ'))).toHaveLength(0)
    const flagged = await json(await rest(payload, 'GET', '/shift-requests?where[hoursDispute][equals]=true&limit=100&depth=0', { as: admin }))
    expect((flagged.docs as Doc[]).map((doc) => doc.id)).toContain(booking.requestId)
    // Only admins settle; settling clears the flag.
    expect((await rest(payload, 'PATCH', `/shift-requests/${booking.requestId}`, { as: owner, json: { agreedMinutes: 450 } })).status).toBe(403)
    expect((await rest(payload, 'PATCH', `/shift-requests/${booking.requestId}`, { as: pro, json: { agreedMinutes: 480 } })).status).toBe(403)
    const settled = await rest(payload, 'PATCH', `/shift-requests/${booking.requestId}`, { as: admin, json: { agreedMinutes: 465, status: 'cancelled', professionalMinutes: 1 } })
    expect(settled.status).toBe(200)
    expect(await stored(booking.requestId)).toMatchObject({ agreedMinutes: 465, hoursDispute: false, status: 'booked', professionalMinutes: 480 })
    // Settled: both sides are told the agreed hours.
    for (const user of [pro, owner]) expect((await deliveredTo(payload, user.email)).filter((m) => m.subject.startsWith('Hours agreed') && m.text.includes('An administrator set the agreed hours') && m.text.includes('7.75 hours'))).toHaveLength(1)
  })

  it('an admin cannot set agreed hours before the shift is over and a side has confirmed (400, nobody told)', async () => {
    const upcoming = await workedShift(pro, null)
    const res = await rest(payload, 'PATCH', `/shift-requests/${upcoming.requestId}`, { as: admin, json: { agreedMinutes: 450 } })
    expect(res.status).toBe(400)
    expect(JSON.stringify(await json(res))).toContain(t('after.settleTooEarly'))
    expect((await stored(upcoming.requestId)).agreedMinutes).toBeNull()
    for (const user of [pro, owner]) {
      expect((await deliveredTo(payload, user.email)).filter((m) => m.subject.startsWith('Hours agreed') && m.text.includes('An administrator set the agreed hours') && m.text.includes('7.5 hours'))).toHaveLength(0)
    }
  })

  it('bad figures are a 400 saying what to enter', async () => {
    const booking = await workedShift(pro)
    for (const body of [{ minutes: 0 }, { minutes: 961 }, { minutes: 7.5 }, { start: '09:00' }, { start: '9h', end: '17:00' }, { start: '09:00', end: '10:00', breakMinutes: 60 }]) {
      const res = await step(pro, booking.requestId, 'hours', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect((await json(res)).error).toBe(t('after.hoursInvalid'))
    }
    expect((await stored(booking.requestId)).professionalConfirmedAt).toBeNull()
  })
})

describe('a request left pending when its shift starts', () => {
  it('reads as expired to the team and the professional, in both languages, and can no longer be confirmed or withdrawn', async () => {
    const date = new Date(Date.now() + day++ * DAY).toISOString().slice(0, 10)
    const posted = await rest(payload, 'POST', '/shifts/post', { as: owner, json: { positionType: 'pharmacy-technician', dates: [date], startTime: '09:00', endTime: '17:00', rateCents: 5000, city: 'Halifax', province: 'NS' } })
    const shiftId = ((await posted.json()) as { shifts: { id: number }[] }).shifts[0].id
    const asked = await rest(payload, 'POST', '/shift-requests?depth=0', { as: otherPro, json: { shift: shiftId } })
    const requestId = ((await asked.json()) as { doc: { id: number } }).doc.id
    // Time passes: the shift started an hour ago, nobody confirmed.
    const startsAt = new Date(Date.now() - HOUR).toISOString()
    const endsAt = new Date(Date.now() + 7 * HOUR).toISOString()
    await payload.update({ collection: 'shifts', id: shiftId, data: { startsAt, endsAt }, overrideAccess: true })
    await payload.update({ collection: 'shift-requests', id: requestId, data: { startsAt, endsAt }, overrideAccess: true })
    expect((await step(owner, requestId, 'confirm')).status).toBe(409)
    expect((await step(otherPro, requestId, 'withdraw')).status).toBe(409)
    const listed = await json(await rest(payload, 'GET', `/shifts/${shiftId}/requests`, { as: owner }))
    expect((listed.docs as Doc[]).find((doc) => doc.id === requestId)).toMatchObject({ status: 'pending', state: 'expired' })
    // The team's past list keeps the shift with its request, expired.
    const screen = await teamShifts(await viewerRequest(owner))
    const past = screen?.lists.past.docs.find((shift) => shift.id === shiftId)
    expect(past?.state).toBe('expired')
    expect(past?.requests.map((request) => request.state)).toEqual(['expired'])
    expect(t('team.requestStates.expired')).toBe('Expired')
    expect(tFr('team.requestStates.expired')).toBe('Expirée')
    // The professional's page reads the same state.
    const view = await shiftPage(await viewerRequest(otherPro), shiftId)
    expect(view?.request?.status).toBe('pending')
    expect(requestState(view!.request!.status, view!.shift)).toBe('expired')
    expect(t('requestStates.expired')).toMatch(/^Expired/)
    expect(tFr('requestStates.expired')).toMatch(/^Expirée/)
  })
})

describe('the table of the after-shift steps, as a matrix', () => {
  it('each side once; anyone else 401/403/404; a request not booked or a shift not ended 409', async () => {
    const booking = await workedShift(pro)
    const pending = await workedShift(pro, null)
    for (const [name, body] of [['hours', { minutes: 450 }], ['rate', { score: 4 }]] as const) {
      expect((await step(null, booking.requestId, name, body)).status).toBe(401)
      expect((await step(admin, booking.requestId, name, body)).status).toBe(403)
      expect((await step(otherPro, booking.requestId, name, body)).status).toBe(404)
      expect((await step(otherEmployer, booking.requestId, name, body)).status).toBe(404)
      expect((await step(owner, pending.requestId, name, body)).status).toBe(409)
    }
    // Rating comes after one's own confirmation of the hours.
    expect((await step(pro, booking.requestId, 'rate', { score: 4 })).status).toBe(409)
    expect((await json(await step(pro, booking.requestId, 'rate', { score: 4 }))).error).toBe(t('after.hoursFirst'))
    await agreed(booking)
    expect((await step(pro, booking.requestId, 'rate', { score: 4 })).status).toBe(200)
    expect((await step(pro, booking.requestId, 'rate', { score: 5 })).status, 'once').toBe(409)
    expect((await step(owner, booking.requestId, 'rate', { score: 3 })).status).toBe(200)
    // A cancelled booking has no after-shift steps.
    const cancelled = await workedShift(pro, null)
    await step(pro, cancelled.requestId, 'cancel', { reason: 'Sick' })
    await moveEnd(cancelled, 1)
    expect((await step(pro, cancelled.requestId, 'hours', {})).status).toBe(409)
  })
})

describe('ratings', () => {
  it('1 to 5 with an optional comment of at most 1,000 characters', async () => {
    const booking = await workedShift(pro)
    await agreed(booking)
    for (const body of [{ score: 0 }, { score: 6 }, { score: 4.5 }, {}, { score: 4, comment: 'x'.repeat(1001) }]) {
      expect((await step(pro, booking.requestId, 'rate', body)).status, JSON.stringify(body)).toBe(400)
    }
    expect((await json(await step(pro, booking.requestId, 'rate', { score: 9 }))).error).toBe(t('after.scoreInvalid'))
  })

  it('are read by nobody (not even the rated side) until both rated; then by both sides and admins, never by anyone else', async () => {
    const booking = await workedShift(pro)
    await agreed(booking)
    expect((await step(pro, booking.requestId, 'rate', { score: 5, comment: 'Well organised dispensary' })).status).toBe(200)
    for (const user of [pro, owner]) {
      const doc = await readRequest(user, booking.requestId)
      expect(doc.professionalRatedAt).toBeTruthy()
      expect(doc.professionalScore ?? null).toBeNull()
      expect(doc.professionalComment ?? null).toBeNull()
      // Neither a select nor a filter finds it.
      expect((await readRequest(user, booking.requestId, '&select[professionalScore]=true&select[professionalComment]=true')).professionalScore ?? null).toBeNull()
      const found = await json(await rest(payload, 'GET', `/shift-requests?where[professionalScore][equals]=5&where[id][equals]=${booking.requestId}`, { as: user }))
      expect(found.totalDocs ?? 0).toBe(0)
    }
    expect((await readRequest(admin, booking.requestId)).professionalScore).toBe(5)
    expect((await step(owner, booking.requestId, 'rate', { score: 3, comment: 'Arrived on time' })).status).toBe(200)
    for (const user of [pro, owner, admin]) {
      expect(await readRequest(user, booking.requestId)).toMatchObject({ professionalScore: 5, professionalComment: 'Well organised dispensary', facilityScore: 3, facilityComment: 'Arrived on time' })
    }
    expect((await rest(payload, 'GET', `/shift-requests/${booking.requestId}`, { as: otherEmployer })).status).toBe(404)
  })

  it('one side’s rating is shown 14 days after the shift ended, even if the other never rated', async () => {
    const booking = await workedShift(pro, 3)
    await agreed(booking)
    await step(owner, booking.requestId, 'rate', { score: 2, comment: 'Left early' })
    expect((await readRequest(pro, booking.requestId)).facilityScore ?? null).toBeNull()
    await moveEnd(booking, 15)
    expect(await readRequest(pro, booking.requestId)).toMatchObject({ facilityScore: 2, facilityComment: 'Left early' })
  })

  it('an admin hides a comment: null for both sides through any read, the score stays; only admins may hide', async () => {
    const booking = await workedShift(pro)
    await agreed(booking)
    await step(pro, booking.requestId, 'rate', { score: 4 })
    await step(owner, booking.requestId, 'rate', { score: 1, comment: 'Rude remark about a colleague' })
    expect((await rest(payload, 'PATCH', `/shift-requests/${booking.requestId}`, { as: owner, json: { facilityCommentHidden: true } })).status).toBe(403)
    expect((await rest(payload, 'PATCH', `/shift-requests/${booking.requestId}`, { as: admin, json: { facilityCommentHidden: true } })).status).toBe(200)
    for (const user of [pro, owner]) {
      const doc = await readRequest(user, booking.requestId)
      expect(doc.facilityScore).toBe(1)
      expect(doc.facilityComment ?? null).toBeNull()
      expect(doc.facilityCommentHidden ?? null, 'the flag is the admins’').toBeNull()
      expect((await readRequest(user, booking.requestId, '&select[facilityComment]=true')).facilityComment ?? null).toBeNull()
      const list = await json(await rest(payload, 'GET', `/shift-requests?where[id][equals]=${booking.requestId}&select[facilityComment]=true`, { as: user }))
      expect((list.docs as Doc[])[0]?.facilityComment ?? null).toBeNull()
      const filtered = await json(await rest(payload, 'GET', `/shift-requests?where[facilityComment][like]=Rude&where[id][equals]=${booking.requestId}`, { as: user }))
      expect(filtered.totalDocs ?? 0).toBe(0)
    }
    expect(await readRequest(admin, booking.requestId)).toMatchObject({ facilityComment: 'Rude remark about a colleague', facilityCommentHidden: true })
  })

  it('the team sees a professional’s shown average among the requests; the professional sees the facility’s on the shift', async () => {
    const rated = await makeUser(payload, ['professional'], 'sa-rated', { fullName: 'Ray Rated' })
    await makeProfile(payload, rated)
    for (const [scoreOfPro, scoreOfFacility] of [
      [5, 4],
      [4, 2],
    ]) {
      const booking = await workedShift(rated)
      for (const [user, score] of [
        [rated, scoreOfFacility],
        [owner, scoreOfPro],
      ] as const) {
        expect((await step(user, booking.requestId, 'hours', {})).status).toBe(200)
        expect((await step(user, booking.requestId, 'rate', { score })).status).toBe(200)
      }
    }
    // A third, rated by the team only and recent: not shown yet, so not counted.
    const recent = await workedShift(rated, 1)
    await step(owner, recent.requestId, 'hours', {})
    await step(owner, recent.requestId, 'rate', { score: 1 })
    const next = await workedShift(rated, null)
    const list = await json(await rest(payload, 'GET', `/shifts/${next.shiftId}/requests`, { as: owner }))
    expect((list.docs as Doc[])[0].rating).toEqual({ average: 4.5, count: 2 })
    const page = await shiftPage(await viewerRequest(rated), next.shiftId)
    expect(page?.facilityRating).toMatchObject({ count: expect.any(Number) })
    expect(page!.facilityRating!.count).toBeGreaterThanOrEqual(2)
  })
})

describe('the invoice', () => {
  it('the booked professional downloads a PDF to the facility for the agreed hours at the booking’s rate, with their GST/HST number', async () => {
    const profile = (await payload.find({ collection: 'professional-profiles', where: { user: { equals: pro.id } }, overrideAccess: true, depth: 0 })).docs[0]
    const bad = await rest(payload, 'PATCH', `/professional-profiles/${profile.id}`, { as: pro, json: { gstHstNumber: '12345RT0001' } })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(await bad.json())).toContain(t('after.gstHstInvalid'))
    expect((await rest(payload, 'PATCH', `/professional-profiles/${profile.id}`, { as: pro, json: { gstHstNumber: '123 456 789 rt 0001' } })).status).toBe(200)
    expect((await json(await rest(payload, 'GET', `/professional-profiles/${profile.id}`, { as: pro }))).gstHstNumber).toBe('123456789RT0001')
    expect((await json(await rest(payload, 'GET', `/professional-profiles/${profile.id}`, { as: admin }))).gstHstNumber).toBe('123456789RT0001')

    const booking = await workedShift(pro)
    const invoice = (user: User | null) => rest(payload, 'GET', `/shift-requests/${booking.requestId}/invoice`, { as: user })
    expect((await invoice(pro)).status, 'before the hours are agreed').toBe(409)
    await agreed(booking, 450)
    for (const [user, status] of [
      [null, 401],
      [owner, 404],
      [otherEmployer, 404],
      [otherPro, 404],
    ] as const) {
      expect((await invoice(user)).status).toBe(status)
    }
    expect((await invoice(admin)).status).toBe(200)
    const res = await invoice(pro)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    const { text } = await pdfText(new Uint8Array(await res.arrayBuffer()))
    for (const expected of ['Pat Worker', '123456789RT0001', 'Dune Pharmacy', '1 Harbour Rd', 'Halifax NS B3H 1A1', '7.50', '$50.00', '$375.00', 'is not party to this payment']) expect(text).toContain(expected)
    // The shift's line wraps where its times (the hour of the run) make it wrap: read across lines.
    expect(text.replace(/\s+/g, ' ')).toContain('Atlantic time')
  })

  it('is written in the professional’s language, without a GST/HST line when they have none', async () => {
    const booking = await workedShift(otherPro)
    await step(otherPro, booking.requestId, 'hours', { minutes: 480 })
    await step(owner, booking.requestId, 'hours', { minutes: 480 })
    const res = await rest(payload, 'GET', `/shift-requests/${booking.requestId}/invoice`, { as: otherPro })
    expect(res.status).toBe(200)
    const { text } = await pdfText(new Uint8Array(await res.arrayBuffer()))
    expect(text).toContain('Facture')
    expect(text).toContain('Odile Autre')
    expect(text).toMatch(/400,00\s*\$/)
    expect(text).not.toContain(tFr('after.pdf.gstHst'))
    expect(text).toMatch(/n’est pas partie à ce\s+paiement/)
  })
})

describe('the GST/HST number', () => {
  it('is read only by its owner and admins', async () => {
    const profile = (await payload.find({ collection: 'professional-profiles', where: { user: { equals: otherPro.id } }, overrideAccess: true, depth: 0 })).docs[0]
    await payload.update({ collection: 'professional-profiles', id: profile.id, data: { gstHstNumber: '987654321RT0002' } as never, overrideAccess: true })
    expect((await rest(payload, 'GET', `/professional-profiles/${profile.id}`, { as: pro })).status).toBe(404)
    expect((await json(await rest(payload, 'GET', `/professional-profiles/${profile.id}`, { as: otherPro }))).gstHstNumber).toBe('987654321RT0002')
  })
})
