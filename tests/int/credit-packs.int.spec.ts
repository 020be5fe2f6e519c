import { eq } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { database } from '@/lib/payload/sql'
import { credit_packs, facilities, users } from '@/payload-generated-schema'
import type { Company, JobPosting, User } from '@/payload-types'

import { as, deliver, draftPosting, makeCompany, makeUser, startCheckout, storedPosting } from '../support/factories'
import { getPayload, stripeStub } from '../support/payload'
import { rest } from '../support/rest'
import { checkoutEvent } from '../support/stripeStub'

/*
 * Credit packs (docs/credit-packs.md): a company's team buys postings in bulk through Checkout; the
 * webhook adds the credits once; posting with a credit skips the checkout but not the review; the
 * balance never goes below zero, whatever runs at once; a rejected posting gives its credit back and
 * a pack refunded unused takes its credits away.
 */

let payload: Payload
let owner: User
let member: User
let rival: User
let pro: User
let admin: User
let company: Company

const PACKS = [
  { size: 10, priceCents: 4000 },
  { size: 3, priceCents: 1300 },
]

const balance = async (id = company.id) => {
  const [row] = await (await database(payload)).select({ credits: facilities.postingCredits }).from(facilities).where(eq(facilities.id, id))
  return Number(row.credits)
}
const setBalance = async (credits: number) => (await database(payload)).update(facilities).set({ postingCredits: credits }).where(eq(facilities.id, company.id))
const json = async (res: Response) => (await res.json()) as Record<string, unknown>
const buy = (who: User | null, size: unknown) => rest(payload, 'POST', '/credit-packs/checkout', { as: who, json: { size } })
const spendCredit = (who: User | null, job: JobPosting) => rest(payload, 'POST', `/job-postings/${job.id}/use-credit`, { as: who, json: {} })
const newDraft = (who = owner) => draftPosting(payload, who, { facility: company.id, company: company.name })

/** Buys pack `size` as `who` and plays Stripe's paid event for it; the pack row. */
async function boughtPack(size: number, who = owner) {
  const res = await buy(who, size)
  expect(res.status, await res.clone().text()).toBe(200)
  const sessionId = new URL(String((await json(res)).checkoutUrl)).pathname.split('/').pop()!
  const [pack] = await (await database(payload)).select().from(credit_packs).where(eq(credit_packs.stripeCheckoutSessionId, sessionId))
  return { pack, sessionId, paid: () => checkoutEvent('checkout.session.completed', { id: sessionId, jobPostingId: '', amount: Number(pack.amountCents), currency: 'cad' }) }
}

beforeAll(async () => {
  payload = await getPayload()
  owner = await makeUser(payload, ['employer'], 'cp-owner')
  member = await makeUser(payload, ['employer'], 'cp-member')
  rival = await makeUser(payload, ['employer'], 'cp-rival')
  pro = await makeUser(payload, ['professional'], 'cp-pro')
  admin = await makeUser(payload, ['admin'], 'cp-admin')
  company = await makeCompany(payload, owner, 'Pack Pharmacy')
  await makeCompany(payload, rival, 'Rival Pharmacy')
  await (await database(payload)).update(users).set({ company: company.id }).where(eq(users.id, member.id))
  member = { ...member, company: company.id } as User
  await payload.updateGlobal({ slug: 'site-settings', data: { creditPacks: PACKS }, user: admin, overrideAccess: false })
})

afterAll(async () => {
  await payload.updateGlobal({ slug: 'site-settings', data: { creditPacks: [] }, user: admin, overrideAccess: false })
})

