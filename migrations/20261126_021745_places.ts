import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Postings' coordinates for distance search (docs/places.md), with the (latitude, longitude) index a
 * radius query's bounding box reads. The next migration places the postings that exist.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "job_postings" ADD COLUMN "latitude" numeric;
  ALTER TABLE "job_postings" ADD COLUMN "longitude" numeric;
  CREATE INDEX "latitude_longitude_idx" ON "job_postings" USING btree ("latitude","longitude");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "latitude_longitude_idx";
  ALTER TABLE "job_postings" DROP COLUMN "latitude";
  ALTER TABLE "job_postings" DROP COLUMN "longitude";`)
}
