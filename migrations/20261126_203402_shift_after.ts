import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "shift_requests" ADD COLUMN "professional_minutes" numeric;
  ALTER TABLE "shift_requests" ADD COLUMN "professional_confirmed_at" timestamp(3) with time zone;
  ALTER TABLE "shift_requests" ADD COLUMN "facility_minutes" numeric;
  ALTER TABLE "shift_requests" ADD COLUMN "facility_confirmed_at" timestamp(3) with time zone;
  ALTER TABLE "shift_requests" ADD COLUMN "agreed_minutes" numeric;
  ALTER TABLE "shift_requests" ADD COLUMN "hours_dispute" boolean DEFAULT false;
  ALTER TABLE "shift_requests" ADD COLUMN "professional_score" numeric;
  ALTER TABLE "shift_requests" ADD COLUMN "professional_comment" varchar;
  ALTER TABLE "shift_requests" ADD COLUMN "professional_rated_at" timestamp(3) with time zone;
  ALTER TABLE "shift_requests" ADD COLUMN "professional_comment_hidden" boolean DEFAULT false;
  ALTER TABLE "shift_requests" ADD COLUMN "facility_score" numeric;
  ALTER TABLE "shift_requests" ADD COLUMN "facility_comment" varchar;
  ALTER TABLE "shift_requests" ADD COLUMN "facility_rated_at" timestamp(3) with time zone;
  ALTER TABLE "shift_requests" ADD COLUMN "facility_comment_hidden" boolean DEFAULT false;
  ALTER TABLE "professional_profiles" ADD COLUMN "gst_hst_number" varchar;
  CREATE INDEX "shift_requests_hours_dispute_idx" ON "shift_requests" USING btree ("hours_dispute");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "shift_requests_hours_dispute_idx";
  ALTER TABLE "shift_requests" DROP COLUMN "professional_minutes";
  ALTER TABLE "shift_requests" DROP COLUMN "professional_confirmed_at";
  ALTER TABLE "shift_requests" DROP COLUMN "facility_minutes";
  ALTER TABLE "shift_requests" DROP COLUMN "facility_confirmed_at";
  ALTER TABLE "shift_requests" DROP COLUMN "agreed_minutes";
  ALTER TABLE "shift_requests" DROP COLUMN "hours_dispute";
  ALTER TABLE "shift_requests" DROP COLUMN "professional_score";
  ALTER TABLE "shift_requests" DROP COLUMN "professional_comment";
  ALTER TABLE "shift_requests" DROP COLUMN "professional_rated_at";
  ALTER TABLE "shift_requests" DROP COLUMN "professional_comment_hidden";
  ALTER TABLE "shift_requests" DROP COLUMN "facility_score";
  ALTER TABLE "shift_requests" DROP COLUMN "facility_comment";
  ALTER TABLE "shift_requests" DROP COLUMN "facility_rated_at";
  ALTER TABLE "shift_requests" DROP COLUMN "facility_comment_hidden";
  ALTER TABLE "professional_profiles" DROP COLUMN "gst_hst_number";`)
}