describe('buying a pack', () => {
  it('a team member buys one of the packs on sale; the paid webhook adds its credits once, whatever is replayed', async () => {
    await setBalance(0)
    const { pack, paid } = await boughtPack(3, member)
    expect(pack).toMatchObject({ company: company.id, buyer: member.id, status: 'pending' })
    expect(Number(pack.size)).toBe(3)
    expect(Number(pack.amountCents)).toBe(1300)
    const event = paid()
    const outcomes = await Promise.all([deliver(event), deliver(event), deliver(event)].map(async (r) => (await json(await r)).outcome))
    expect(outcomes.filter((o) => o === 'processed')).toHaveLength(1)
    expect(await balance()).toBe(3)
    // Another event for the same session (a second completion) adds nothing either.
    expect((await json(await deliver(paid()))).outcome).toBe('processed')
    expect(await balance()).toBe(3)
    const [row] = await (await database(payload)).select().from(credit_packs).where(eq(credit_packs.id, pack.id))
    expect(row.status).toBe('paid')
  })

  it('a payment of another amount or an expired checkout adds nothing', async () => {
    await setBalance(0)
    const { sessionId, pack } = await boughtPack(10)
    const short = await deliver(checkoutEvent('checkout.session.completed', { id: sessionId, jobPostingId: '', amount: 100, currency: 'cad' }))
    expect((await json(short)).outcome).toBe('ignored')
    expect((await json(await deliver(checkoutEvent('checkout.session.expired', { id: sessionId, jobPostingId: '', paymentStatus: 'unpaid', amount: Number(pack.amountCents) })))).outcome).toBe('processed')
    expect(await balance()).toBe(0)
    const [row] = await (await database(payload)).select().from(credit_packs).where(eq(credit_packs.id, pack.id))
    expect(row.status).toBe('expired')
  })

  it('refuses a size not on sale (400), anyone outside a company (403) and visitors (401); nothing is stored', async () => {
    const before = (await (await database(payload)).select().from(credit_packs)).length
    expect((await buy(owner, 7)).status).toBe(400)
    expect((await buy(owner, 'ten')).status).toBe(400)
    expect((await buy(pro, 3)).status).toBe(403)
    expect((await buy(admin, 3)).status).toBe(403)
    expect((await buy(null, 3)).status).toBe(401)
    expect((await (await database(payload)).select().from(credit_packs)).length).toBe(before)
  })
})

describe('posting with a credit', () => {
  it('publishes a draft for review without a checkout and spends one credit; none left is a 409 that changes nothing', async () => {
    await setBalance(1)
    const job = await newDraft()
    const used = await spendCredit(member, job)
    expect(used.status, await used.clone().text()).toBe(200)
    expect(await storedPosting(payload, job.id)).toMatchObject({ status: 'pending_review', paid: true, paidWithCredit: true })
    expect(await balance()).toBe(0)
    const next = await newDraft()
    const refused = await spendCredit(owner, next)
    expect(refused.status).toBe(409)
    expect(String((await json(refused)).error)).toContain('no posting credit left')
    expect(await storedPosting(payload, next.id)).toMatchObject({ status: 'draft', paid: false })
  })

  it('20 simultaneous uses by the team with 5 credits publish exactly 5 drafts; the balance ends at zero, never below', async () => {
    await setBalance(5)
    const drafts = await Promise.all(Array.from({ length: 20 }, (_, i) => newDraft(i % 2 ? owner : member)))
    const answers = await Promise.all(drafts.map((job, i) => spendCredit(i % 2 ? owner : member, job)))
    expect(answers.filter((r) => r.status === 200)).toHaveLength(5)
    expect(answers.filter((r) => r.status === 409)).toHaveLength(15)
    expect(await balance()).toBe(0)
    const stored = await Promise.all(drafts.map((job) => storedPosting(payload, job.id)))
    expect(stored.filter((job) => job.status === 'pending_review')).toHaveLength(5)
    // The database refuses a negative balance outright.
    await expect(setBalance(-1)).rejects.toThrow()
  })

  it('a draft whose checkout was open: the credit pays it and the checkout is expired at Stripe, so nobody pays twice', async () => {
    await setBalance(1)
    const job = await newDraft()
    const sessionId = await startCheckout(payload, owner, job.id)
    expect((await spendCredit(owner, job)).status).toBe(200)
    expect(stripeStub().sessions.get(sessionId)?.status).toBe('expired')
    expect(await storedPosting(payload, job.id)).toMatchObject({ stripeCheckoutSessionId: null, status: 'pending_review' })
  })

  it('another company, a professional, an admin and a visitor cannot spend the company’s credits', async () => {
    await setBalance(2)
    const job = await newDraft()
    for (const who of [rival, pro, admin]) expect([403, 404]).toContain((await spendCredit(who, job)).status)
    expect((await spendCredit(null, job)).status).toBe(401)
    expect(await balance()).toBe(2)
    expect(await storedPosting(payload, job.id)).toMatchObject({ status: 'draft' })
  })

  it('a rejected posting paid with a credit gives the credit back; no refund is asked of Stripe', async () => {
    await setBalance(1)
    const job = await newDraft()
    expect((await spendCredit(owner, job)).status).toBe(200)
    const refundsBefore = stripeStub().requests.filter((r) => r.path === '/v1/refunds').length
    const rejected = await rest(payload, 'POST', `/job-postings/${job.id}/reject`, { as: admin, json: { reason: 'Not a healthcare position' } })
    expect(rejected.status).toBe(200)
    expect(await balance()).toBe(1)
    expect(stripeStub().requests.filter((r) => r.path === '/v1/refunds').length).toBe(refundsBefore)
  })
})

