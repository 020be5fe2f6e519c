import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as webhook } from '@/app/api/stripe/webhook/route'
import { actOnPosting, expireDuePostings } from '@/domain/jobs/lifecycle'
import { createCheckout } from '@/domain/payments/checkout'
import { translator } from '@/i18n/translator'
import type { User } from '@/payload-types'

import { as, deliver, draftPosting, makePosting, makeUser, postingFields, storedCheckoutEvent, unique } from '../support/factories'
import { waitForMail } from '../support/mailCatcher'
import { getPayload, mail, stripeStub } from '../support/payload'
import { rest } from '../support/rest'
import { english } from '../support/copy'

const jobEmail = english('jobEmails')

let payload: Payload
let employer: User
let otherEmployer: User
let professional: User
let admin: User

const createDraft = (user = employer, title?: string) => draftPosting(payload, user, title ? { title } : {})

/** A draft whose owner has started checkout: the server stored its session and fee. */
async function checkedOutDraft(title?: string) {
  const job = await createDraft(employer, title)
  await createCheckout(payload, job, employer, {})
  return job
}

const reload = (id: number) => payload.findByID({ collection: 'job-postings', id, overrideAccess: true, depth: 0 })

beforeAll(async () => {
  payload = await getPayload()
  employer = await makeUser(payload, ['employer'], 'employer')
  otherEmployer = await makeUser(payload, ['employer'], 'other-employer')
  professional = await makeUser(payload, ['professional'], 'pro')
  admin = await makeUser(payload, ['admin'], 'admin')
})

describe('creating postings', () => {
  it('an employer creates a draft they own; status, paid and ownership sent by them are ignored', async () => {
    const job = await draftPosting(payload, employer, { status: 'active', paid: true, createdBy: otherEmployer.id })
    const stored = await reload(job.id)
    expect(stored).toMatchObject({ status: 'draft', paid: false, createdBy: employer.id })
    expect(stored.active).toBe(false)
  })

  it('a professional cannot post; an admin posts for free and it is live at once', async () => {
    await expect(createDraft(professional)).rejects.toMatchObject({ status: 403 })
    const job = await createDraft(admin)
    const stored = await reload(job.id)
    expect(stored).toMatchObject({ status: 'active', paid: true })
    expect(new Date(stored.validThrough!).getTime() - new Date(stored.postedDate!).getTime()).toBe(30 * 24 * 3600 * 1000)
  })

  it('the owner can never write status, paid or payment fields', async () => {
    const job = await createDraft()
    await payload.update({
      collection: 'job-postings',
      id: job.id,
      data: { status: 'active', paid: true, stripePaymentIntentId: 'pi_fake', validThrough: '2099-01-01T00:00:00.000Z', title: 'Renamed' } as never,
      ...as(employer),
    })
    expect(await reload(job.id)).toMatchObject({ status: 'draft', paid: false, stripePaymentIntentId: null, title: 'Renamed' })
  })

  it("another employer can neither read nor change someone's draft", async () => {
    const job = await createDraft()
    await expect(payload.findByID({ collection: 'job-postings', id: job.id, ...as(otherEmployer) })).rejects.toBeTruthy()
    await expect(payload.update({ collection: 'job-postings', id: job.id, data: { title: 'x' }, ...as(otherEmployer) })).rejects.toBeTruthy()
  })
})

describe('company privacy and contact email', () => {
  type Case = [string, () => User | null, { paid: boolean; confidential?: boolean }, boolean]
  it.each<Case>([
    ['anonymous', () => null, { paid: false }, false],
    ['anonymous', () => null, { paid: true }, true],
    ['anonymous', () => null, { paid: true, confidential: true }, false],
    ['another employer', () => otherEmployer, { paid: false }, false],
    ['a professional', () => professional, { paid: true, confidential: true }, false],
    ['the owner', () => employer, { paid: false }, true],
    ['an admin', () => admin, { paid: false, confidential: true }, true],
  ])('%s, posting %o → company visible: %s', async (_who, viewer, flags, visible) => {
    const job = await makePosting(payload, employer, flags)
    const seen = await payload.findByID({ collection: 'job-postings', id: job.id, ...as(viewer()) })
    expect(seen.company).toBe(visible ? job.company : undefined)
    const isInsider = viewer() === employer || viewer() === admin
    expect(seen.contactEmail).toBe(isInsider ? job.contactEmail : undefined)
  })
})

describe('no probing hidden fields through queries', () => {
  it.each([['company', 'Lakeshore Health'], ['contactEmail', 'hiring@lakeshore.example']])(
    'a visitor cannot filter postings by %s',
    async (field, value) => {
      await expect(
        payload.find({ collection: 'job-postings', where: { [field]: { equals: value } }, ...as(null) }),
      ).rejects.toBeTruthy()
      await expect(
        payload.find({ collection: 'job-postings', where: { [field]: { equals: value } }, ...as(otherEmployer) }),
      ).rejects.toBeTruthy()
    },
  )
})

