import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_professional_profiles_languages" AS ENUM('en', 'fr', 'ar', 'zh-cmn', 'zh-yue', 'de', 'el', 'gu', 'hi', 'it', 'ko', 'fa', 'pl', 'pt', 'pa', 'ru', 'es', 'tl', 'ta', 'uk', 'ur', 'vi');
  CREATE TYPE "public"."enum_professional_profiles_availability" AS ENUM('full-time', 'part-time', 'relief');
  CREATE TYPE "public"."enum_professional_profiles_work_provinces" AS ENUM('AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT');
  CREATE TYPE "public"."enum_professional_profiles_license_college" AS ENUM('ab-acp', 'bc-cpbc', 'mb-cphm', 'nb-nbcp', 'nl-nlpb', 'ns-nscp', 'on-ocp', 'pe-pcp', 'qc-opq', 'sk-scpp', 'nt-pharmacy', 'nu-pharmacy', 'yt-pharmacy', 'ab-cpsa', 'bc-cpsbc', 'mb-cpsm', 'nb-cpsnb', 'nl-cpsnl', 'ns-cpsns', 'on-cpso', 'pe-cpspei', 'qc-cmq', 'sk-cpss', 'nt-medicine', 'nu-medicine', 'yt-ycpsy', 'ab-crna', 'ab-clpna', 'bc-bccnm', 'mb-crnm', 'mb-clpnm', 'nb-nanb', 'nb-anblpn', 'nl-crnnl', 'nl-clpnnl', 'ns-nscn', 'on-cno', 'pe-cnpei', 'qc-oiiq', 'qc-oiiaq', 'sk-crns', 'sk-slpna', 'nt-rnantnu', 'nu-rnantnu', 'yt-ycn');
  CREATE TYPE "public"."enum_professional_profiles_licence_status" AS ENUM('unverified', 'verified', 'not_found', 'conditions', 'not_entitled');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'recheckLicences' BEFORE 'pruneRateLimits';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'recheckLicences' BEFORE 'pruneRateLimits';
  CREATE TABLE "professional_profiles_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_professional_profiles_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "professional_profiles_availability" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_professional_profiles_availability",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "professional_profiles_work_provinces" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_professional_profiles_work_provinces",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "licence_evidence" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"prefix" varchar DEFAULT 'licence-evidence',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric
  );
  
  ALTER TABLE "job_postings" ADD COLUMN "requires_verified_licence" boolean DEFAULT false;
  ALTER TABLE "professional_profiles" ADD COLUMN "license_college" "enum_professional_profiles_license_college";
  ALTER TABLE "professional_profiles" ADD COLUMN "licence_status" "enum_professional_profiles_licence_status" DEFAULT 'unverified';
  ALTER TABLE "professional_profiles" ADD COLUMN "verified_on" timestamp(3) with time zone;
  ALTER TABLE "professional_profiles" ADD COLUMN "checked_at" timestamp(3) with time zone;
  ALTER TABLE "professional_profiles" ADD COLUMN "checked_by_id" integer;
  ALTER TABLE "professional_profiles" ADD COLUMN "next_check_at" timestamp(3) with time zone;
  ALTER TABLE "professional_profiles" ADD COLUMN "evidence_id" integer;
  ALTER TABLE "professional_profiles" ADD COLUMN "needs_check" boolean DEFAULT false;
  ALTER TABLE "professional_profiles" ADD COLUMN "queued_at" timestamp(3) with time zone;
  ALTER TABLE "professional_profiles_languages" ADD CONSTRAINT "professional_profiles_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."professional_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "professional_profiles_availability" ADD CONSTRAINT "professional_profiles_availability_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."professional_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "professional_profiles_work_provinces" ADD CONSTRAINT "professional_profiles_work_provinces_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."professional_profiles"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "professional_profiles_languages_order_idx" ON "professional_profiles_languages" USING btree ("order");
  CREATE INDEX "professional_profiles_languages_parent_idx" ON "professional_profiles_languages" USING btree ("parent_id");
  CREATE INDEX "professional_profiles_availability_order_idx" ON "professional_profiles_availability" USING btree ("order");
  CREATE INDEX "professional_profiles_availability_parent_idx" ON "professional_profiles_availability" USING btree ("parent_id");
  CREATE INDEX "professional_profiles_work_provinces_order_idx" ON "professional_profiles_work_provinces" USING btree ("order");
  CREATE INDEX "professional_profiles_work_provinces_parent_idx" ON "professional_profiles_work_provinces" USING btree ("parent_id");
  CREATE INDEX "licence_evidence_updated_at_idx" ON "licence_evidence" USING btree ("updated_at");
  CREATE INDEX "licence_evidence_created_at_idx" ON "licence_evidence" USING btree ("created_at");
  CREATE UNIQUE INDEX "licence_evidence_filename_idx" ON "licence_evidence" USING btree ("filename");
  ALTER TABLE "professional_profiles" ADD CONSTRAINT "professional_profiles_checked_by_id_users_id_fk" FOREIGN KEY ("checked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "professional_profiles" ADD CONSTRAINT "professional_profiles_evidence_id_licence_evidence_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."licence_evidence"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "professional_profiles_licence_status_idx" ON "professional_profiles" USING btree ("licence_status");
  CREATE INDEX "professional_profiles_checked_by_idx" ON "professional_profiles" USING btree ("checked_by_id");
  CREATE INDEX "professional_profiles_next_check_at_idx" ON "professional_profiles" USING btree ("next_check_at");
  CREATE INDEX "professional_profiles_evidence_idx" ON "professional_profiles" USING btree ("evidence_id");
  CREATE INDEX "professional_profiles_needs_check_idx" ON "professional_profiles" USING btree ("needs_check");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "professional_profiles_languages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "professional_profiles_availability" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "professional_profiles_work_provinces" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "licence_evidence" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "professional_profiles_languages" CASCADE;
  DROP TABLE "professional_profiles_availability" CASCADE;
  DROP TABLE "professional_profiles_work_provinces" CASCADE;
  DROP TABLE "licence_evidence" CASCADE;
  ALTER TABLE "professional_profiles" DROP CONSTRAINT "professional_profiles_checked_by_id_users_id_fk";
  
  ALTER TABLE "professional_profiles" DROP CONSTRAINT "professional_profiles_evidence_id_licence_evidence_id_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'notifyApplication', 'notifyInquiry', 'resendVerification', 'expirePostings', 'pruneRateLimits', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'notifyApplication', 'notifyInquiry', 'resendVerification', 'expirePostings', 'pruneRateLimits', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "professional_profiles_licence_status_idx";
  DROP INDEX "professional_profiles_checked_by_idx";
  DROP INDEX "professional_profiles_next_check_at_idx";
  DROP INDEX "professional_profiles_evidence_idx";
  DROP INDEX "professional_profiles_needs_check_idx";
  ALTER TABLE "job_postings" DROP COLUMN "requires_verified_licence";
  ALTER TABLE "professional_profiles" DROP COLUMN "license_college";
  ALTER TABLE "professional_profiles" DROP COLUMN "licence_status";
  ALTER TABLE "professional_profiles" DROP COLUMN "verified_on";
  ALTER TABLE "professional_profiles" DROP COLUMN "checked_at";
  ALTER TABLE "professional_profiles" DROP COLUMN "checked_by_id";
  ALTER TABLE "professional_profiles" DROP COLUMN "next_check_at";
  ALTER TABLE "professional_profiles" DROP COLUMN "evidence_id";
  ALTER TABLE "professional_profiles" DROP COLUMN "needs_check";
  ALTER TABLE "professional_profiles" DROP COLUMN "queued_at";
  DROP TYPE "public"."enum_professional_profiles_languages";
  DROP TYPE "public"."enum_professional_profiles_availability";
  DROP TYPE "public"."enum_professional_profiles_work_provinces";
  DROP TYPE "public"."enum_professional_profiles_license_college";
  DROP TYPE "public"."enum_professional_profiles_licence_status";`)
}
