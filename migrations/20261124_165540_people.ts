import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_facilities_size" AS ENUM('1-24', '25-99', '100-499', '500+');
  CREATE TYPE "public"."enum_professional_profiles_languages" AS ENUM('en', 'fr', 'ar', 'zh-cmn', 'zh-yue', 'de', 'el', 'gu', 'hi', 'it', 'ko', 'fa', 'pl', 'pt', 'pa', 'ru', 'es', 'tl', 'ta', 'uk', 'ur', 'vi');
  CREATE TYPE "public"."enum_professional_profiles_availability" AS ENUM('full-time', 'part-time', 'relief');
  CREATE TYPE "public"."enum_professional_profiles_work_provinces" AS ENUM('AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT');
  CREATE TYPE "public"."enum_professional_profiles_license_college" AS ENUM('ab-acp', 'bc-cpbc', 'mb-cphm', 'nb-nbcp', 'nl-nlpb', 'ns-nscp', 'on-ocp', 'pe-pcp', 'qc-opq', 'sk-scpp', 'nt-pharmacy', 'nu-pharmacy', 'yt-pharmacy', 'ab-cpsa', 'bc-cpsbc', 'mb-cpsm', 'nb-cpsnb', 'nl-cpsnl', 'ns-cpsns', 'on-cpso', 'pe-cpspei', 'qc-cmq', 'sk-cpss', 'nt-medicine', 'nu-medicine', 'yt-ycpsy', 'ab-crna', 'ab-clpna', 'bc-bccnm', 'mb-crnm', 'mb-clpnm', 'nb-nanb', 'nb-anblpn', 'nl-crnnl', 'nl-clpnnl', 'ns-nscn', 'on-cno', 'pe-cnpei', 'qc-oiiq', 'qc-oiiaq', 'sk-crns', 'sk-slpna', 'nt-rnantnu', 'nu-rnantnu', 'yt-ycn');
  CREATE TYPE "public"."enum_professional_profiles_licence_status" AS ENUM('unverified', 'verified', 'not_found', 'conditions', 'not_entitled');
  CREATE TYPE "public"."enum_privacy_requests_action" AS ENUM('export', 'deletion');
  CREATE TYPE "public"."enum_privacy_requests_requested_by" AS ENUM('self', 'admin', 'retention');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'recheckLicences' BEFORE 'pruneRateLimits';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'applyRetention' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'recheckLicences' BEFORE 'pruneRateLimits';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'applyRetention' BEFORE 'schedulePublish';
  CREATE TABLE "pages_blocks_retention_periods" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_retention_periods" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "company_invitations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"company_id" integer NOT NULL,
  	"email" varchar NOT NULL,
  	"invited_by_id" integer,
  	"token_hash" varchar,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
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
  
  CREATE TABLE "privacy_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_privacy_requests_action" NOT NULL,
  	"requested_by" "enum_privacy_requests_requested_by" NOT NULL,
  	"account" numeric NOT NULL,
  	"performed_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "facilities" ALTER COLUMN "type" SET DEFAULT 'pharmacy';
  ALTER TABLE "job_postings" ADD COLUMN "requires_verified_licence" boolean DEFAULT false;
  ALTER TABLE "facilities" ADD COLUMN "slug" varchar;
  ALTER TABLE "facilities" ADD COLUMN "logo_id" integer;
  ALTER TABLE "facilities" ADD COLUMN "description" varchar;
  ALTER TABLE "facilities" ADD COLUMN "website" varchar;
  ALTER TABLE "facilities" ADD COLUMN "size" "enum_facilities_size";
  ALTER TABLE "professional_profiles" ADD COLUMN "license_college" "enum_professional_profiles_license_college";
  ALTER TABLE "professional_profiles" ADD COLUMN "licence_status" "enum_professional_profiles_licence_status" DEFAULT 'unverified';
  ALTER TABLE "professional_profiles" ADD COLUMN "verified_on" timestamp(3) with time zone;
  ALTER TABLE "professional_profiles" ADD COLUMN "checked_at" timestamp(3) with time zone;
  ALTER TABLE "professional_profiles" ADD COLUMN "checked_by_id" integer;
  ALTER TABLE "professional_profiles" ADD COLUMN "next_check_at" timestamp(3) with time zone;
  ALTER TABLE "professional_profiles" ADD COLUMN "evidence_id" integer;
  ALTER TABLE "professional_profiles" ADD COLUMN "needs_check" boolean DEFAULT false;
  ALTER TABLE "professional_profiles" ADD COLUMN "queued_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "company_id" integer;
  ALTER TABLE "users" ADD COLUMN "email_preferences_application_updates" boolean DEFAULT true;
  ALTER TABLE "users" ADD COLUMN "email_preferences_new_applicants" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "retention_guest_resume_days" numeric DEFAULT 90 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "retention_application_years" numeric DEFAULT 3 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "retention_unverified_account_days" numeric DEFAULT 30 NOT NULL;
  ALTER TABLE "pages_blocks_retention_periods" ADD CONSTRAINT "pages_blocks_retention_periods_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_retention_periods" ADD CONSTRAINT "_pages_v_blocks_retention_periods_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_facilities_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."facilities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "professional_profiles_languages" ADD CONSTRAINT "professional_profiles_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."professional_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "professional_profiles_availability" ADD CONSTRAINT "professional_profiles_availability_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."professional_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "professional_profiles_work_provinces" ADD CONSTRAINT "professional_profiles_work_provinces_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."professional_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_performed_by_id_users_id_fk" FOREIGN KEY ("performed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_retention_periods_order_idx" ON "pages_blocks_retention_periods" USING btree ("_order");
  CREATE INDEX "pages_blocks_retention_periods_parent_id_idx" ON "pages_blocks_retention_periods" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_retention_periods_path_idx" ON "pages_blocks_retention_periods" USING btree ("_path");
  CREATE INDEX "pages_blocks_retention_periods_locale_idx" ON "pages_blocks_retention_periods" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_retention_periods_order_idx" ON "_pages_v_blocks_retention_periods" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_retention_periods_parent_id_idx" ON "_pages_v_blocks_retention_periods" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_retention_periods_path_idx" ON "_pages_v_blocks_retention_periods" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_retention_periods_locale_idx" ON "_pages_v_blocks_retention_periods" USING btree ("_locale");
  CREATE INDEX "company_invitations_company_idx" ON "company_invitations" USING btree ("company_id");
  CREATE INDEX "company_invitations_invited_by_idx" ON "company_invitations" USING btree ("invited_by_id");
  CREATE INDEX "company_invitations_token_hash_idx" ON "company_invitations" USING btree ("token_hash");
  CREATE INDEX "company_invitations_updated_at_idx" ON "company_invitations" USING btree ("updated_at");
  CREATE INDEX "company_invitations_created_at_idx" ON "company_invitations" USING btree ("created_at");
  CREATE INDEX "professional_profiles_languages_order_idx" ON "professional_profiles_languages" USING btree ("order");
  CREATE INDEX "professional_profiles_languages_parent_idx" ON "professional_profiles_languages" USING btree ("parent_id");
  CREATE INDEX "professional_profiles_availability_order_idx" ON "professional_profiles_availability" USING btree ("order");
  CREATE INDEX "professional_profiles_availability_parent_idx" ON "professional_profiles_availability" USING btree ("parent_id");
  CREATE INDEX "professional_profiles_work_provinces_order_idx" ON "professional_profiles_work_provinces" USING btree ("order");
  CREATE INDEX "professional_profiles_work_provinces_parent_idx" ON "professional_profiles_work_provinces" USING btree ("parent_id");
  CREATE INDEX "licence_evidence_updated_at_idx" ON "licence_evidence" USING btree ("updated_at");
  CREATE INDEX "licence_evidence_created_at_idx" ON "licence_evidence" USING btree ("created_at");
  CREATE UNIQUE INDEX "licence_evidence_filename_idx" ON "licence_evidence" USING btree ("filename");
  CREATE INDEX "privacy_requests_performed_by_idx" ON "privacy_requests" USING btree ("performed_by_id");
  CREATE INDEX "privacy_requests_updated_at_idx" ON "privacy_requests" USING btree ("updated_at");
  CREATE INDEX "privacy_requests_created_at_idx" ON "privacy_requests" USING btree ("created_at");
  ALTER TABLE "facilities" ADD CONSTRAINT "facilities_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "professional_profiles" ADD CONSTRAINT "professional_profiles_checked_by_id_users_id_fk" FOREIGN KEY ("checked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "professional_profiles" ADD CONSTRAINT "professional_profiles_evidence_id_licence_evidence_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."licence_evidence"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users" ADD CONSTRAINT "users_company_id_facilities_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."facilities"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "facilities_slug_idx" ON "facilities" USING btree ("slug");
  CREATE INDEX "facilities_logo_idx" ON "facilities" USING btree ("logo_id");
  CREATE INDEX "professional_profiles_licence_status_idx" ON "professional_profiles" USING btree ("licence_status");
  CREATE INDEX "professional_profiles_checked_by_idx" ON "professional_profiles" USING btree ("checked_by_id");
  CREATE INDEX "professional_profiles_next_check_at_idx" ON "professional_profiles" USING btree ("next_check_at");
  CREATE INDEX "professional_profiles_evidence_idx" ON "professional_profiles" USING btree ("evidence_id");
  CREATE INDEX "professional_profiles_needs_check_idx" ON "professional_profiles" USING btree ("needs_check");
  CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_retention_periods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_retention_periods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company_invitations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "professional_profiles_languages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "professional_profiles_availability" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "professional_profiles_work_provinces" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "licence_evidence" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "privacy_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_retention_periods" CASCADE;
  DROP TABLE "_pages_v_blocks_retention_periods" CASCADE;
  DROP TABLE "company_invitations" CASCADE;
  DROP TABLE "professional_profiles_languages" CASCADE;
  DROP TABLE "professional_profiles_availability" CASCADE;
  DROP TABLE "professional_profiles_work_provinces" CASCADE;
  DROP TABLE "licence_evidence" CASCADE;
  DROP TABLE "privacy_requests" CASCADE;
  ALTER TABLE "facilities" DROP CONSTRAINT "facilities_logo_id_media_id_fk";
  
  ALTER TABLE "professional_profiles" DROP CONSTRAINT "professional_profiles_checked_by_id_users_id_fk";
  
  ALTER TABLE "professional_profiles" DROP CONSTRAINT "professional_profiles_evidence_id_licence_evidence_id_fk";
  
  ALTER TABLE "users" DROP CONSTRAINT "users_company_id_facilities_id_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'notifyApplication', 'notifyInquiry', 'resendVerification', 'expirePostings', 'pruneRateLimits', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'notifyApplication', 'notifyInquiry', 'resendVerification', 'expirePostings', 'pruneRateLimits', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "facilities_slug_idx";
  DROP INDEX "facilities_logo_idx";
  DROP INDEX "professional_profiles_licence_status_idx";
  DROP INDEX "professional_profiles_checked_by_idx";
  DROP INDEX "professional_profiles_next_check_at_idx";
  DROP INDEX "professional_profiles_evidence_idx";
  DROP INDEX "professional_profiles_needs_check_idx";
  DROP INDEX "users_company_idx";
  ALTER TABLE "facilities" ALTER COLUMN "type" DROP DEFAULT;
  ALTER TABLE "job_postings" DROP COLUMN "requires_verified_licence";
  ALTER TABLE "facilities" DROP COLUMN "slug";
  ALTER TABLE "facilities" DROP COLUMN "logo_id";
  ALTER TABLE "facilities" DROP COLUMN "description";
  ALTER TABLE "facilities" DROP COLUMN "website";
  ALTER TABLE "facilities" DROP COLUMN "size";
  ALTER TABLE "professional_profiles" DROP COLUMN "license_college";
  ALTER TABLE "professional_profiles" DROP COLUMN "licence_status";
  ALTER TABLE "professional_profiles" DROP COLUMN "verified_on";
  ALTER TABLE "professional_profiles" DROP COLUMN "checked_at";
  ALTER TABLE "professional_profiles" DROP COLUMN "checked_by_id";
  ALTER TABLE "professional_profiles" DROP COLUMN "next_check_at";
  ALTER TABLE "professional_profiles" DROP COLUMN "evidence_id";
  ALTER TABLE "professional_profiles" DROP COLUMN "needs_check";
  ALTER TABLE "professional_profiles" DROP COLUMN "queued_at";
  ALTER TABLE "users" DROP COLUMN "company_id";
  ALTER TABLE "users" DROP COLUMN "email_preferences_application_updates";
  ALTER TABLE "users" DROP COLUMN "email_preferences_new_applicants";
  ALTER TABLE "site_settings" DROP COLUMN "retention_guest_resume_days";
  ALTER TABLE "site_settings" DROP COLUMN "retention_application_years";
  ALTER TABLE "site_settings" DROP COLUMN "retention_unverified_account_days";
  DROP TYPE "public"."enum_facilities_size";
  DROP TYPE "public"."enum_professional_profiles_languages";
  DROP TYPE "public"."enum_professional_profiles_availability";
  DROP TYPE "public"."enum_professional_profiles_work_provinces";
  DROP TYPE "public"."enum_professional_profiles_license_college";
  DROP TYPE "public"."enum_professional_profiles_licence_status";
  DROP TYPE "public"."enum_privacy_requests_action";
  DROP TYPE "public"."enum_privacy_requests_requested_by";`)
}