describe('refunds and who reads what', () => {
  it('an admin refunds a pack whose credits are all unused: the credits go, Stripe refunds, the ledger records it; a used pack is a 409', async () => {
    await setBalance(0)
    const unused = await boughtPack(3)
    await deliver(unused.paid())
    expect(await balance()).toBe(3)
    expect((await rest(payload, 'POST', `/credit-packs/${unused.pack.id}/refund`, { as: owner, json: {} })).status).toBe(403)
    const res = await rest(payload, 'POST', `/credit-packs/${unused.pack.id}/refund`, { as: admin, json: {} })
    expect(res.status, await res.clone().text()).toBe(200)
    expect(await balance()).toBe(0)
    const ledger = await payload.find({ collection: 'payments', where: { creditPack: { equals: unused.pack.id } }, overrideAccess: true, depth: 0 })
    expect(ledger.docs.map((d) => d.status).sort()).toEqual(['paid', 'refunded'])
    // The pack's receipt, and the refund's credit note referring to it, for the whole amount.
    const papers = await payload.find({ collection: 'receipts', where: { payment: { in: ledger.docs.map((d) => d.id) } }, overrideAccess: true, depth: 0, sort: 'id' })
    const [receipt, note] = papers.docs
    expect(receipt).toMatchObject({ kind: 'receipt', company: company.id, totalCents: 1300 })
    expect(note).toMatchObject({ kind: 'creditNote', refersTo: receipt.id, totalCents: -1300 })
    expect((await rest(payload, 'POST', `/credit-packs/${unused.pack.id}/refund`, { as: admin, json: {} })).status).toBe(409)

    // A second pack of the same size within the hour is a new checkout, not the finished one again.
    const used = await boughtPack(3)
    expect(used.pack.id).not.toBe(unused.pack.id)
    await deliver(used.paid())
    expect((await spendCredit(owner, await newDraft())).status).toBe(200)
    const refused = await rest(payload, 'POST', `/credit-packs/${used.pack.id}/refund`, { as: admin, json: {} })
    expect(refused.status).toBe(409)
    expect(await balance()).toBe(2)
  })

  it('the team reads its balance and purchases; another company, professionals and visitors read neither', async () => {
    await setBalance(4)
    const mine = (await json(await rest(payload, 'GET', `/facilities/${company.id}`, { as: member })))
    expect(mine.postingCredits).toBe(4)
    for (const who of [rival, pro, null]) {
      const seen = await json(await rest(payload, 'GET', `/facilities/${company.id}?select[postingCredits]=true`, { as: who }))
      expect(seen.postingCredits).toBeUndefined()
    }
    const packs = await payload.find({ collection: 'credit-packs', ...as(member), depth: 0 })
    expect(packs.docs.length).toBeGreaterThan(0)
    expect(packs.docs.every((p) => p.company === company.id && p.stripeCheckoutSessionId === undefined)).toBe(true)
    expect((await payload.find({ collection: 'credit-packs', ...as(rival) })).totalDocs).toBe(0)
    expect((await rest(payload, 'GET', '/credit-packs', { as: pro })).status).toBe(403)
    await expect(payload.update({ collection: 'credit-packs', id: packs.docs[0].id, data: { status: 'paid' }, ...as(member) })).rejects.toThrow()
    await expect(payload.update({ collection: 'facilities', id: company.id, data: { postingCredits: 99 }, ...as(owner) })).resolves.toBeTruthy()
    expect(await balance()).toBe(4)
  })
})
