import type { postgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres/drizzle'
import { index } from '@payloadcms/db-postgres/drizzle/pg-core'

type SchemaHook = NonNullable<Parameters<typeof postgresAdapter>[0]['afterSchemaInit']>[number]

/**
 * The trigram index of the French search text (French pages look for the French match first; see
 * docs/search.md). Declared on the database schema so the generated migration creates it. (The
 * index of `search_text` itself predates this and was written into its migration by hand.)
 */
export const jobSearchIndexes: SchemaHook = ({ schema, extendTable }) => {
  extendTable({
    table: schema.tables.job_postings,
    extraConfig: (table) => ({
      searchTextFrTrgm: index('job_postings_search_text_fr_trgm_idx').using('gin', sql`${table.searchTextFr} gin_trgm_ops`),
    }),
  })
  return schema
}
