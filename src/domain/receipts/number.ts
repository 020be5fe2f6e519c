import type { Payload, PayloadRequest } from 'payload'

import { execute, sql } from '@/lib/payload/sql'

/** Receipts and credit notes are two series, each numbered from 1: R-000001, CN-000001. */
const SERIES = { receipt: 'R', creditNote: 'CN' } as const
export type ReceiptKind = keyof typeof SERIES

/**
 * The next number of a series, taken in the caller's transaction. The counter's row stays locked
 * until that transaction ends, so concurrent payments queue for it and get consecutive numbers; a
 * rolled-back transaction gives its number back (a PostgreSQL SEQUENCE would skip it). The first
 * number of a series creates its row.
 */
export async function nextNumber(payload: Payload, kind: ReceiptKind, req: Partial<PayloadRequest>): Promise<{ sequence: number; number: string }> {
  const series = SERIES[kind]
  const [row] = await execute(
    payload,
    sql`INSERT INTO receipt_counters (series, next, updated_at, created_at) VALUES (${series}, 2, now(), now())
        ON CONFLICT (series) DO UPDATE SET next = receipt_counters.next + 1, updated_at = now()
        RETURNING next - 1 AS sequence`,
    req,
  )
  const sequence = Number(row!.sequence)
  return { sequence, number: `${series}-${String(sequence).padStart(6, '0')}` }
}
