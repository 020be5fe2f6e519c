import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Delivery claims (src/domain/email/deliveryClaims.ts): one row per message that must go once (an
 * email job, a recipient's weekly digest), so two queue runners that picked up the same job do not
 * both send it. Not a Payload collection: nothing but that module reads or writes it, so no API can
 * either. Plus the task that prunes them.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE IF NOT EXISTS "delivery_claims" (
     "key" varchar(200) PRIMARY KEY,
     "claimed_at" timestamp(3) with time zone NOT NULL DEFAULT now()
   );
   CREATE INDEX IF NOT EXISTS "delivery_claims_claimed_at_idx" ON "delivery_claims" ("claimed_at");
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'pruneDeliveryClaims' BEFORE 'notifyApplication';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'pruneDeliveryClaims' BEFORE 'notifyApplication';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE IF EXISTS "delivery_claims";
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'notifyApplication', 'notifyInquiry', 'resendVerification', 'expirePostings', 'recheckLicences', 'pruneRateLimits', 'applyRetention', 'googleIndexing', 'alertDigest', 'expiryReminders', 'applicantDigest', 'decisionReminders', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'notifyApplication', 'notifyInquiry', 'resendVerification', 'expirePostings', 'recheckLicences', 'pruneRateLimits', 'applyRetention', 'googleIndexing', 'alertDigest', 'expiryReminders', 'applicantDigest', 'decisionReminders', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
