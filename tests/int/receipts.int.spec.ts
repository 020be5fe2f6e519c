import { eq } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { actOnPosting } from '@/domain/jobs/lifecycle'
import { nextNumber } from '@/domain/receipts/number'
import { database, execute, sql } from '@/lib/payload/sql'
import { withTransaction } from '@/lib/payload/transaction'
import { facilities } from '@/payload-generated-schema'
import type { Company, Receipt, User } from '@/payload-types'

import { english, french } from '../support/copy'
import { as, deliver, draftPosting, makeCompany, makeUser, startCheckout, storedCheckoutEvent } from '../support/factories'
import { waitForMail } from '../support/mailCatcher'
import { getPayload, mail } from '../support/payload'
import { pdfText } from '../support/pdfText'
import { rest } from '../support/rest'
import { checkoutEvent } from '../support/stripeStub'

/*
 * Each payment gets a receipt numbered without gaps, a refund a credit note referring to it
 * (docs/receipts.md). The figures are the ones charged at checkout; the PDF is read back by a
 * parser. Receipts are read by the buying company's owner and billing members, and admins only.
 */

const t = english('receipts')
const tf = french('receipts')

let payload: Payload
let owner: User
let billing: User
let member: User
let rival: User
let professional: User
let admin: User
let company: Company

const SELLER = { sellerLegalName: 'Receipts Test Staffing Inc.', sellerAddress: '1 Test Street, Toronto, ON M5V 1A1' }

const setRegistrations = (gstHstNumber: string | null, qstNumber: string | null) =>
  payload.updateGlobal({ slug: 'site-settings', data: { gstHstNumber, qstNumber, ...SELLER }, user: admin, overrideAccess: false })

const setProvince = (province: string) => database(payload).then((db) => db.update(facilities).set({ province: province as never }).where(eq(facilities.id, company.id)))

/** A draft of the company, checked out and paid through a signed webhook; answers its receipt. */
async function paidPosting(): Promise<{ jobId: number; receipt: Receipt }> {
  const job = await draftPosting(payload, owner, { facility: company.id, company: company.name })
  await startCheckout(payload, owner, job.id)
  expect((await deliver(await storedCheckoutEvent(payload, job.id))).status).toBe(200)
  return { jobId: job.id, receipt: await receiptOf(job.id) }
}

async function receiptOf(jobId: number): Promise<Receipt> {
  const job = await payload.findByID({ collection: 'job-postings', id: jobId, depth: 0, overrideAccess: true })
  const found = await payload.find({ collection: 'receipts', where: { source: { equals: `checkout:${job.stripeCheckoutSessionId}` } }, overrideAccess: true, depth: 0 })
  expect(found.totalDocs).toBe(1)
  return found.docs[0]!
}

/** Every number of the series so far is used exactly once: 1..max, none skipped. */
async function expectGapFree(series: string) {
  const [row] = await execute(payload, sql`SELECT count(*)::int AS n, min(sequence)::int AS lo, max(sequence)::int AS hi, count(DISTINCT sequence)::int AS d FROM receipts WHERE number LIKE ${`${series}-%`}`)
  expect(row).toMatchObject({ lo: 1, hi: row!.n, d: row!.n })
}

const pdfOf = async (receipt: Receipt, user: User) => {
  const res = await rest(payload, 'GET', `/receipts/${receipt.id}/pdf`, { as: user })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('application/pdf')
  return (await pdfText(new Uint8Array(await res.arrayBuffer()))).text
}

beforeAll(async () => {
  payload = await getPayload()
  admin = await makeUser(payload, ['admin'], 'receipts-admin')
  owner = await makeUser(payload, ['employer'], 'receipts-owner', { fullName: 'Owner Receipts' })
  billing = await makeUser(payload, ['employer'], 'receipts-billing', { preferredLanguage: 'fr' })
  member = await makeUser(payload, ['employer'], 'receipts-member')
  rival = await makeUser(payload, ['employer'], 'receipts-rival')
  professional = await makeUser(payload, ['professional'], 'receipts-pro')
  company = await makeCompany(payload, owner, 'Receipts Pharmacy')
  await makeCompany(payload, rival, 'Rival Pharmacy')
  for (const person of [billing, member]) await payload.update({ collection: 'users', id: person.id, data: { company: company.id } as never, overrideAccess: true })
  // The owner gives one member the billing right, as the company's page does.
  const granted = await rest(payload, 'PATCH', `/facilities/${company.id}`, { as: owner, json: { billingMembers: [billing.id] } })
  expect(granted.status).toBe(200)
  await setProvince('QC')
})

