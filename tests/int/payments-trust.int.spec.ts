import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createCheckout } from '@/domain/payments/checkout'
import type { JobPosting, User } from '@/payload-types'

import { as, deliver, draftPosting, makeUser, startCheckout, storedCheckoutEvent } from '../support/factories'
import { waitForMail } from '../support/mailCatcher'
import { getPayload, mail, stripeStub } from '../support/payload'
import { rest } from '../support/rest'
import { checkoutEvent } from '../support/stripeStub'
import { emailsQueuedSinceSent } from '../support/stripeWebhook'
import { english } from '../support/copy'

const jobEmail = english('jobEmails')

/*
 * A signed webhook proves Stripe sent the event, not that it pays for a posting: anyone who can
 * create a Checkout Session on the account (another integration, a leaked key, a payment link) can
 * name any posting in client_reference_id and metadata, for any amount. A posting moves only for
 * the session the server stored for it, in payment mode, for the fee stored with that session.
 */

let payload: Payload
let employer: User
let admin: User

const NOT_CURRENT = "Session is not the posting's current checkout"

const reload = (id: number) => payload.findByID({ collection: 'job-postings', id, overrideAccess: true, depth: 0 })

const draft = () => draftPosting(payload, employer)

/** The owner presses Pay: the checkout endpoint creates and stores a session. */
const checkout = (job: JobPosting) => startCheckout(payload, employer, job.id)

async function checkedOutDraft() {
  const job = await draft()
  const sessionId = await checkout(job)
  return { job, sessionId }
}

const ledgerRow = async (eventId: string) => {
  const rows = await payload.find({ collection: 'payments', where: { stripeEventId: { equals: eventId } }, overrideAccess: true, depth: 0 })
  expect(rows.totalDocs).toBe(1)
  return rows.docs[0]
}

const receipts = (job: JobPosting) =>
  mail().messages.filter((m) => m.to.includes(employer.email) && m.subject === jobEmail('receiptSubject', { title: job.title }))

const expireRequestsFor = (sessionId: string) =>
  stripeStub().requests.filter((r) => r.method === 'POST' && r.path === `/v1/checkout/sessions/${sessionId}/expire`)

/** The event is answered 200 (Stripe must not retry it), recorded as ignored with its reason, and changes nothing. */
async function expectIgnored(job: JobPosting, event: { id: string }, reason: string, linkedPosting: number | null) {
  const since = new Date()
  const res = await deliver(event)
  expect(res.status).toBe(200)
  expect(await reload(job.id)).toMatchObject({ status: 'draft', paid: false, stripePaymentIntentId: null })
  expect(await res.json()).toEqual({ received: true, outcome: 'ignored' })
  expect(await ledgerRow(event.id)).toMatchObject({ status: 'ignored', reason, jobPosting: linkedPosting })
  await emailsQueuedSinceSent(payload, since)
  expect(receipts(job)).toEqual([])
}

beforeAll(async () => {
  payload = await getPayload()
  employer = await makeUser(payload, ['employer'], 'trust-employer')
  admin = await makeUser(payload, ['admin'], 'trust-admin')
})

