import type { Payload, PayloadRequest } from 'payload'

import { execute, sql } from '@/lib/payload/sql'
import { facilities as f } from '@/payload-generated-schema'

/*
 * A company's posting credits (`facilities.posting_credits`), moved only by these single statements
 * on the caller's transaction. The balance never goes below zero: each decrement is conditional, and
 * the column's CHECK constraint refuses anything that would (the migration), whatever runs at once.
 */

/** Takes one credit; false when the company has none (nothing changes). */
export async function takeCredit(payload: Payload, company: number, req: Partial<PayloadRequest>): Promise<boolean> {
  const rows = await execute(payload, sql`UPDATE ${f} SET posting_credits = posting_credits - 1 WHERE ${f.id} = ${company} AND posting_credits > 0 RETURNING ${f.id}`, req)
  return rows.length === 1
}

/** Adds `count` credits (a pack paid, or a credit given back). */
export async function addCredits(payload: Payload, company: number, count: number, req: Partial<PayloadRequest>): Promise<void> {
  await execute(payload, sql`UPDATE ${f} SET posting_credits = posting_credits + ${count} WHERE ${f.id} = ${company}`, req)
}

/** Removes `count` credits only if all are still there (a pack refunded unused); false otherwise. */
export async function removeCredits(payload: Payload, company: number, count: number, req: Partial<PayloadRequest>): Promise<boolean> {
  const rows = await execute(payload, sql`UPDATE ${f} SET posting_credits = posting_credits - ${count} WHERE ${f.id} = ${company} AND posting_credits >= ${count} RETURNING ${f.id}`, req)
  return rows.length === 1
}