afterAll(async () => {
  await setRegistrations(null, null)
})

describe('receipts', () => {
  it('gives 50 simultaneous payments 50 different numbers, with no gap in the series', async () => {
    await setRegistrations(null, null)
    const jobs = await Promise.all(Array.from({ length: 50 }, () => draftPosting(payload, owner, { facility: company.id, company: company.name })))
    for (const job of jobs) await startCheckout(payload, owner, job.id)
    const events = await Promise.all(jobs.map((job) => storedCheckoutEvent(payload, job.id)))
    // All at once: with more events than pool connections, some may be answered "busy" (503); Stripe
    // delivers those again, and so does this test, until each is taken.
    let waiting = events
    for (let round = 0; waiting.length > 0 && round < 10; round++) {
      const answers = await Promise.all(waiting.map((event) => deliver(event)))
      waiting = waiting.filter((_, i) => answers[i]!.status !== 200)
    }
    expect(waiting).toEqual([])
    const receipts = await Promise.all(jobs.map((job) => receiptOf(job.id)))
    expect(new Set(receipts.map((r) => r.number)).size).toBe(50)
    for (const r of receipts) expect(r.number).toMatch(/^R-\d{6}$/)
    await expectGapFree('R')
    // A replayed delivery of a paid event issues nothing more.
    expect((await deliver(events[0]!)).status).toBe(200)
    expect((await payload.count({ collection: 'receipts', where: { company: { equals: company.id } }, overrideAccess: true })).totalDocs).toBe(50)
  })

  it('a rolled-back transaction gives its number back', async () => {
    await expect(
      withTransaction(payload, async (req) => {
        await nextNumber(payload, 'receipt', req)
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    await paidPosting()
    await expectGapFree('R')
  })

  it('a small supplier’s receipt charges no tax and says so, in the buyer’s language', async () => {
    await setRegistrations(null, null)
    const { receipt } = await paidPosting()
    const text = await pdfOf(receipt, owner)
    expect(text).toContain(t('receiptTitle', { number: receipt.number }))
    expect(text).toContain(SELLER.sellerLegalName)
    expect(text).toContain(company.name)
    expect(text).toContain(t('smallSupplier'))
    expect(text).toContain('$5.00')
    expect(text).not.toMatch(/(GST|HST|QST) \(/)
    const payment = await payload.findByID({ collection: 'payments', id: Number(receipt.payment), overrideAccess: true })
    expect(payment.sale).toMatchObject({ province: 'QC', taxes: [], totalCents: 500, smallSupplier: true })
  })

  it('a registered seller’s receipt shows each line, each tax, the registration numbers and the total (PDF read back, French buyer)', async () => {
    await setRegistrations('123456789 RT0001', '1234567890 TQ0001')
    await payload.update({ collection: 'users', id: owner.id, data: { preferredLanguage: 'fr' }, overrideAccess: true })
    try {
      const { receipt } = await paidPosting()
      expect(receipt.locale).toBe('fr-CA')
      const text = await pdfOf(receipt, owner)
      expect(text).toContain(tf('receiptTitle', { number: receipt.number }))
      expect(text).toContain('123456789 RT0001')
      expect(text).toContain('1234567890 TQ0001')
      expect(text).toContain(tf('gstHstNumber'))
      // Quebec: GST 5 % of $5.00 = $0.25, QST 9.975 % = $0.49875 → $0.50; total $5.75 (the parser
      // reads each table row's amount column first).
      expect(text).toMatch(/5,00\s\$\s+Sous-total/)
      expect(text).toMatch(/0,25\s\$\s+TPS \(5\s%\)/)
      expect(text).toMatch(/0,50\s\$\s+TVQ \(9,975\s%\)/)
      expect(text).toMatch(/5,75\s\$\s+Montant total/)
      expect(text).not.toContain(tf('smallSupplier'))
      expect(receipt.totalCents).toBe(575)
      const payment = await payload.findByID({ collection: 'payments', id: Number(receipt.payment), overrideAccess: true })
      expect(payment.sale).toMatchObject({ province: 'QC', totalCents: 575, registrations: { gstHstNumber: '123456789 RT0001' }, taxes: [{ kind: 'GST', amountCents: 25 }, { kind: 'QST', amountCents: 50 }] })
    } finally {
      await payload.update({ collection: 'users', id: owner.id, data: { preferredLanguage: 'en' }, overrideAccess: true })
    }
  })

  it('emails the receipt to the owner and the billing members, each in their language, not to other members', async () => {
    await setRegistrations(null, null)
    const { receipt } = await paidPosting()
    const toOwner = await waitForMail(() => mail().messages, (m) => m.to.includes(owner.email) && m.subject === t('receiptEmailSubject', { number: receipt.number }))
    expect(toOwner.text).toContain('/en/account/billing')
    const toBilling = await waitForMail(() => mail().messages, (m) => m.to.includes(billing.email) && m.subject === tf('receiptEmailSubject', { number: receipt.number }))
    expect(toBilling.text).toContain('/fr/account/billing')
    expect(mail().messages.some((m) => m.to.includes(member.email) && m.subject.includes(receipt.number))).toBe(false)
  })

  it('a refund gets a credit note referring to the receipt, giving back each line', async () => {
    await setRegistrations(null, null)
    const { jobId, receipt } = await paidPosting()
    await actOnPosting(payload, jobId, 'reject', admin, { reason: 'Not a healthcare position' })
    const notes = await payload.find({ collection: 'receipts', where: { refersTo: { equals: receipt.id } }, overrideAccess: true, depth: 0 })
    expect(notes.totalDocs).toBe(1)
    const note = notes.docs[0]!
    expect(note).toMatchObject({ kind: 'creditNote', totalCents: -500 })
    expect(note.number).toMatch(/^CN-\d{6}$/)
    await expectGapFree('CN')
    // In the company's language (its owner's), whoever downloads it.
    const text = await pdfOf(note, billing)
    expect(text).toContain(t('creditNoteTitle', { number: note.number }))
    expect(text).toContain(t('refersTo'))
    expect(text).toMatch(/-\$5\.00\s+Total/)
    expect(text).toContain(receipt.number)
  })

  it('any purchase through Checkout gets its receipt with the figures charged: a credit pack, taxed', async () => {
    await setRegistrations('123456789 RT0001', '1234567890 TQ0001')
    await payload.updateGlobal({ slug: 'site-settings', data: { creditPacks: [{ size: 10, priceCents: 4000 }] }, user: admin, overrideAccess: false })
    try {
      const res = await rest(payload, 'POST', '/credit-packs/checkout', { as: owner, json: { size: 10 } })
      expect(res.status, await res.clone().text()).toBe(200)
      const sessionId = new URL(String(((await res.json()) as { checkoutUrl: string }).checkoutUrl)).pathname.split('/').pop()!
      // Quebec: $40.00 + GST $2.00 + QST $3.99 = $45.99.
      const event = checkoutEvent('checkout.session.completed', { id: sessionId, jobPostingId: '', amount: 4599, currency: 'cad' })
      expect((await deliver(event)).status).toBe(200)
      const found = await payload.find({ collection: 'receipts', where: { source: { equals: `checkout:${sessionId}` } }, overrideAccess: true, depth: 0 })
      expect(found.docs[0]).toMatchObject({ company: company.id, totalCents: 4599, sale: { taxes: [{ kind: 'GST', amountCents: 200 }, { kind: 'QST', amountCents: 399 }] } })
      const text = await pdfOf(found.docs[0]!, owner)
      expect(text).toMatch(/\$3\.99\s+QST \(9\.975%\)/)
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { creditPacks: [] }, user: admin, overrideAccess: false })
    }
  })

  describe('who reads receipts', () => {
    let receipt: Receipt
    beforeAll(async () => {
      await setRegistrations(null, null)
      receipt = (await paidPosting()).receipt
    })

    it.each([
      ['the owner', () => owner, true],
      ['a member with the billing right', () => billing, true],
      ['an admin', () => admin, true],
      ['a member without the billing right', () => member, false],
      ['another company', () => rival, false],
      ['a professional', () => professional, false],
    ] as const)('%s: %s', async (_who, user, allowed) => {
      const viewer = user()
      const byId = await rest(payload, 'GET', `/receipts/${receipt.id}`, { as: viewer })
      // Refused as not found (another company's) or forbidden (no company, or no billing right).
      const refused = [403, 404]
      expect(allowed ? [200] : refused).toContain(byId.status)
      const pdf = await rest(payload, 'GET', `/receipts/${receipt.id}/pdf`, { as: viewer })
      expect(allowed ? [200] : refused).toContain(pdf.status)
      if (!allowed) expect(pdf.headers.get('content-type')).not.toBe('application/pdf')
      const listed = await rest(payload, 'GET', `/receipts?where[number][equals]=${receipt.number}&depth=2`, { as: viewer })
      expect(((await listed.json()) as { totalDocs?: number }).totalDocs ?? 0).toBe(allowed ? 1 : 0)
      const counted = await rest(payload, 'GET', `/receipts/count?where[company][equals]=${company.id}`, { as: viewer })
      expect((((await counted.json()) as { totalDocs?: number }).totalDocs ?? 0) > 0).toBe(allowed)
      const local = await payload.find({ collection: 'receipts', where: { id: { equals: receipt.id } }, ...as(viewer) }).catch(() => ({ totalDocs: 0 }))
      expect(local.totalDocs).toBe(allowed ? 1 : 0)
      // The server-only fields stay the admin's, whatever the query asks.
      const selected = await rest(payload, 'GET', `/receipts?where[id][equals]=${receipt.id}&select[source]=true&select[paymentIntentId]=true&select[payment]=true`, { as: viewer })
      const doc = ((await selected.json()) as { docs?: Record<string, unknown>[] }).docs?.[0]
      if (allowed && viewer !== admin) expect(doc).not.toHaveProperty('source')
      const bySource = await rest(payload, 'GET', `/receipts?where[source][exists]=true`, { as: viewer })
      if (viewer !== admin) expect(((await bySource.json()) as { totalDocs?: number }).totalDocs ?? 0).toBe(0)
    })

    it('only the owner (or an admin) gives the billing right; a member cannot give it to themself', async () => {
      const res = await rest(payload, 'PATCH', `/facilities/${company.id}`, { as: member, json: { billingMembers: [billing.id, member.id] } })
      expect(res.status).toBe(403)
      const stored = await payload.findByID({ collection: 'facilities', id: company.id, depth: 0, overrideAccess: true })
      expect(stored.billingMembers).toEqual([billing.id])
    })

    it('nobody writes one through the API', async () => {
      for (const viewer of [owner, admin]) {
        expect((await rest(payload, 'POST', '/receipts', { as: viewer, json: { number: 'R-999999' } })).status).toBe(403)
        expect((await rest(payload, 'PATCH', `/receipts/${receipt.id}`, { as: viewer, json: { totalCents: 1 } })).status).toBe(403)
        expect((await rest(payload, 'DELETE', `/receipts/${receipt.id}`, { as: viewer })).status).toBe(403)
      }
      expect((await rest(payload, 'GET', '/receipt-counters', { as: admin })).status).toBe(403)
    })

    it('the CSV export is the admins’: every receipt with its taxes', async () => {
      for (const viewer of [owner, billing, professional]) expect((await rest(payload, 'GET', '/receipts/export.csv', { as: viewer })).status).toBe(403)
      expect((await rest(payload, 'GET', '/receipts/export.csv')).status).toBe(401)
      const res = await rest(payload, 'GET', '/receipts/export.csv', { as: admin })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toContain('text/csv')
      const text = await res.text()
      expect(text.split('\r\n')[0]).toContain('"number","kind","refers_to"')
      expect(text).toContain(`"${receipt.number}","receipt"`)
    })
  })
})
