import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payments_status" ADD VALUE 'ignored';
  ALTER TABLE "job_postings" ADD COLUMN "checkout_amount_cents" numeric;
  ALTER TABLE "job_postings" ADD COLUMN "checkout_currency" varchar;
  ALTER TABLE "payments" ADD COLUMN "reason" varchar;
  -- Checkouts already open when this runs were created at the site's fee in CAD: keep them payable.
  UPDATE "job_postings" SET
    "checkout_amount_cents" = COALESCE((SELECT "posting_fee_cents" FROM "site_settings" LIMIT 1), 500),
    "checkout_currency" = 'cad'
  WHERE "stripe_checkout_session_id" IS NOT NULL AND "status" = 'draft' AND "paid" IS NOT TRUE;
  ALTER TABLE "users" DROP COLUMN "reset_password_requested_at";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payments" ALTER COLUMN "status" SET DATA TYPE text;
  DROP TYPE "public"."enum_payments_status";
  CREATE TYPE "public"."enum_payments_status" AS ENUM('paid', 'pending', 'failed', 'expired', 'refunded');
  ALTER TABLE "payments" ALTER COLUMN "status" SET DATA TYPE "public"."enum_payments_status" USING "status"::"public"."enum_payments_status";
  ALTER TABLE "users" ADD COLUMN "reset_password_requested_at" timestamp(3) with time zone;
  ALTER TABLE "job_postings" DROP COLUMN "checkout_amount_cents";
  ALTER TABLE "job_postings" DROP COLUMN "checkout_currency";
  ALTER TABLE "payments" DROP COLUMN "reason";`)
}
