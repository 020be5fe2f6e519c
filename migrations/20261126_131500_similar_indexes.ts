import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Similar positions (domain/jobs/similar.ts), measured on 100,000 active postings: the same position
 * type within a circle, nearest first, read from the index alone (posted date, company and id are
 * carried in it), and the newest of a type for a posting without a place. The nearest of 20,000
 * postings of a type sorted by distance took half a second; a circle read from the index, a few ms.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX IF NOT EXISTS "job_postings_similar_place_idx" ON "job_postings" ("position_type", "latitude", "longitude") INCLUDE ("posted_date", "facility_id", "id") WHERE "status" = 'active';
   CREATE INDEX IF NOT EXISTS "job_postings_similar_newest_idx" ON "job_postings" ("position_type", "posted_date" DESC, "id" DESC) WHERE "status" = 'active';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "job_postings_similar_newest_idx";
   DROP INDEX IF EXISTS "job_postings_similar_place_idx";`)
}
