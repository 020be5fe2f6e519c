import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_interviews_status" AS ENUM('proposed', 'booked', 'otherTimes', 'cancelled');
  CREATE TYPE "public"."enum_interviews_cancelled_by" AS ENUM('team', 'applicant');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'interviews' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'interviews' BEFORE 'schedulePublish';
  CREATE TABLE "interviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"application_id" integer NOT NULL,
  	"job_posting_id" integer,
  	"applicant_id" integer,
  	"proposed_by_id" integer,
  	"status" "enum_interviews_status" DEFAULT 'proposed' NOT NULL,
  	"slots" jsonb NOT NULL,
  	"location" varchar NOT NULL,
  	"message" varchar,
  	"chosen_slot" numeric,
  	"starts_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone,
  	"time_zone" varchar,
  	"accommodation" varchar,
  	"note" varchar,
  	"cancelled_by" "enum_interviews_cancelled_by",
  	"uid" varchar,
  	"sequence" numeric DEFAULT 0,
  	"reminded_sequence" numeric,
  	"held_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "interviews" ADD CONSTRAINT "interviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "interviews" ADD CONSTRAINT "interviews_job_posting_id_job_postings_id_fk" FOREIGN KEY ("job_posting_id") REFERENCES "public"."job_postings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "interviews" ADD CONSTRAINT "interviews_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "interviews" ADD CONSTRAINT "interviews_proposed_by_id_users_id_fk" FOREIGN KEY ("proposed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "interviews_application_idx" ON "interviews" USING btree ("application_id");
  CREATE INDEX "interviews_job_posting_idx" ON "interviews" USING btree ("job_posting_id");
  CREATE INDEX "interviews_applicant_idx" ON "interviews" USING btree ("applicant_id");
  CREATE INDEX "interviews_proposed_by_idx" ON "interviews" USING btree ("proposed_by_id");
  CREATE INDEX "interviews_status_idx" ON "interviews" USING btree ("status");
  CREATE INDEX "interviews_starts_at_idx" ON "interviews" USING btree ("starts_at");
  CREATE UNIQUE INDEX "interviews_uid_idx" ON "interviews" USING btree ("uid");
  CREATE INDEX "interviews_updated_at_idx" ON "interviews" USING btree ("updated_at");
  CREATE INDEX "interviews_created_at_idx" ON "interviews" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "interviews" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'pruneDeliveryClaims', 'notifyApplication', 'notifyInquiry', 'resendVerification', 'expirePostings', 'recheckLicences', 'pruneRateLimits', 'applyRetention', 'googleIndexing', 'alertDigest', 'expiryReminders', 'applicantDigest', 'decisionReminders', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'pruneDeliveryClaims', 'notifyApplication', 'notifyInquiry', 'resendVerification', 'expirePostings', 'recheckLicences', 'pruneRateLimits', 'applyRetention', 'googleIndexing', 'alertDigest', 'expiryReminders', 'applicantDigest', 'decisionReminders', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_interviews_status";
  DROP TYPE "public"."enum_interviews_cancelled_by";`)
}
