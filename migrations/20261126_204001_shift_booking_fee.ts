import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_shift_requests_status" ADD VALUE 'awaiting_payment' BEFORE 'withdrawn';
  ALTER TABLE "shift_requests" ADD COLUMN "checkout_session_id" varchar;
  ALTER TABLE "shift_requests" ADD COLUMN "checkout_url" varchar;
  ALTER TABLE "shift_requests" ADD COLUMN "checkout_amount_cents" numeric;
  ALTER TABLE "shift_requests" ADD COLUMN "checkout_currency" varchar;
  ALTER TABLE "shift_requests" ADD COLUMN "payment_intent_id" varchar;
  ALTER TABLE "payments" ADD COLUMN "shift_request_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "shift_booking_fee_cents" numeric DEFAULT 0;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_shift_request_id_shift_requests_id_fk" FOREIGN KEY ("shift_request_id") REFERENCES "public"."shift_requests"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "shift_requests_checkout_session_id_idx" ON "shift_requests" USING btree ("checkout_session_id");
  CREATE INDEX "payments_shift_request_idx" ON "payments" USING btree ("shift_request_id");`)
  // By hand: a request waiting for its booking fee is live too (one live request per professional and
  // shift). Named by the states that are not live: a value added to an enum cannot be named in the
  // transaction that adds it.
  await db.execute(sql`
   DROP INDEX "shift_requests_one_live_idx";
   CREATE UNIQUE INDEX "shift_requests_one_live_idx" ON "shift_requests" ("shift_id", "professional_id") WHERE "status" NOT IN ('withdrawn', 'declined', 'cancelled');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The hand-written rules read the status column: dropped while its type changes, then made again.
  await db.execute(sql`
   UPDATE "shift_requests" SET "status" = 'pending' WHERE "status"::text = 'awaiting_payment';
   ALTER TABLE "shift_requests" DROP CONSTRAINT "shift_requests_no_overlapping_bookings";
   DROP INDEX "shift_requests_one_booking_idx";
   DROP INDEX "shift_requests_one_live_idx";
   ALTER TABLE "payments" DROP CONSTRAINT "payments_shift_request_id_shift_requests_id_fk";
  
  ALTER TABLE "shift_requests" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "shift_requests" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_shift_requests_status";
  CREATE TYPE "public"."enum_shift_requests_status" AS ENUM('pending', 'withdrawn', 'declined', 'booked', 'cancelled');
  ALTER TABLE "shift_requests" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_shift_requests_status";
  ALTER TABLE "shift_requests" ALTER COLUMN "status" SET DATA TYPE "public"."enum_shift_requests_status" USING "status"::"public"."enum_shift_requests_status";
  DROP INDEX "shift_requests_checkout_session_id_idx";
  DROP INDEX "payments_shift_request_idx";
  ALTER TABLE "shift_requests" DROP COLUMN "checkout_session_id";
  ALTER TABLE "shift_requests" DROP COLUMN "checkout_url";
  ALTER TABLE "shift_requests" DROP COLUMN "checkout_amount_cents";
  ALTER TABLE "shift_requests" DROP COLUMN "checkout_currency";
  ALTER TABLE "shift_requests" DROP COLUMN "payment_intent_id";
  ALTER TABLE "payments" DROP COLUMN "shift_request_id";
  ALTER TABLE "site_settings" DROP COLUMN "shift_booking_fee_cents";
  ALTER TABLE "shift_requests" ADD CONSTRAINT "shift_requests_no_overlapping_bookings"
    EXCLUDE USING gist ("professional_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" = 'booked');
  CREATE UNIQUE INDEX "shift_requests_one_booking_idx" ON "shift_requests" ("shift_id") WHERE "status" = 'booked';
  CREATE UNIQUE INDEX "shift_requests_one_live_idx" ON "shift_requests" ("shift_id", "professional_id") WHERE "status" IN ('pending', 'booked');`)
}
