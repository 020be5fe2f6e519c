import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Payload reads a record's list of texts (an application's tags, a company's pipeline tags, a
 * profile's languages) with one lookup by parent per record read, and indexes those tables by
 * ("order", parent_id) only, which a lookup by parent cannot use: each record read scanned the whole
 * table. At 100,000 applications with a third of one company's tagged, a page deep in the admin
 * Applications list read 1,425 rows' tags in 2.5 s; with these indexes, 31 ms (`npm run bench:lists`).
 * The postings' texts got theirs in 20261121_160500_search_indexes.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX IF NOT EXISTS "applications_texts_parent_idx" ON "applications_texts" ("parent_id");
   CREATE INDEX IF NOT EXISTS "facilities_texts_parent_idx" ON "facilities_texts" ("parent_id");
   CREATE INDEX IF NOT EXISTS "professional_profiles_texts_parent_idx" ON "professional_profiles_texts" ("parent_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "professional_profiles_texts_parent_idx";
   DROP INDEX IF EXISTS "facilities_texts_parent_idx";
   DROP INDEX IF EXISTS "applications_texts_parent_idx";`)
}
