import { sql } from '@/lib/payload/sql'

/**
 * The weighted word vector of a posting (collections/JobPostings/searchIndexes.ts declares it): a
 * column the database generates, outside Payload's fields, so the generated Drizzle schema does
 * not hold it and its name is written here, once (docs/sql.md).
 */
export const SEARCH_VECTOR = 'search_vector'

/** The vector on the posting alias `j` every search uses. */
export const searchVectorOfJ = sql`${sql.identifier('j')}.${sql.identifier(SEARCH_VECTOR)}`
