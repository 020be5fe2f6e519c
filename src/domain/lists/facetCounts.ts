import { buildQuery } from '@payloadcms/drizzle'
import { count, sql } from '@payloadcms/db-postgres/drizzle'
import type { PgTableWithColumns } from '@payloadcms/db-postgres/drizzle/pg-core'
import { combineQueries, executeAccess, validateQueryPaths, type CollectionSlug, type PayloadRequest, type Where } from 'payload'

import { database } from '@/lib/payload/sql'

type Adapter = Parameters<typeof buildQuery>[0]['adapter']
// The adapter builds its tables from the config, so their columns are not known to the type system.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Table = PgTableWithColumns<any>

/**
 * How many records of `collection` each value of `field` has under `where`, as `req`'s user reads
 * them: in one grouped statement where Payload's count API would take one statement per value.
 *
 * It applies what Payload's count applies with `overrideAccess: false`, in the same order: the
 * collection's read access (none: every count is 0), the check of the queried paths against the
 * user's field access, then Payload's own query builder turns the where into SQL, so the figures
 * are exactly those `payload.count` gives value by value (tests/int/back-office-lists.int.spec.ts).
 * Records whose value is null count under the key `''`.
 */
export async function facetCounts(req: PayloadRequest, collection: CollectionSlug, where: Where, field: string): Promise<Map<string, number>> {
  const config = req.payload.collections[collection].config
  const access = await executeAccess({ req, disableErrors: true }, config.access.read)
  if (access === false) return new Map()
  // The counted field too: a count by a value the viewer may not read would tell them those values.
  await validateQueryPaths({ collectionConfig: config, overrideAccess: false, req, where: { and: [where, { [field]: { exists: true } }] } })
  const adapter = req.payload.db as unknown as Adapter
  const tableName = adapter.tableNameMap.get(collection.replace(/-/g, '_')) as string // keyed as the adapter keys it (slugs here are kebab-case)
  const table = adapter.tables[tableName] as Table | undefined
  const column = table?.[field]
  if (!table || !column) throw new Error(`facetCounts: ${collection}.${field} is not a column`)
  const built = buildQuery({ adapter, fields: config.flattenedFields, locale: req.locale ?? undefined, tableName, where: combineQueries(where, access) })
  // A filter on a list of values (tags) joins their rows: each record is then counted once.
  const records = built.joins.length ? count(sql`DISTINCT ${table.id}`) : count()
  let query = (await database(req.payload, req)).select({ value: column, records }).from(table).where(built.where).groupBy(column).$dynamic()
  for (const { type, condition, table: joined } of built.joins) query = query[type ?? 'leftJoin'](joined as Table, condition)
  const rows = await query
  return new Map(rows.map((row) => [row.value == null ? '' : String(row.value), Number(row.records)]))
}