describe('pay to post with Stripe', () => {
  it('creates a Checkout Session for the fee: 500 cents CAD, posting id in metadata, idempotency key', async () => {
    const job = await createDraft()
    const { url } = await createCheckout(payload, job, employer, {})
    expect(url).toContain('/checkout/cs_test_')
    const request = stripeStub().requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!
    expect(request.body['line_items[0][price_data][unit_amount]']).toBe('500')
    expect(request.body['line_items[0][price_data][currency]']).toBe('cad')
    expect(request.body['metadata[jobPostingId]']).toBe(String(job.id))
    // English pages are linked with /en, so a French cookie or browser does not send the employer to French.
    expect(new URL(request.body.success_url).pathname).toBe('/en/post-job/success')
    expect(request.body.success_url).toMatch(/\/en\/post-job\/success\?session_id=\{CHECKOUT_SESSION_ID\}$/)
    expect(new URL(request.body.cancel_url).pathname).toBe('/en/post-job')
    expect(new URL(request.body.cancel_url).searchParams.get('canceled')).toBe(String(job.id))
    expect(request.body['line_items[0][price_data][product_data][name]']).toBe(translator('en-CA')('jobs.feeLineItem', { title: job.title }))
    expect(request.idempotencyKey).toMatch(new RegExp(`^job-${job.id}-checkout-`))
    expect((await reload(job.id)).stripeCheckoutSessionId).toMatch(/^cs_test_/)
  })

  it('paid from a French page: French checkout, the posting’s French title on the line item, French return pages', async () => {
    const job = await createDraft()
    await payload.update({ collection: 'job-postings', id: job.id, data: { titleFr: 'Poste de pharmacien' }, overrideAccess: true })
    const fresh = await payload.findByID({ collection: 'job-postings', id: job.id, overrideAccess: true, depth: 0 })
    // The page decides, over an English cookie.
    await createCheckout(payload, fresh, employer, { headers: new Headers({ referer: 'http://localhost:3000/fr/post-job', cookie: 'NEXT_LOCALE=en-CA' }) })
    const request = stripeStub().requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!
    expect(request.body.locale).toBe('fr-CA')
    expect(request.body['line_items[0][price_data][product_data][name]']).toBe(translator('fr-CA')('jobs.feeLineItem', { title: 'Poste de pharmacien' }))
    expect(new URL(request.body.success_url).pathname).toBe('/fr/post-job/success')
    expect(new URL(request.body.cancel_url).pathname).toBe('/fr/post-job')
  })

  it('a paid checkout moves the draft to review and emails a receipt', async () => {
    const job = await checkedOutDraft('Paid posting')
    const res = await deliver(await storedCheckoutEvent(payload, job.id, 'checkout.session.completed', { paymentIntent: 'pi_paid' }))
    expect(res.status).toBe(200)
    expect(await reload(job.id)).toMatchObject({ status: 'pending_review', paid: true, stripePaymentIntentId: 'pi_paid' })
    await waitForMail(() => mail().messages, (m) => m.to.includes(employer.email) && m.subject === jobEmail('receiptSubject', { title: 'Paid posting' }))
  })

  it('async payment success also moves the draft to review, in any order with completed', async () => {
    const job = await checkedOutDraft()
    await deliver(await storedCheckoutEvent(payload, job.id, 'checkout.session.async_payment_succeeded'))
    await deliver(await storedCheckoutEvent(payload, job.id, 'checkout.session.completed', { paymentStatus: 'unpaid' }))
    expect((await reload(job.id)).status).toBe('pending_review')
  })

  it.each(['checkout.session.async_payment_failed', 'checkout.session.expired'])('%s leaves a draft and tells the employer', async (type) => {
    const title = `Unpaid ${type} ${Date.now()}`
    const job = await checkedOutDraft(title)
    expect((await deliver(await storedCheckoutEvent(payload, job.id, type, { paymentStatus: 'unpaid' }))).status).toBe(200)
    expect(await reload(job.id)).toMatchObject({ status: 'draft', paid: false })
    await waitForMail(() => mail().messages, (m) => m.subject === jobEmail('paymentFailedSubject', { title }))
  })

  it('a late failure never undoes a payment', async () => {
    const job = await checkedOutDraft()
    await deliver(await storedCheckoutEvent(payload, job.id))
    await deliver(await storedCheckoutEvent(payload, job.id, 'checkout.session.expired', { paymentStatus: 'unpaid' }))
    expect(await reload(job.id)).toMatchObject({ status: 'pending_review', paid: true })
  })

  it('records, as ignored, a payment for a posting deleted since checkout, without failing', async () => {
    const job = await checkedOutDraft()
    const event = await storedCheckoutEvent(payload, job.id)
    // Only the server deletes postings (the retention task, after three years archived).
    await payload.delete({ collection: 'job-postings', id: job.id, overrideAccess: true })
    const res = await deliver(event)
    expect(res.status).toBe(200)
    expect((await res.json()).outcome).toBe('ignored')
    const ledger = await payload.find({ collection: 'payments', where: { stripeEventId: { equals: event.id } }, overrideAccess: true })
    expect(ledger.docs).toMatchObject([{ status: 'ignored', jobPosting: null }])
  })

  it('refuses a bad signature and a stale timestamp with 400, changing nothing', async () => {
    const job = await checkedOutDraft()
    const event = await storedCheckoutEvent(payload, job.id)
    expect((await deliver(event, { secret: 'whsec_wrong' })).status).toBe(400)
    expect((await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 600 })).status).toBe(400)
    const unsigned = await webhook(new Request('http://localhost/api/stripe/webhook', { method: 'POST', body: JSON.stringify(event) }))
    expect(unsigned.status).toBe(400)
    expect((await reload(job.id)).status).toBe('draft')
    const ledger = await payload.find({ collection: 'payments', where: { stripeEventId: { equals: event.id } }, overrideAccess: true })
    expect(ledger.totalDocs).toBe(0)
  })
})

