import { eq } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { deleteAccount } from '@/domain/privacy/erase'
import { database } from '@/lib/payload/sql'
import { facilities, payments, receipts } from '@/payload-generated-schema'
import type { Company, Shift, ShiftRequest, User } from '@/payload-types'

import { english } from '../support/copy'
import { deliveredTo } from '../support/emailQueue'
import { makeCompany } from '../support/factories'
import { getPayload, makeUser, stripeStub } from '../support/payload'
import { makeProfile } from '../support/profiles'
import { rest } from '../support/rest'
import { checkoutEvent } from '../support/stripeStub'
import { deliver } from '../support/stripeWebhook'

/*
 * The booking fee of relief shifts (docs/shifts.md, "Booking fee"): with a fee, the team's
 * confirmation opens a Stripe Checkout for the fee and its sales taxes and the request waits for the
 * payment; the signed webhook, matched by the stored session, amount and currency, books it exactly
 * once; an expired checkout gives the request back; a payment that can no longer book is refunded.
 * The real Stripe SDK talks to the stand-in; webhooks are signed for real.
 */

const t = english('shifts')

let payload: Payload
let admin: User
let owner: User
let pro: User
let otherPro: User
let company: Company

const DAY = 24 * 3_600_000
const FEE = 1500
const dayFrom = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10)
const base = { positionType: 'pharmacy-technician', startTime: '09:00', endTime: '17:00', rateCents: 5000, city: 'Toronto', province: 'ON' }

const setFee = (shiftBookingFeeCents: number) => payload.updateGlobal({ slug: 'site-settings', data: { shiftBookingFeeCents }, user: admin, overrideAccess: false })
const setRegistrations = (gstHstNumber: string | null) => payload.updateGlobal({ slug: 'site-settings', data: { gstHstNumber }, user: admin, overrideAccess: false })

async function shiftOn(days: number, body: Record<string, unknown> = {}): Promise<Shift> {
  const res = await rest(payload, 'POST', '/shifts/post', { as: owner, json: { ...base, dates: [dayFrom(days)], ...body } })
  expect(res.status, await res.clone().text()).toBe(201)
  return ((await res.json()) as { shifts: Shift[] }).shifts[0]
}
async function requested(user: User, shift: number): Promise<ShiftRequest> {
  const res = await rest(payload, 'POST', '/shift-requests?depth=0', { as: user, json: { shift } })
  expect(res.status, await res.clone().text()).toBe(201)
  return ((await res.json()) as { doc: ShiftRequest }).doc
}
const confirm = (id: number) => rest(payload, 'POST', `/shift-requests/${id}/confirm`, { as: owner, json: {} })
const storedRequest = (id: number) => payload.findByID({ collection: 'shift-requests', id, overrideAccess: true, depth: 0 })
const storedShift = (id: number) => payload.findByID({ collection: 'shifts', id, overrideAccess: true, depth: 0 })

type Confirmed = { status: string; checkoutUrl?: string; shift: { status: string } }
/** Confirms with a fee due: the answer carries the checkout to follow. */
async function confirmedToCheckout(id: number): Promise<{ body: Confirmed; sessionId: string }> {
  const res = await confirm(id)
  expect(res.status, await res.clone().text()).toBe(200)
  const body = (await res.json()) as Confirmed
  expect(body.checkoutUrl).toBeTruthy()
  return { body, sessionId: new URL(body.checkoutUrl!).pathname.split('/').pop()! }
}

/** The event Stripe sends when the team pays the checkout stored for `requestId`. */
async function paidEvent(requestId: number, fields: { amount?: number; type?: string; paymentStatus?: 'paid' | 'unpaid' } = {}) {
  const request = await storedRequest(requestId)
  return checkoutEvent(fields.type ?? 'checkout.session.completed', {
    id: request.checkoutSessionId!,
    jobPostingId: '',
    amount: fields.amount ?? request.checkoutAmountCents!,
    currency: request.checkoutCurrency!,
    paymentStatus: fields.paymentStatus,
  })
}

const ledger = async (requestId: number) =>
  (await database(payload)).select({ status: payments.status, eventId: payments.stripeEventId, reason: payments.reason, amount: payments.amount }).from(payments).where(eq(payments.shiftRequest, requestId))

/** The line items (name, cents) the server last sent Stripe for request `requestId`'s checkout. */
function linesSent(requestId: number) {
  const body = stripeStub().requests.filter((r) => r.path === '/v1/checkout/sessions' && r.body['metadata[shiftRequestId]'] === String(requestId)).at(-1)!.body
  const lines: [string, number][] = []
  for (let i = 0; `line_items[${i}][price_data][unit_amount]` in body; i++) lines.push([body[`line_items[${i}][price_data][product_data][name]`], Number(body[`line_items[${i}][price_data][unit_amount]`])])
  return lines
}

