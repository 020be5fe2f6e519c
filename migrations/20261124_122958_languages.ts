import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_preferred_language" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_ownership_inquiries_language" AS ENUM('en', 'fr');
  ALTER TABLE "job_postings" ADD COLUMN "title_fr" varchar;
  ALTER TABLE "job_postings" ADD COLUMN "description_fr" varchar;
  ALTER TABLE "job_postings" ADD COLUMN "requirements_fr" varchar;
  ALTER TABLE "job_postings" ADD COLUMN "search_text_fr" varchar;
  ALTER TABLE "users" ADD COLUMN "preferred_language" "enum_users_preferred_language" DEFAULT 'en' NOT NULL;
  ALTER TABLE "ownership_inquiries" ADD COLUMN "language" "enum_ownership_inquiries_language" DEFAULT 'en';
  CREATE INDEX "job_postings_search_text_fr_trgm_idx" ON "job_postings" USING gin ("search_text_fr" gin_trgm_ops);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "job_postings_search_text_fr_trgm_idx";
  ALTER TABLE "job_postings" DROP COLUMN "title_fr";
  ALTER TABLE "job_postings" DROP COLUMN "description_fr";
  ALTER TABLE "job_postings" DROP COLUMN "requirements_fr";
  ALTER TABLE "job_postings" DROP COLUMN "search_text_fr";
  ALTER TABLE "users" DROP COLUMN "preferred_language";
  ALTER TABLE "ownership_inquiries" DROP COLUMN "language";
  DROP TYPE "public"."enum_users_preferred_language";
  DROP TYPE "public"."enum_ownership_inquiries_language";`)
}