describe('the posting’s own checkout, paid in full, moves it once', () => {
  it('stores the session with the fee it charges (admins only), and its payment moves the draft to review with one receipt', async () => {
    const since = new Date()
    const { job, sessionId } = await checkedOutDraft()
    const stored = await reload(job.id)
    expect(stored).toMatchObject({ stripeCheckoutSessionId: sessionId, checkoutAmountCents: 500, checkoutCurrency: 'cad' })
    // The owner never reads the payment fields of their own posting.
    const mine = await payload.findByID({ collection: 'job-postings', id: job.id, depth: 0, ...as(employer) })
    expect(mine).not.toHaveProperty('stripeCheckoutSessionId')
    expect(mine).not.toHaveProperty('checkoutAmountCents')
    expect(mine).not.toHaveProperty('checkoutCurrency')
    expect(await payload.findByID({ collection: 'job-postings', id: job.id, depth: 0, ...as(admin) })).toMatchObject({ checkoutAmountCents: 500, checkoutCurrency: 'cad' })

    const event = await storedCheckoutEvent(payload, job.id, 'checkout.session.completed', { paymentIntent: `pi_trust_${job.id}` })
    const res = await deliver(event)
    expect(await res.json()).toEqual({ received: true, outcome: 'processed' })
    expect(await reload(job.id)).toMatchObject({ status: 'pending_review', paid: true, stripePaymentIntentId: `pi_trust_${job.id}` })
    expect(await ledgerRow(event.id)).toMatchObject({ status: 'paid', reason: null, jobPosting: job.id, amount: 500, currency: 'cad' })
    await waitForMail(() => mail().messages, (m) => m.to.includes(employer.email) && m.subject === jobEmail('receiptSubject', { title: job.title }))
    await emailsQueuedSinceSent(payload, since)
    expect(receipts(job)).toHaveLength(1)
  })

  it('a redelivered event counts once: the second answer is duplicate and the ledger keeps one row', async () => {
    const since = new Date()
    const { job } = await checkedOutDraft()
    const event = await storedCheckoutEvent(payload, job.id)
    expect((await (await deliver(event)).json()).outcome).toBe('processed')
    expect((await (await deliver(event)).json()).outcome).toBe('duplicate')
    await ledgerRow(event.id)
    expect((await reload(job.id)).status).toBe('pending_review')
    await emailsQueuedSinceSent(payload, since)
    expect(receipts(job)).toHaveLength(1)
  })

  it('20 parallel deliveries of the same event move the posting once, with one audit entry and one receipt', async () => {
    const since = new Date()
    const { job } = await checkedOutDraft()
    const event = await storedCheckoutEvent(payload, job.id)
    const responses = await Promise.all(Array.from({ length: 20 }, () => deliver(event)))
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200))
    const outcomes = (await Promise.all(responses.map((r) => r.json()))).map((b) => b.outcome).sort()
    expect(outcomes).toEqual(['processed', ...Array(19).fill('duplicate')].sort())
    await ledgerRow(event.id)
    expect((await reload(job.id)).status).toBe('pending_review')
    const moves = await payload.find({ collection: 'status-changes', where: { jobPosting: { equals: job.id } }, overrideAccess: true, depth: 0, sort: 'createdAt' })
    expect(moves.docs.map((d) => `${d.from}→${d.to}`)).toEqual(['null→draft', 'draft→pending_review'])
    await emailsQueuedSinceSent(payload, since)
    expect(receipts(job)).toHaveLength(1)
  })

  it('the fee stored at checkout is what counts, even after the site fee changes', async () => {
    const { job } = await checkedOutDraft()
    const before = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    await payload.updateGlobal({ slug: 'site-settings', data: { postingFeeCents: 900 }, overrideAccess: true })
    try {
      const atNewFee = await storedCheckoutEvent(payload, job.id, 'checkout.session.completed', { amount: 900 })
      await expectIgnored(job, atNewFee, 'Amount 900 does not match the fee 500', job.id)
      const atStoredFee = await storedCheckoutEvent(payload, job.id)
      expect((await (await deliver(atStoredFee)).json()).outcome).toBe('processed')
      expect((await reload(job.id)).status).toBe('pending_review')
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { postingFeeCents: before.postingFeeCents }, overrideAccess: true })
    }
  })
})

describe('any other signed event is recorded as ignored and changes nothing', () => {
  it.each([
    ['a posting with a checkout of its own', true],
    ['a posting that never went to checkout', false],
  ])('another session on the account naming %s in client_reference_id and metadata', async (_case, checkedOut) => {
    const job = checkedOut ? (await checkedOutDraft()).job : await draft()
    const event = checkoutEvent('checkout.session.completed', { id: `cs_test_foreign_${job.id}`, jobPostingId: job.id, amount: 500, currency: 'cad' })
    expect(event.data.object).toMatchObject({ client_reference_id: String(job.id), metadata: { jobPostingId: String(job.id) } })
    // Not linked to the posting it names: that claim is the attacker's, not ours.
    await expectIgnored(job, event, NOT_CURRENT, null)
  })

  it('the right session for a smaller amount', async () => {
    const { job } = await checkedOutDraft()
    const event = await storedCheckoutEvent(payload, job.id, 'checkout.session.completed', { amount: 100 })
    await expectIgnored(job, event, 'Amount 100 does not match the fee 500', job.id)
    // Recorded once, like every event.
    expect((await (await deliver(event)).json()).outcome).toBe('duplicate')
    await ledgerRow(event.id)
  })

  it('the right session and amount in another currency', async () => {
    const { job } = await checkedOutDraft()
    const event = await storedCheckoutEvent(payload, job.id, 'checkout.session.completed', { currency: 'usd' })
    await expectIgnored(job, event, 'Currency usd does not match cad', job.id)
  })

  it('the right session in subscription mode', async () => {
    const { job } = await checkedOutDraft()
    const event = await storedCheckoutEvent(payload, job.id, 'checkout.session.completed', { mode: 'subscription' })
    await expectIgnored(job, event, 'Mode subscription is not a payment', job.id)
  })

  it('an async payment success for a wrong amount', async () => {
    const { job } = await checkedOutDraft()
    const event = await storedCheckoutEvent(payload, job.id, 'checkout.session.async_payment_succeeded', { amount: 1 })
    await expectIgnored(job, event, 'Amount 1 does not match the fee 500', job.id)
  })

  it('a failure for another session sends the owner no payment-failed email', async () => {
    const { job } = await checkedOutDraft()
    const event = checkoutEvent('checkout.session.async_payment_failed', { id: `cs_test_other_${job.id}`, jobPostingId: job.id, paymentStatus: 'unpaid' })
    await expectIgnored(job, event, NOT_CURRENT, null)
    expect(mail().messages.filter((m) => m.subject === jobEmail('paymentFailedSubject', { title: job.title }))).toEqual([])
  })
})

