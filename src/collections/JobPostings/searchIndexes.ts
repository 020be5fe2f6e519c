import type { postgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres/drizzle'
import { customType, index } from '@payloadcms/db-postgres/drizzle/pg-core'

import { SEARCH_VECTOR } from '@/domain/jobs/searchVector'

type SchemaHook = NonNullable<Parameters<typeof postgresAdapter>[0]['afterSchemaInit']>[number]

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/**
 * Find Work's indexes beyond Payload's fields (docs/search.md), declared on the database schema so
 * the generated migrations create them:
 * - the trigram index of the French search text (the English one predates this and was written
 *   into its migration by hand);
 * - `search_vector`, the words of a posting weighted for relevance (titles A, position type B,
 *   place C, everything D), kept by the database from the folded parts prepareJob stores, with its
 *   word index (short words and synonyms are matched through it).
 */
export const jobSearchIndexes: SchemaHook = ({ schema, extendTable }) => {
  const table = schema.tables.job_postings
  const weighted = (column: unknown, weight: 'A' | 'B' | 'C' | 'D') => sql`setweight(to_tsvector('simple', coalesce(${column}, '')), ${sql.raw(`'${weight}'`)})`
  extendTable({
    table,
    columns: {
      searchVector: tsvector(SEARCH_VECTOR).generatedAlwaysAs(
        sql`${weighted(table.searchTitle, 'A')} || ${weighted(table.searchType, 'B')} || ${weighted(table.searchPlace, 'C')} || ${weighted(table.searchText, 'D')}`,
      ),
    },
    extraConfig: (t) => ({
      searchTextFrTrgm: index('job_postings_search_text_fr_trgm_idx').using('gin', sql`${t.searchTextFr} gin_trgm_ops`),
      searchVector: index('job_postings_search_vector_idx').using('gin', t.searchVector),
    }),
  })
  return schema
}
