import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_privacy_requests_action" AS ENUM('export', 'deletion');
  CREATE TYPE "public"."enum_privacy_requests_requested_by" AS ENUM('self', 'admin', 'retention');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'applyRetention' BEFORE 'schedulePublish';
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
  
  CREATE TABLE "privacy_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_privacy_requests_action" NOT NULL,
  	"requested_by" "enum_privacy_requests_requested_by" NOT NULL,
  	"account" numeric NOT NULL,
  	"performed_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "email_preferences_application_updates" boolean DEFAULT true;
  ALTER TABLE "users" ADD COLUMN "email_preferences_new_applicants" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "retention_guest_resume_days" numeric DEFAULT 90 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "retention_application_years" numeric DEFAULT 3 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "retention_unverified_account_days" numeric DEFAULT 30 NOT NULL;
  ALTER TABLE "pages_blocks_retention_periods" ADD CONSTRAINT "pages_blocks_retention_periods_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_retention_periods" ADD CONSTRAINT "_pages_v_blocks_retention_periods_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_performed_by_id_users_id_fk" FOREIGN KEY ("performed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_retention_periods_order_idx" ON "pages_blocks_retention_periods" USING btree ("_order");
  CREATE INDEX "pages_blocks_retention_periods_parent_id_idx" ON "pages_blocks_retention_periods" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_retention_periods_path_idx" ON "pages_blocks_retention_periods" USING btree ("_path");
  CREATE INDEX "pages_blocks_retention_periods_locale_idx" ON "pages_blocks_retention_periods" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_retention_periods_order_idx" ON "_pages_v_blocks_retention_periods" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_retention_periods_parent_id_idx" ON "_pages_v_blocks_retention_periods" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_retention_periods_path_idx" ON "_pages_v_blocks_retention_periods" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_retention_periods_locale_idx" ON "_pages_v_blocks_retention_periods" USING btree ("_locale");
  CREATE INDEX "privacy_requests_performed_by_idx" ON "privacy_requests" USING btree ("performed_by_id");
  CREATE INDEX "privacy_requests_updated_at_idx" ON "privacy_requests" USING btree ("updated_at");
  CREATE INDEX "privacy_requests_created_at_idx" ON "privacy_requests" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_retention_periods" CASCADE;
  DROP TABLE "_pages_v_blocks_retention_periods" CASCADE;
  DROP TABLE "privacy_requests" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'notifyApplication', 'notifyInquiry', 'resendVerification', 'expirePostings', 'pruneRateLimits', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'notifyApplication', 'notifyInquiry', 'resendVerification', 'expirePostings', 'pruneRateLimits', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "users" DROP COLUMN "email_preferences_application_updates";
  ALTER TABLE "users" DROP COLUMN "email_preferences_new_applicants";
  ALTER TABLE "site_settings" DROP COLUMN "retention_guest_resume_days";
  ALTER TABLE "site_settings" DROP COLUMN "retention_application_years";
  ALTER TABLE "site_settings" DROP COLUMN "retention_unverified_account_days";
  DROP TYPE "public"."enum_privacy_requests_action";
  DROP TYPE "public"."enum_privacy_requests_requested_by";`)
}
