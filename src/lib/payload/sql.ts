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

/** The largest id PostgreSQL's `integer` holds. */
const MAX_ID = 2_147_483_647

/**
 * A row id from a relationship value (an id, or a populated document): the number when it can name
 * a row, else null (a larger number names nothing, and must not reach SQL).
 */
export function rowId(value: unknown): number | null {
  const raw = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  const id = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : null
}
