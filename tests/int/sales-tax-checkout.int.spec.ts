import { eq } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { database } from '@/lib/payload/sql'
import { facilities } from '@/payload-generated-schema'
import type { Company, JobPosting, User } from '@/payload-types'

import { deliver, draftPosting, makeCompany, makeUser, startCheckout, storedCheckoutEvent } from '../support/factories'
import { getPayload, stripeStub } from '../support/payload'
import { rest } from '../support/rest'
import { checkoutEvent } from '../support/stripeStub'

/*
 * Checkout charges the posting fee and the sales taxes of the buyer's province (docs/sales-tax.md):
 * one line each, the total stored as what the webhook honours. Nothing is taxed without a
 * registration number; with one, a company without a province is asked for it before paying.
 * The stand-in charges what Stripe would: the sum of the line items.
 */

let payload: Payload
let employer: User
let admin: User
let company: Company

const FEE = 500

const setProvince = async (province: string | null) =>
  (await database(payload)).update(facilities).set({ province: province as never }).where(eq(facilities.id, company.id))

const setRegistrations = (gstHstNumber: string | null, qstNumber: string | null) =>
  payload.updateGlobal({ slug: 'site-settings', data: { gstHstNumber, qstNumber }, user: admin, overrideAccess: false })

/** The line items (name, cents) the server sent Stripe for a session, and what Stripe charges for them. */
function sessionSent(sessionId: string) {
  const stub = stripeStub()
  const session = stub.sessions.get(sessionId)!
  const created = stub.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions' && r.body.client_reference_id === session.client_reference_id)
  const body = created.at(-1)!.body
  const lines: [string, number][] = []
  for (let i = 0; `line_items[${i}][price_data][unit_amount]` in body; i++) lines.push([body[`line_items[${i}][price_data][product_data][name]`], Number(body[`line_items[${i}][price_data][unit_amount]`])])
  return { lines, charged: session.amount_total as number }
}

const stored = (job: JobPosting) => payload.findByID({ collection: 'job-postings', id: job.id, overrideAccess: true, depth: 0 })
const newDraft = () => draftPosting(payload, employer, { facility: company.id, company: company.name })

beforeAll(async () => {
  payload = await getPayload()
  employer = await makeUser(payload, ['employer'], 'tax-employer')
  admin = await makeUser(payload, ['admin'], 'tax-admin')
  company = await makeCompany(payload, employer, 'Tax Pharmacy')
})

afterAll(async () => {
  await setRegistrations(null, null)
})

describe('checkout with sales tax', () => {
  it('charges the fee alone while the site has no registration number (small supplier), whatever the province', async () => {
    await setRegistrations(null, null)
    await setProvince(null)
    const job = await newDraft()
    const sessionId = await startCheckout(payload, employer, job.id)
    expect(sessionSent(sessionId).lines.map(([, cents]) => cents)).toEqual([FEE])
    expect(await stored(job)).toMatchObject({ checkoutAmountCents: FEE })
  })

  it('adds Ontario’s HST as its own line; the total is what Stripe charges and what the webhook honours', async () => {
    await setRegistrations('123456789 RT0001', '1234567890 TQ0001')
    await setProvince('ON')
    const job = await newDraft()
    const sessionId = await startCheckout(payload, employer, job.id)
    const sent = sessionSent(sessionId)
    expect(sent.lines).toEqual([
      [expect.stringContaining(job.title), FEE],
      ['HST (13%)', 65],
    ])
    expect(sent.charged).toBe(565)
    expect(await stored(job)).toMatchObject({ checkoutAmountCents: 565 })
    // A payment of the fee without its tax is not this checkout's.
    const short = await deliver(checkoutEvent('checkout.session.completed', { id: sessionId, jobPostingId: job.id, amount: FEE, currency: 'cad' }))
    expect(await short.json()).toEqual({ received: true, outcome: 'ignored' })
    const paid = await deliver(await storedCheckoutEvent(payload, job.id))
    expect(await paid.json()).toEqual({ received: true, outcome: 'processed' })
    expect(await stored(job)).toMatchObject({ status: 'pending_review', paid: true })
  })

  it('a Quebec buyer pays GST and QST, named in French on a French checkout (9.975 % of $5.00 is 49.875 ¢: 50 ¢)', async () => {
    await setProvince('QC')
    const job = await newDraft()
    const res = await rest(payload, 'POST', `/job-postings/${job.id}/checkout`, { as: employer, json: {}, headers: { 'accept-language': 'fr-CA' } })
    expect(res.status).toBe(200)
    const sessionId = new URL(((await res.json()) as { checkoutUrl: string }).checkoutUrl).pathname.split('/').pop()!
    const sent = sessionSent(sessionId)
    expect(sent.lines.slice(1)).toEqual([
      ['TPS (5\u00a0%)', 25],
      ['TVQ (9,975\u00a0%)', 50],
    ])
    expect(sent.charged).toBe(575)
  })

  it('with a registration number set, a company without a province is asked for it first (409), and no session is made', async () => {
    await setProvince(null)
    const job = await newDraft()
    const before = stripeStub().requests.length
    const res = await rest(payload, 'POST', `/job-postings/${job.id}/checkout`, { as: employer, json: {} })
    expect(res.status).toBe(409)
    expect(JSON.stringify(await res.json())).toContain('province')
    expect(stripeStub().requests.slice(before).filter((r) => r.path === '/v1/checkout/sessions')).toEqual([])
    expect(await stored(job)).toMatchObject({ stripeCheckoutSessionId: null, status: 'draft' })
  })

  it('keeps the registration numbers from everyone but admins', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', user: employer, overrideAccess: false })
    expect(settings).not.toHaveProperty('gstHstNumber')
    expect(settings).not.toHaveProperty('qstNumber')
    expect(await payload.findGlobal({ slug: 'site-settings', user: admin, overrideAccess: false })).toMatchObject({ gstHstNumber: '123456789 RT0001' })
    await expect(payload.updateGlobal({ slug: 'site-settings', data: { gstHstNumber: 'x' }, user: employer, overrideAccess: false })).rejects.toThrow()
  })
})
