import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'credentialReminders' BEFORE 'pruneRateLimits';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'credentialReminders' BEFORE 'pruneRateLimits';
  ALTER TABLE "site_settings" ADD COLUMN "gst_hst_number" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "qst_number" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'pruneDeliveryClaims', 'notifyApplication', 'notifyInquiry', 'resendVerification', 'expirePostings', 'recheckLicences', 'pruneRateLimits', 'applyRetention', 'googleIndexing', 'alertDigest', 'expiryReminders', 'applicantDigest', 'decisionReminders', 'interviews', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'pruneDeliveryClaims', 'notifyApplication', 'notifyInquiry', 'resendVerification', 'expirePostings', 'recheckLicences', 'pruneRateLimits', 'applyRetention', 'googleIndexing', 'alertDigest', 'expiryReminders', 'applicantDigest', 'decisionReminders', 'interviews', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "site_settings" DROP COLUMN "gst_hst_number";
  ALTER TABLE "site_settings" DROP COLUMN "qst_number";`)
}
