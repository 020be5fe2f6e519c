import type { Payload, PayloadRequest } from 'payload'

import { j } from '@/domain/jobs/listing'
import type { SaleRecord } from '@/domain/receipts/sale'
import { execute, sql } from '@/lib/payload/sql'
import { job_postings as p } from '@/payload-generated-schema'

export type CheckoutToStore = { sessionId: string; amountCents: number; currency: string; sale: SaleRecord }

/**
 * Makes `checkout` the one session the webhook honours for a posting, with the fee it charges and its
 * priced lines and taxes (kept for the receipt). One
 * statement locks the row, so of concurrent checkouts each learns exactly the session it displaced
 * (to expire it), and a posting paid in the meantime keeps the session that paid it.
 * Returns null when the posting is gone or no longer an unpaid draft.
 */
export async function storeCheckout(
  payload: Payload,
  jobId: number,
  checkout: CheckoutToStore,
  req?: Partial<PayloadRequest>,
): Promise<{ previous: string | null } | null> {
  const rows = await execute(
    payload,
    sql`UPDATE ${p} ${j}
        SET ${sql.identifier(j.stripeCheckoutSessionId.name)} = ${checkout.sessionId},
            ${sql.identifier(j.checkoutAmountCents.name)} = ${checkout.amountCents},
            ${sql.identifier(j.checkoutCurrency.name)} = ${checkout.currency},
            ${sql.identifier(j.checkoutSale.name)} = ${JSON.stringify(checkout.sale)}::jsonb
        FROM (SELECT ${p.id} AS id, ${p.status} AS status, ${p.paid} AS paid, ${p.stripeCheckoutSessionId} AS previous
          FROM ${p} WHERE ${p.id} = ${jobId} FOR UPDATE) o
        WHERE ${j.id} = o.id AND o.status = 'draft' AND o.paid IS NOT TRUE
        RETURNING o.previous`,
    req,
  )
  if (rows.length === 0) return null
  return { previous: (rows[0].previous as string | null) ?? null }
}
