import type { Payload, PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { NodePgDatabase } from '@payloadcms/db-postgres/drizzle/node-postgres'

type SQL = ReturnType<typeof sql>

type Adapter = { drizzle: NodePgDatabase; sessions: Record<string, { db: NodePgDatabase }> }

/**
 * The adapter's Drizzle instance, on the caller's transaction when its req has one (else the pool).
 * Queries name tables and columns through src/payload-generated-schema.ts, so a renamed field fails
 * the type check instead of the query (docs/sql.md).
 */
export async function database(payload: Payload, req?: Partial<PayloadRequest>): Promise<NodePgDatabase> {
  const adapter = payload.db as unknown as Adapter
  return req?.transactionID ? (adapter.sessions[String(await req.transactionID)]?.db ?? adapter.drizzle) : adapter.drizzle
}

/**
 * Runs SQL on the caller's transaction when its req has one (else on the pool). Used only where
 * Payload's API cannot express the statement: atomic state guards and search queries.
 */
export async function execute(payload: Payload, query: SQL, req?: Partial<PayloadRequest>) {
  return (await (await database(payload, req)).execute(query)).rows as Record<string, unknown>[]
}

export { sql }