describe('moderation and lifecycle', () => {
  async function paidPosting(title: string) {
    const job = await checkedOutDraft(title)
    await deliver(await storedCheckoutEvent(payload, job.id, 'checkout.session.completed', { paymentIntent: `pi_${job.id}` }))
    expect((await reload(job.id)).status).toBe('pending_review')
    return job
  }

  it('approve → active with posted date and validThrough, owner emailed', async () => {
    const title = `Approve me ${Date.now()}`
    const job = await paidPosting(title)
    await actOnPosting(payload, job.id, 'approve', admin)
    const stored = await reload(job.id)
    expect(stored.status).toBe('active')
    expect(new Date(stored.validThrough!).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000)
    await waitForMail(() => mail().messages, (m) => m.subject === jobEmail('approvedSubject', { title }))
    await expect(actOnPosting(payload, job.id, 'approve', admin)).rejects.toMatchObject({ status: 409 })
  })

  it('reject with a reason → rejected, refund requested from Stripe, reason emailed', async () => {
    const title = `Reject me ${Date.now()}`
    const job = await paidPosting(title)
    await actOnPosting(payload, job.id, 'reject', admin, { reason: 'Salary information is misleading' })
    expect(await reload(job.id)).toMatchObject({ status: 'rejected', rejectionReason: 'Salary information is misleading' })
    const refund = stripeStub().requests.find((r) => r.path === '/v1/refunds' && r.body.payment_intent === `pi_${job.id}`)
    expect(refund?.idempotencyKey).toBe(`job-${job.id}-refund`)
    const email = await waitForMail(() => mail().messages, (m) => m.subject === jobEmail('rejectedSubject', { title }))
    expect(email.text).toContain('Salary information is misleading')
  })

  it('the owner closes an active posting; it leaves search', async () => {
    const job = await paidPosting(`Close me ${Date.now()}`)
    await actOnPosting(payload, job.id, 'approve', admin)
    await actOnPosting(payload, job.id, 'close', employer)
    expect((await reload(job.id)).status).toBe('closed')
    await expect(actOnPosting(payload, job.id, 'close', employer)).rejects.toMatchObject({ status: 409 })
  })

  it('the expiry task marks postings past validThrough as expired', async () => {
    const job = await paidPosting(`Expire me ${Date.now()}`)
    await actOnPosting(payload, job.id, 'approve', admin)
    expect(await expireDuePostings(payload, new Date(Date.now() + 31 * 24 * 3600 * 1000))).toBeGreaterThanOrEqual(1)
    expect((await reload(job.id)).status).toBe('expired')
  })
})

describe('saved jobs', () => {
  it('saves once, refuses a duplicate, and keeps each list private', async () => {
    const job = await createDraft(admin)
    const saved = await payload.create({ collection: 'saved-jobs', data: { jobPosting: job.id } as never, ...as(professional) })
    expect(saved.user).toMatchObject({ id: professional.id })
    await expect(payload.create({ collection: 'saved-jobs', data: { jobPosting: job.id } as never, ...as(professional) })).rejects.toMatchObject({ status: 400 })

    const theirs = await payload.find({ collection: 'saved-jobs', ...as(employer) })
    expect(theirs.docs.map((d) => d.id)).not.toContain(saved.id)
    await expect(payload.delete({ collection: 'saved-jobs', id: saved.id, ...as(employer) })).rejects.toBeTruthy()
    await expect(payload.find({ collection: 'saved-jobs', ...as(null) })).rejects.toMatchObject({ status: 403 })
    await payload.delete({ collection: 'saved-jobs', id: saved.id, ...as(professional) })
  })

  it("cannot save someone else's draft by id", async () => {
    const draft = await createDraft()
    await expect(payload.create({ collection: 'saved-jobs', data: { jobPosting: draft.id } as never, ...as(professional) })).rejects.toMatchObject({ status: 400 })
  })
})

