import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The email delivery claims (src/domain/email/deliverOnce.ts): one row per email job delivered, so two
 * queue runners that picked up the same job do not both send it. Not a Payload collection: nothing
 * but that code reads or writes it, so no API can either. Plus the task that prunes them.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE IF NOT EXISTS "email_sends" (
     "job_id" varchar(64) PRIMARY KEY,
     "sent_at" timestamp(3) with time zone NOT NULL DEFAULT now()
   );
   CREATE INDEX IF NOT EXISTS "email_sends_sent_at_idx" ON "email_sends" ("sent_at");
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'pruneEmailSends' BEFORE 'notifyApplication';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'pruneEmailSends' BEFORE 'notifyApplication';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE IF EXISTS "email_sends";
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'notifyApplication', 'notifyInquiry', 'resendVerification', 'expirePostings', 'recheckLicences', 'pruneRateLimits', 'applyRetention', 'googleIndexing', 'alertDigest', 'expiryReminders', 'applicantDigest', 'decisionReminders', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'notifyApplication', 'notifyInquiry', 'resendVerification', 'expirePostings', 'recheckLicences', 'pruneRateLimits', 'applyRetention', 'googleIndexing', 'alertDigest', 'expiryReminders', 'applicantDigest', 'decisionReminders', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
