import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "job_postings" ADD COLUMN "title_fr" varchar;
  ALTER TABLE "job_postings" ADD COLUMN "description_fr" varchar;
  ALTER TABLE "job_postings" ADD COLUMN "requirements_fr" varchar;
  ALTER TABLE "job_postings" ADD COLUMN "search_text_fr" varchar;
  CREATE INDEX "job_postings_search_text_fr_trgm_idx" ON "job_postings" USING gin ("search_text_fr" gin_trgm_ops);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "job_postings_search_text_fr_trgm_idx";
  ALTER TABLE "job_postings" DROP COLUMN "title_fr";
  ALTER TABLE "job_postings" DROP COLUMN "description_fr";
  ALTER TABLE "job_postings" DROP COLUMN "requirements_fr";
  ALTER TABLE "job_postings" DROP COLUMN "search_text_fr";`)
}