beforeAll(async () => {
  payload = await getPayload()
  admin = await makeUser(payload, ['admin'], 'fee-admin')
  owner = await makeUser(payload, ['employer'], 'fee-owner')
  pro = await makeUser(payload, ['professional'], 'fee-pro')
  otherPro = await makeUser(payload, ['professional'], 'fee-other-pro')
  company = await makeCompany(payload, owner, 'Fee Pharmacy')
  await (await database(payload)).update(facilities).set({ province: 'ON' }).where(eq(facilities.id, company.id))
  for (const person of [pro, otherPro]) await makeProfile(payload, person)
})

afterAll(async () => {
  await setFee(0)
  await setRegistrations(null)
})

describe('booking fee setting', () => {
  it('is an admin-only integer of at least 0, read by everyone', async () => {
    const employerWrite = await rest(payload, 'POST', '/globals/site-settings', { as: owner, json: { shiftBookingFeeCents: 1 } })
    expect(employerWrite.status).toBeGreaterThanOrEqual(400)
    const negative = await rest(payload, 'POST', '/globals/site-settings', { as: admin, json: { shiftBookingFeeCents: -5 } })
    expect(negative.status).toBe(400)
    await setFee(0)
    expect((await payload.findGlobal({ slug: 'site-settings', overrideAccess: false })).shiftBookingFeeCents).toBe(0)
  })
})

describe('confirming with and without a fee', () => {
  it('with a fee of 0, confirming books at once and opens no checkout', async () => {
    await setFee(0)
    const before = stripeStub().requests.length
    const shift = await shiftOn(10)
    const request = await requested(pro, shift.id)
    const res = await confirm(request.id)
    expect(res.status).toBe(200)
    const body = (await res.json()) as Confirmed
    expect(body).toMatchObject({ status: 'booked', shift: { status: 'booked' } })
    expect(body.checkoutUrl).toBeUndefined()
    expect(stripeStub().requests.slice(before).filter((r) => r.path === '/v1/checkout/sessions')).toHaveLength(0)
  })

  it('with a fee, confirming opens a checkout for the fee and its sales tax; the request waits, holding the shift', async () => {
    await setFee(FEE)
    await setRegistrations('123456789 RT0001')
    const shift = await shiftOn(11)
    const first = await requested(pro, shift.id)
    const second = await requested(otherPro, shift.id)
    const { body, sessionId } = await confirmedToCheckout(first.id)
    expect(body).toMatchObject({ status: 'awaiting_payment', shift: { status: 'open' } })
    expect(linesSent(first.id)).toEqual([
      [expect.stringContaining(shift.date!), FEE],
      ['HST (13%)', 195],
    ])
    expect(stripeStub().sessions.get(sessionId)?.amount_total).toBe(1695)
    expect(await storedRequest(first.id)).toMatchObject({ status: 'awaiting_payment', checkoutSessionId: sessionId, checkoutAmountCents: 1695, checkoutCurrency: 'cad' })
    // The slot is held: another request of the shift cannot be confirmed meanwhile.
    const other = await confirm(second.id)
    expect(other.status).toBe(409)
    expect(((await other.json()) as { error: string }).error).toBe(t('payment.otherAwaiting'))
    // Confirming the same request again gives the same checkout (a double click, a lost tab).
    const again = await confirmedToCheckout(first.id)
    expect(again.sessionId).toBe(sessionId)
    // The team cannot read the checkout's ids through the API; admins can.
    const asTeam = await rest(payload, 'GET', `/shift-requests/${first.id}?depth=0`, { as: owner })
    expect(((await asTeam.json()) as Record<string, unknown>).checkoutSessionId ?? null).toBeNull()
    const asAdmin = await rest(payload, 'GET', `/shift-requests/${first.id}?depth=0`, { as: admin })
    expect(((await asAdmin.json()) as Record<string, unknown>).checkoutSessionId).toBe(sessionId)
  })
})