describe('the server’s mark on its own posting writes opens nothing to API clients', { timeout: 120_000 }, () => {
  const SERVER_FIELDS = ['status', 'paid', 'paidWithCredit', 'postedDate', 'validThrough', 'archivedAt', 'rejectionReason', 'stripeCheckoutSessionId', 'checkoutAmountCents', 'checkoutCurrency', 'stripePaymentIntentId'] as const
  const forgedValues = { status: 'active', paid: true, paidWithCredit: true, postedDate: '2000-01-01T00:00:00.000Z', validThrough: '2999-01-01T00:00:00.000Z', archivedAt: '2000-01-01T00:00:00.000Z', rejectionReason: 'forged', stripeCheckoutSessionId: 'cs_forged', checkoutAmountCents: 1, checkoutCurrency: 'usd', stripePaymentIntentId: 'pi_forged' }
  const serverFields = (job: object) => Object.fromEntries(SERVER_FIELDS.map((field) => [field, (job as Record<string, unknown>)[field] ?? null]))

  it('a posting named in a body, query or header as the server’s write names it: no client writes its status, payment, listing or archive fields, nor moves it outside the table', async () => {
    const draft = await checkedOutDraft(unique('Forged mark draft'))
    const live = await makePosting(payload, employer, { title: unique('Forged mark live') })
    for (const job of [draft, live]) {
      const before = serverFields(await reload(job.id))
      const marker = { 'jobs:serverWrite': job.id }
      const forged = { ...marker, context: marker, req: { context: marker } }
      const query = `?context[jobs:serverWrite]=${job.id}&jobs:serverWrite=${job.id}`
      const headers = { 'X-Payload-Context': JSON.stringify(marker), 'X-Context': JSON.stringify(marker) }
      for (const user of [null, professional, otherEmployer]) {
        expect([401, 403, 404]).toContain((await rest(payload, 'PATCH', `/job-postings/${job.id}${query}`, { as: user, headers, json: { title: 'Forged', ...forgedValues, ...forged } })).status)
        const bulk = await rest(payload, 'PATCH', `/job-postings${query}&where[id][equals]=${job.id}`, { as: user, headers, json: { title: 'Forged', ...forgedValues, ...forged } })
        expect(bulk.status === 403 || ((await bulk.json()) as { docs: unknown[] }).docs.length === 0, `bulk PATCH answered ${bulk.status}`).toBe(true)
      }
      // Moves the table does not let them ask for (the owner may close their live posting: not asked here).
      const refused: [User | null, string[]][] = [[null, ['approve', 'reject', 'close', 'renew']], [professional, ['approve', 'reject', 'close', 'renew']], [otherEmployer, ['approve', 'reject', 'close', 'renew']], [employer, ['approve', 'reject']]]
      for (const [user, actions] of refused) {
        for (const action of actions) {
          expect([401, 403, 404]).toContain((await rest(payload, 'POST', `/job-postings/${job.id}/${action}${query}`, { as: user, headers, json: { reason: 'forged', ...forged } })).status)
        }
      }
      // The owning employer edits their draft; the mark in their request writes none of the server's fields.
      const own = await rest(payload, 'PATCH', `/job-postings/${job.id}${query}`, { as: employer, headers, json: { ...forgedValues, ...forged } })
      if (job.id === draft.id) expect(own.status).toBe(200)
      else expect([403, 404]).toContain(own.status)
      const ownBulk = await rest(payload, 'PATCH', `/job-postings${query}&where[id][equals]=${job.id}`, { as: employer, headers, json: { ...forgedValues, ...forged } })
      expect(ownBulk.status).toBe(200)
      expect(serverFields(await reload(job.id))).toEqual(before)
      expect((await reload(job.id)).title).toBe(job.title)
    }
    // A new posting sent with the mark of an existing one starts as the table says, whatever it claims.
    const made = await rest(payload, 'POST', `/job-postings?context[jobs:serverWrite]=${live.id}`, { as: employer, json: { ...postingFields({ title: unique('Forged mark new') }), ...forgedValues, 'jobs:serverWrite': live.id, context: { 'jobs:serverWrite': live.id } } })
    expect(made.status).toBe(201)
    const { doc } = (await made.json()) as { doc: { id: number } }
    expect(await reload(doc.id)).toMatchObject({ status: 'draft', paid: false, paidWithCredit: false, archivedAt: null, stripePaymentIntentId: null, rejectionReason: null })
  })
})
