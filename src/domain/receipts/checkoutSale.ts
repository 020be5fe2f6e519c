import type { Payload, PayloadRequest } from 'payload'

import { execute, rowId, sql } from '@/lib/payload/sql'

import { saleRecord, type SaleRecord } from './sale'

/**
 * Keeps what a Checkout session priced and for which company, for its receipt: every checkout that
 * sells something (a posting, a credit pack, a booking fee) calls this once it has the session.
 * A reused session (same idempotency key) keeps its first record.
 */
export async function keepCheckoutSale(payload: Payload, checkout: { sessionId: string; company: number; sale: SaleRecord }, req?: Partial<PayloadRequest>): Promise<void> {
  await execute(
    payload,
    sql`INSERT INTO checkout_sales (session_id, company_id, sale, updated_at, created_at)
        VALUES (${checkout.sessionId}, ${checkout.company}, ${JSON.stringify(checkout.sale)}::jsonb, now(), now())
        ON CONFLICT (session_id) DO NOTHING`,
    req,
  )
}

/** The company and sale kept for a session, or nulls. */
export async function checkoutSaleOf(payload: Payload, sessionId: string | null | undefined, req?: Partial<PayloadRequest>) {
  if (!sessionId) return { company: null, sale: null }
  const [row] = await execute(payload, sql`SELECT company_id AS company, sale FROM checkout_sales WHERE session_id = ${sessionId}`, req)
  return { company: rowId(row?.company), sale: saleRecord(row?.sale) }
}