describe('the webhook', () => {
  it('a paid checkout books the request once, however often and however simultaneously it is delivered', async () => {
    await setFee(FEE)
    const shift = await shiftOn(12)
    const request = await requested(pro, shift.id)
    const rival = await requested(otherPro, shift.id)
    await confirmedToCheckout(request.id)
    const event = await paidEvent(request.id)
    const answers = await Promise.all([deliver(event), deliver(event), deliver(event)])
    for (const answer of answers) expect(answer.status).toBe(200)
    expect((await deliver(event)).status).toBe(200)
    expect(await storedRequest(request.id)).toMatchObject({ status: 'booked', paymentIntentId: event.data.object.payment_intent })
    expect(await storedShift(shift.id)).toMatchObject({ status: 'booked', bookedRequest: request.id, bookedProfessional: pro.id })
    expect((await storedRequest(rival.id)).status).toBe('declined')
    const rows = await ledger(request.id)
    expect(rows.map((r) => [r.eventId, r.status])).toEqual([[event.id, 'paid']])
    // Both sides are told, the professional with the calendar file.
    const mails = (await deliveredTo(payload, pro.email)).filter((m) => m.subject.includes('booked') || m.attachments.some((a) => a.filename === 'shift.ics'))
    expect(mails.length).toBeGreaterThanOrEqual(1)
  })

  it('an event for another amount is recorded as ignored and books nothing', async () => {
    await setFee(FEE)
    const shift = await shiftOn(13)
    const request = await requested(pro, shift.id)
    await confirmedToCheckout(request.id)
    const event = await paidEvent(request.id, { amount: 1 })
    expect((await deliver(event)).status).toBe(200)
    expect((await storedRequest(request.id)).status).toBe('awaiting_payment')
    expect((await storedShift(shift.id)).status).toBe('open')
    const rows = await ledger(request.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'ignored', reason: expect.stringContaining('Amount 1') })
  })

  it('an expired checkout gives the request back to the team, who may confirm it again with a new checkout', async () => {
    await setFee(FEE)
    const shift = await shiftOn(14)
    const request = await requested(pro, shift.id)
    const first = await confirmedToCheckout(request.id)
    expect((await deliver(await paidEvent(request.id, { type: 'checkout.session.expired', paymentStatus: 'unpaid' }))).status).toBe(200)
    expect(await storedRequest(request.id)).toMatchObject({ status: 'pending' })
    expect((await storedShift(shift.id)).status).toBe('open')
    const second = await confirmedToCheckout(request.id)
    expect(second.sessionId).not.toBe(first.sessionId)
    expect((await storedRequest(request.id)).checkoutSessionId).toBe(second.sessionId)
  })

  it('a payment for a professional booked elsewhere meanwhile is refunded, and the team is told', async () => {
    await setFee(FEE)
    const paidFor = await shiftOn(15)
    const clash = await shiftOn(15, { startTime: '12:00', endTime: '20:00' })
    const request = await requested(pro, paidFor.id)
    await confirmedToCheckout(request.id)
    // Meanwhile the professional is booked on an overlapping shift (no fee at that moment).
    await setFee(0)
    const other = await requested(pro, clash.id)
    expect((await confirm(other.id)).status).toBe(200)
    const before = stripeStub().requests.length
    const event = await paidEvent(request.id)
    expect((await deliver(event)).status).toBe(200)
    const refunds = stripeStub().requests.slice(before).filter((r) => r.path === '/v1/refunds')
    expect(refunds.map((r) => r.body.payment_intent)).toEqual([event.data.object.payment_intent])
    expect(await storedRequest(request.id)).toMatchObject({ status: 'pending' })
    expect((await storedShift(paidFor.id)).status).toBe('open')
    const rows = await ledger(request.id)
    expect(rows.map((r) => r.status).sort()).toEqual(['paid', 'refunded'])
    // The fee's receipt gets its credit note, referring to it and giving the whole fee back.
    const issued = await (await database(payload))
      .select({ id: receipts.id, kind: receipts.kind, refersTo: receipts.refersTo, totalCents: receipts.totalCents })
      .from(receipts)
      .where(eq(receipts.paymentIntentId, event.data.object.payment_intent as string))
    const paidReceipt = issued.find((r) => r.kind === 'receipt')!
    expect(issued.filter((r) => r.kind === 'creditNote')).toEqual([{ id: expect.any(Number), kind: 'creditNote', refersTo: paidReceipt.id, totalCents: -paidReceipt.totalCents }])
    // A second delivery refunds nothing more.
    expect((await deliver(event)).status).toBe(200)
    expect(stripeStub().requests.slice(before).filter((r) => r.path === '/v1/refunds')).toHaveLength(1)
    const told = (await deliveredTo(payload, owner.email)).filter((m) => m.subject.startsWith('Booking fee refunded'))
    expect(told).toHaveLength(1)
    expect(told[0].text).toContain('refunded')
  })

  it('a request withdrawn while waiting for its fee expires its checkout; a payment that still arrives is refunded and the team told the request is closed', async () => {
    await setFee(FEE)
    const shift = await shiftOn(17)
    const request = await requested(pro, shift.id)
    const { sessionId } = await confirmedToCheckout(request.id)
    expect((await rest(payload, 'POST', `/shift-requests/${request.id}/withdraw`, { as: pro, json: {} })).status).toBe(200)
    await expect.poll(() => stripeStub().sessions.get(sessionId)?.status).toBe('expired')
    expect(await storedRequest(request.id)).toMatchObject({ status: 'withdrawn', checkoutUrl: null })
    // Paid a moment before it was expired: the payment is matched by the session, refunded, and books nothing.
    const before = stripeStub().requests.length
    const event = await paidEvent(request.id)
    expect((await deliver(event)).status).toBe(200)
    expect(stripeStub().requests.slice(before).filter((r) => r.path === '/v1/refunds').map((r) => r.body.payment_intent)).toEqual([event.data.object.payment_intent])
    expect(await storedRequest(request.id)).toMatchObject({ status: 'withdrawn' })
    expect((await storedShift(shift.id)).status).toBe('open')
    expect((await ledger(request.id)).map((r) => r.status).sort()).toEqual(['paid', 'refunded'])
    const told = (await deliveredTo(payload, owner.email)).filter((m) => m.subject.startsWith('Booking fee refunded') && m.text.includes('withdrawn or declined'))
    expect(told).toHaveLength(1)
  })

  it('a request declined while waiting for its fee, or declined by the shift being called off, expires its checkout', async () => {
    await setFee(FEE)
    const declined = await requested(pro, (await shiftOn(18)).id)
    const first = await confirmedToCheckout(declined.id)
    expect((await rest(payload, 'POST', `/shift-requests/${declined.id}/decline`, { as: owner, json: {} })).status).toBe(200)
    await expect.poll(() => stripeStub().sessions.get(first.sessionId)?.status).toBe('expired')
    expect((await storedRequest(declined.id)).status).toBe('declined')

    const calledOff = await shiftOn(19)
    const waiting = await requested(pro, calledOff.id)
    const second = await confirmedToCheckout(waiting.id)
    expect((await rest(payload, 'POST', `/shifts/${calledOff.id}/cancel`, { as: owner, json: {} })).status).toBe(200)
    await expect.poll(() => stripeStub().sessions.get(second.sessionId)?.status).toBe('expired')
    expect((await storedRequest(waiting.id)).status).toBe('declined')
  })

  it('a request still waiting for its fee when the shift starts reads as expired; it cannot be confirmed and a late payment is refunded', async () => {
    await setFee(FEE)
    const shift = await shiftOn(20)
    const request = await requested(pro, shift.id)
    await confirmedToCheckout(request.id)
    const startsAt = new Date(Date.now() - 60_000).toISOString()
    const endsAt = new Date(Date.now() + 7 * 3_600_000).toISOString()
    await payload.update({ collection: 'shifts', id: shift.id, data: { startsAt, endsAt }, overrideAccess: true })
    await payload.update({ collection: 'shift-requests', id: request.id, data: { startsAt, endsAt }, overrideAccess: true })
    expect((await confirm(request.id)).status).toBe(409)
    const listed = (await (await rest(payload, 'GET', `/shifts/${shift.id}/requests`, { as: owner })).json()) as { docs: { id: number; status: string; state: string }[] }
    expect(listed.docs.find((doc) => doc.id === request.id)).toMatchObject({ status: 'awaiting_payment', state: 'expired' })
    const before = stripeStub().requests.length
    expect((await deliver(await paidEvent(request.id))).status).toBe(200)
    expect(stripeStub().requests.slice(before).filter((r) => r.path === '/v1/refunds')).toHaveLength(1)
    expect((await storedShift(shift.id)).status).toBe('open')
  })

  it('erasing a professional expires the checkouts waiting for their fee, so nobody pays for a vanished booking', async () => {
    await setFee(FEE)
    const leaver = await makeUser(payload, ['professional'], 'fee-leaver')
    await makeProfile(payload, leaver)
    const request = await requested(leaver, (await shiftOn(16)).id)
    const { sessionId } = await confirmedToCheckout(request.id)
    expect(stripeStub().sessions.get(sessionId)?.status).toBe('open')
    await deleteAccount(payload, leaver.id, 'self')
    await expect.poll(() => stripeStub().sessions.get(sessionId)?.status).toBe('expired')
  })
})