describe('only the latest checkout can be paid', () => {
  it('a new checkout after an edit expires the old session at Stripe, and a payment of the old one is ignored', async () => {
    const { job, sessionId: oldSession } = await checkedOutDraft()
    const oldEvent = await storedCheckoutEvent(payload, job.id)
    // The owner edits the draft and presses Pay again: a new session replaces the old one.
    const edited = await rest(payload, 'PATCH', `/job-postings/${job.id}`, { as: employer, json: { title: `${job.title} (edited)` } })
    expect(edited.status).toBe(200)
    const renamed = { ...job, title: `${job.title} (edited)` }
    const newSession = await checkout(renamed)
    expect(newSession).not.toBe(oldSession)
    expect((await reload(job.id)).stripeCheckoutSessionId).toBe(newSession)
    expect(expireRequestsFor(oldSession)).toHaveLength(1)
    expect(stripeStub().sessions.get(oldSession)?.status).toBe('expired')
    expect(stripeStub().sessions.get(newSession)?.status).toBe('open')

    await expectIgnored(renamed, oldEvent, NOT_CURRENT, null)

    // The current session still pays.
    expect((await (await deliver(await storedCheckoutEvent(payload, job.id))).json()).outcome).toBe('processed')
    expect((await reload(job.id)).status).toBe('pending_review')
  })

  it('pressing Pay twice without changes reuses the session and expires nothing', async () => {
    const { job, sessionId } = await checkedOutDraft()
    expect(await checkout(job)).toBe(sessionId)
    expect(expireRequestsFor(sessionId)).toEqual([])
    expect(stripeStub().sessions.get(sessionId)?.status).toBe('open')
  })

  it('an old session Stripe can no longer expire does not block the new checkout', async () => {
    const { job, sessionId: oldSession } = await checkedOutDraft()
    stripeStub().complete(oldSession)
    expect((await rest(payload, 'PATCH', `/job-postings/${job.id}`, { as: employer, json: { title: `${job.title} v2` } })).status).toBe(200)
    const newSession = await checkout(job)
    expect(newSession).not.toBe(oldSession)
    expect(expireRequestsFor(oldSession)).toHaveLength(1)
    expect(stripeStub().sessions.get(oldSession)?.status).toBe('complete')
    expect(await reload(job.id)).toMatchObject({ status: 'draft', stripeCheckoutSessionId: newSession })
  })

  it('a checkout started for a draft that gets paid meanwhile is refused (409) and its session expired', async () => {
    const { job, sessionId: paidSession } = await checkedOutDraft()
    expect((await rest(payload, 'PATCH', `/job-postings/${job.id}`, { as: employer, json: { title: `${job.title} v2` } })).status).toBe(200)
    // What the checkout endpoint loaded: still an unpaid draft...
    const loaded = await reload(job.id)
    // ...when the employer's payment of the first session arrives.
    stripeStub().complete(paidSession)
    expect((await (await deliver(await storedCheckoutEvent(payload, job.id))).json()).outcome).toBe('processed')

    await expect(createCheckout(payload, loaded, employer, {})).rejects.toMatchObject({ status: 409 })
    const orphan = [...stripeStub().sessions.values()].at(-1)!
    expect(orphan.id).not.toBe(paidSession)
    expect(orphan.status).toBe('expired')
    expect(await reload(job.id)).toMatchObject({ status: 'pending_review', paid: true, stripeCheckoutSessionId: paidSession })
  })
})
