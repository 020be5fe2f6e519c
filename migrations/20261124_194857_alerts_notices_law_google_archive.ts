import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_job_postings_existing_vacancy" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_job_postings_ai_screening" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_indexing_notices_type" AS ENUM('URL_UPDATED', 'URL_DELETED');
  CREATE TYPE "public"."enum_indexing_notices_outcome" AS ENUM('pending', 'sent', 'failed', 'deferred');
  CREATE TYPE "public"."enum_job_alerts_chips" AS ENUM('remote', 'full-time', 'part-time', 'contract', 'urgent', 'entry-level', 'senior-level');
  CREATE TYPE "public"."enum_job_alerts_language" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_job_alerts_province" AS ENUM('AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT');
  CREATE TYPE "public"."enum_job_alerts_position_type" AS ENUM('pharmacist-part-time', 'pharmacist-full-time', 'physician', 'pharmacy-technician', 'pharmacy-assistant', 'medical-administrator', 'specialist', 'clinical-assistant');
  CREATE TYPE "public"."enum_job_alerts_frequency" AS ENUM('hourly', 'daily', 'weekly');
  CREATE TYPE "public"."enum_job_alerts_status" AS ENUM('pending', 'active', 'paused', 'unsubscribed');
  CREATE TYPE "public"."enum_alert_consents_language" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_alert_consents_method" AS ENUM('account-form', 'email-confirmation');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'googleIndexing' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'alertDigest' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'expiryReminders' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'applicantDigest' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'decisionReminders' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'googleIndexing' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'alertDigest' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'expiryReminders' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'applicantDigest' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'decisionReminders' BEFORE 'schedulePublish';
  CREATE TABLE "indexing_notices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar NOT NULL,
  	"type" "enum_indexing_notices_type" NOT NULL,
  	"outcome" "enum_indexing_notices_outcome" NOT NULL,
  	"posting" numeric,
  	"status_code" numeric,
  	"detail" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "job_alerts_chips" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_job_alerts_chips",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "job_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer,
  	"email" varchar NOT NULL,
  	"language" "enum_job_alerts_language" DEFAULT 'en' NOT NULL,
  	"q" varchar,
  	"province" "enum_job_alerts_province",
  	"position_type" "enum_job_alerts_position_type",
  	"frequency" "enum_job_alerts_frequency" DEFAULT 'daily' NOT NULL,
  	"status" "enum_job_alerts_status" DEFAULT 'pending' NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"last_run_at" timestamp(3) with time zone,
  	"last_sent_at" timestamp(3) with time zone,
  	"consent_id" integer,
  	"search_key" varchar,
  	"confirm_token_hash" varchar,
  	"confirm_expires_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "alert_consents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"user_id" integer,
  	"alert_id" integer,
  	"wording" varchar NOT NULL,
  	"language" "enum_alert_consents_language" NOT NULL,
  	"method" "enum_alert_consents_method" NOT NULL,
  	"given_at" timestamp(3) with time zone NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"withdrawn_at" timestamp(3) with time zone,
  	"source" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "alert_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alert_id" integer,
  	"posting_id" integer,
  	"sent_at" timestamp(3) with time zone NOT NULL
  );
  
  ALTER TABLE "job_postings" ADD COLUMN "hours_per_year" numeric DEFAULT 2080;
  ALTER TABLE "job_postings" ADD COLUMN "existing_vacancy" "enum_job_postings_existing_vacancy";
  ALTER TABLE "job_postings" ADD COLUMN "ai_screening" "enum_job_postings_ai_screening";
  ALTER TABLE "job_postings" ADD COLUMN "other_language_required" boolean DEFAULT false;
  ALTER TABLE "job_postings" ADD COLUMN "language_requirement_reason" varchar;
  ALTER TABLE "job_postings" ADD COLUMN "archived_at" timestamp(3) with time zone;
  ALTER TABLE "job_postings" ADD COLUMN "expiry_reminder_for" timestamp(3) with time zone;
  ALTER TABLE "applications" ADD COLUMN "interviewed_at" timestamp(3) with time zone;
  ALTER TABLE "applications" ADD COLUMN "decision_reminder_sent_for" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "email_preferences_weekly_applicant_digest" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "mailing_address" varchar DEFAULT '100 King Street West, Suite 1600, Toronto, ON M5X 1A9' NOT NULL;
  ALTER TABLE "job_alerts_chips" ADD CONSTRAINT "job_alerts_chips_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_consent_id_alert_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."alert_consents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alert_consents" ADD CONSTRAINT "alert_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alert_consents" ADD CONSTRAINT "alert_consents_alert_id_job_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."job_alerts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_alert_id_job_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."job_alerts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_posting_id_job_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."job_postings"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "indexing_notices_url_idx" ON "indexing_notices" USING btree ("url");
  CREATE INDEX "indexing_notices_outcome_idx" ON "indexing_notices" USING btree ("outcome");
  CREATE INDEX "indexing_notices_posting_idx" ON "indexing_notices" USING btree ("posting");
  CREATE INDEX "indexing_notices_updated_at_idx" ON "indexing_notices" USING btree ("updated_at");
  CREATE INDEX "indexing_notices_created_at_idx" ON "indexing_notices" USING btree ("created_at");
  CREATE INDEX "job_alerts_chips_order_idx" ON "job_alerts_chips" USING btree ("order");
  CREATE INDEX "job_alerts_chips_parent_idx" ON "job_alerts_chips" USING btree ("parent_id");
  CREATE INDEX "job_alerts_owner_idx" ON "job_alerts" USING btree ("owner_id");
  CREATE INDEX "job_alerts_email_idx" ON "job_alerts" USING btree ("email");
  CREATE INDEX "job_alerts_status_idx" ON "job_alerts" USING btree ("status");
  CREATE INDEX "job_alerts_last_run_at_idx" ON "job_alerts" USING btree ("last_run_at");
  CREATE INDEX "job_alerts_consent_idx" ON "job_alerts" USING btree ("consent_id");
  CREATE UNIQUE INDEX "job_alerts_search_key_idx" ON "job_alerts" USING btree ("search_key");
  CREATE INDEX "job_alerts_confirm_token_hash_idx" ON "job_alerts" USING btree ("confirm_token_hash");
  CREATE INDEX "job_alerts_updated_at_idx" ON "job_alerts" USING btree ("updated_at");
  CREATE INDEX "job_alerts_created_at_idx" ON "job_alerts" USING btree ("created_at");
  CREATE INDEX "alert_consents_email_idx" ON "alert_consents" USING btree ("email");
  CREATE INDEX "alert_consents_user_idx" ON "alert_consents" USING btree ("user_id");
  CREATE INDEX "alert_consents_alert_idx" ON "alert_consents" USING btree ("alert_id");
  CREATE INDEX "alert_consents_updated_at_idx" ON "alert_consents" USING btree ("updated_at");
  CREATE INDEX "alert_consents_created_at_idx" ON "alert_consents" USING btree ("created_at");
  CREATE INDEX "alert_deliveries_alert_idx" ON "alert_deliveries" USING btree ("alert_id");
  CREATE INDEX "alert_deliveries_posting_idx" ON "alert_deliveries" USING btree ("posting_id");
  CREATE UNIQUE INDEX "alert_posting_idx" ON "alert_deliveries" USING btree ("alert_id","posting_id");
  CREATE INDEX "job_postings_archived_at_idx" ON "job_postings" USING btree ("archived_at");
  CREATE INDEX "applications_interviewed_at_idx" ON "applications" USING btree ("interviewed_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "indexing_notices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_alerts_chips" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_alerts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alert_consents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alert_deliveries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "indexing_notices" CASCADE;
  DROP TABLE "job_alerts_chips" CASCADE;
  DROP TABLE "job_alerts" CASCADE;
  DROP TABLE "alert_consents" CASCADE;
  DROP TABLE "alert_deliveries" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'notifyApplication', 'notifyInquiry', 'resendVerification', 'expirePostings', 'recheckLicences', 'pruneRateLimits', 'applyRetention', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'notifyApplication', 'notifyInquiry', 'resendVerification', 'expirePostings', 'recheckLicences', 'pruneRateLimits', 'applyRetention', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "job_postings_archived_at_idx";
  DROP INDEX "applications_interviewed_at_idx";
  ALTER TABLE "job_postings" DROP COLUMN "hours_per_year";
  ALTER TABLE "job_postings" DROP COLUMN "existing_vacancy";
  ALTER TABLE "job_postings" DROP COLUMN "ai_screening";
  ALTER TABLE "job_postings" DROP COLUMN "other_language_required";
  ALTER TABLE "job_postings" DROP COLUMN "language_requirement_reason";
  ALTER TABLE "job_postings" DROP COLUMN "archived_at";
  ALTER TABLE "job_postings" DROP COLUMN "expiry_reminder_for";
  ALTER TABLE "applications" DROP COLUMN "interviewed_at";
  ALTER TABLE "applications" DROP COLUMN "decision_reminder_sent_for";
  ALTER TABLE "users" DROP COLUMN "email_preferences_weekly_applicant_digest";
  ALTER TABLE "site_settings" DROP COLUMN "mailing_address";
  DROP TYPE "public"."enum_job_postings_existing_vacancy";
  DROP TYPE "public"."enum_job_postings_ai_screening";
  DROP TYPE "public"."enum_indexing_notices_type";
  DROP TYPE "public"."enum_indexing_notices_outcome";
  DROP TYPE "public"."enum_job_alerts_chips";
  DROP TYPE "public"."enum_job_alerts_language";
  DROP TYPE "public"."enum_job_alerts_province";
  DROP TYPE "public"."enum_job_alerts_position_type";
  DROP TYPE "public"."enum_job_alerts_frequency";
  DROP TYPE "public"."enum_job_alerts_status";
  DROP TYPE "public"."enum_alert_consents_language";
  DROP TYPE "public"."enum_alert_consents_method";`)
}
