import { and, eq } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { accountContact, siteLink } from '@/domain/email/language'
import { queueEmails } from '@/domain/email/queueEmail'
import { renderEmail } from '@/domain/email/templates'
import { localeOf } from '@/i18n/locale'
import { translator } from '@/i18n/translator'
import { database, execute, rowId, sql } from '@/lib/payload/sql'
import { receipts } from '@/payload-generated-schema'
import type { Payment } from '@/payload-types'

import { checkoutSaleOf } from './checkoutSale'
import { nextNumber, type ReceiptKind } from './number'
import { billingPeople, buyerOf, sellerOf } from './parties'
import { negated, saleRecord, untaxedSale, type SaleRecord } from './sale'

type LedgerRow = Pick<Payment, 'id' | 'amount' | 'currency' | 'paymentIntentId' | 'checkoutSessionId' | 'createdAt'>

const today = (at: string) => at.slice(0, 10)

/** A receipt or credit note as issued: what its email and the credit note's reference need. */
export type IssuedReceipt = { id: number; number: string; kind: ReceiptKind; company: number; totalCents: number; sale: SaleRecord | null }

const issued = (row: typeof receipts.$inferSelect): IssuedReceipt => ({
  id: row.id,
  number: row.number,
  kind: row.kind,
  company: Number(row.company),
  totalCents: Number(row.totalCents),
  sale: saleRecord(row.sale),
})

/**
 * Writes a receipt or credit note in the caller's transaction (the one writing its ledger row), so
 * its number is used if and only if the payment is recorded. `source` names what it is for (a
 * checkout session, a refund): a replayed event finds the one already issued.
 */
async function issue(
  payload: Payload,
  kind: ReceiptKind,
  input: { source: string; row: LedgerRow; company: number; sale: SaleRecord; refersTo?: number | null },
  req: Partial<PayloadRequest>,
): Promise<IssuedReceipt | null> {
  const db = await database(payload, req)
  const [existing] = await db.select().from(receipts).where(eq(receipts.source, input.source)).limit(1)
  if (existing) return issued(existing)
  const buying = await buyerOf(payload, input.company, req)
  if (!buying) return null
  const { number, sequence } = await nextNumber(payload, kind, req)
  // The server alone writes receipts (the collection's create access is nobody's): a row of the
  // request's transaction, with no hooks, versions or files to run.
  const now = new Date().toISOString()
  const [row] = await db
    .insert(receipts)
    .values({
      number,
      sequence,
      kind,
      source: input.source,
      payment: input.row.id,
      paymentIntentId: input.row.paymentIntentId ?? null,
      refersTo: input.refersTo ?? null,
      company: input.company,
      locale: buying.locale,
      issuedAt: now,
      seller: await sellerOf(payload, req),
      buyer: buying.buyer,
      sale: input.sale,
      totalCents: input.sale.totalCents,
      currency: (input.row.currency ?? 'cad').toUpperCase(),
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  const receipt = issued(row!)
  await emailReceipt(payload, receipt, req)
  return receipt
}

/**
 * The receipt of a paid ledger row (a posting's fee, or anything else bought through Checkout): its
 * figures are the sale priced at checkout, kept on the row too; without one, one untaxed line of the
 * amount. A posting's row finds its company and sale on the posting; any other purchase through what
 * its checkout kept (keepCheckoutSale), or the caller passes them. No receipt without a buying company.
 */
export async function issueReceipt(
  payload: Payload,
  row: LedgerRow & Pick<Payment, 'jobPosting'>,
  req: Partial<PayloadRequest>,
  bought?: { company: number | null; sale: SaleRecord | null },
): Promise<IssuedReceipt | null> {
  const { company, sale: priced } = bought ?? (await purchaseOf(payload, row, req))
  if (!company) return null
  const sale = priced ?? untaxedSale('Payment / Paiement', row.amount ?? 0, today(row.createdAt))
  await execute(payload, sql`UPDATE payments SET sale = ${JSON.stringify(sale)}::jsonb WHERE id = ${row.id}`, req)
  return issue(payload, 'receipt', { source: `checkout:${row.checkoutSessionId ?? row.id}`, row, company, sale }, req)
}

/** What a paid row bought: a posting's company and checkout (kept on the posting), else what its session's checkout kept. */
async function purchaseOf(payload: Payload, row: LedgerRow & Pick<Payment, 'jobPosting'>, req: Partial<PayloadRequest>) {
  const job = rowId(row.jobPosting)
  if (job === null) return checkoutSaleOf(payload, row.checkoutSessionId, req)
  const [found] = await execute(payload, sql`SELECT facility_id AS company, checkout_sale AS sale FROM job_postings WHERE id = ${job}`, req)
  return { company: rowId(found?.company), sale: saleRecord(found?.sale) }
}

/**
 * The credit note of a refund ledger row, referring to the receipt of the payment it refunds: a full
 * refund gives back each line and each tax; a partial one the refunded amount as one line. The
 * refund's row keeps the figures given back. Nothing when the payment had no receipt.
 */
export async function issueCreditNote(payload: Payload, refund: LedgerRow & { stripeEventId: string }, req: Partial<PayloadRequest>): Promise<IssuedReceipt | null> {
  if (!refund.paymentIntentId) return null
  const db = await database(payload, req)
  const [found] = await db
    .select()
    .from(receipts)
    .where(and(eq(receipts.kind, 'receipt'), eq(receipts.paymentIntentId, refund.paymentIntentId)))
    .limit(1)
  const receipt = found ? issued(found) : null
  const paid = receipt?.sale ?? null
  if (!receipt || !paid) return null
  const amount = refund.amount ?? 0
  const sale = amount === paid.totalCents ? negated(paid) : negated(untaxedSale(`Refund / Remboursement ${receipt.number}`, amount, today(refund.createdAt)))
  await execute(payload, sql`UPDATE payments SET sale = ${JSON.stringify(sale)}::jsonb WHERE id = ${refund.id}`, req)
  return issue(payload, 'creditNote', { source: refund.stripeEventId, row: refund, company: receipt.company, sale, refersTo: receipt.id }, req)
}

/** Emails the receipt to everyone with the billing right, each in their language, with its download link. */
async function emailReceipt(payload: Payload, receipt: IssuedReceipt, req: Partial<PayloadRequest>): Promise<void> {
  const people = await billingPeople(payload, receipt.company, req)
  const contacts = (await Promise.all(people.map((id) => accountContact(payload, id, req)))).filter((c) => c !== null)
  const messages = contacts.map((contact) => {
    const locale = localeOf(contact.preferredLanguage)
    const t = translator(locale)
    const key = receipt.kind === 'creditNote' ? 'creditNote' : 'receipt'
    return {
      to: contact.email,
      ...renderEmail({
        locale,
        name: contact.fullName,
        subject: t(`receipts.${key}EmailSubject`, { number: receipt.number }),
        paragraphs: [t(`receipts.${key}EmailBody`, { number: receipt.number, amount: Math.abs(receipt.totalCents) / 100 })],
        link: siteLink('/account/billing', locale),
      }),
    }
  })
  await queueEmails(payload, messages, req)
}
