import type { Payload, PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'

type SQL = ReturnType<typeof sql>

type Drizzle = { execute: (query: SQL) => Promise<{ rows: Record<string, unknown>[] }> }

/**
 * Runs raw SQL on the caller's transaction when its req has one (else on the pool). Used only
 * where Payload's API cannot express the statement: atomic state guards and search queries.
 */
export async function execute(payload: Payload, query: SQL, req?: Partial<PayloadRequest>) {
  const adapter = payload.db as unknown as { drizzle: Drizzle; sessions: Record<string, { db: Drizzle }> }
  const db = req?.transactionID ? (adapter.sessions[String(await req.transactionID)]?.db ?? adapter.drizzle) : adapter.drizzle
  return (await db.execute(query)).rows
}

export { sql }
