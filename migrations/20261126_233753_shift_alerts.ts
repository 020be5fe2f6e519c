import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_job_alerts_kind" AS ENUM('jobs', 'shifts');
  CREATE TYPE "public"."enum_job_alerts_shift_position_type" AS ENUM('pharmacist-part-time', 'pharmacist-full-time', 'physician', 'pharmacy-technician', 'pharmacy-assistant', 'medical-administrator', 'specialist', 'clinical-assistant');
  ALTER TABLE "job_alerts" ADD COLUMN "kind" "enum_job_alerts_kind" DEFAULT 'jobs' NOT NULL;
  ALTER TABLE "job_alerts" ADD COLUMN "shift_near" varchar;
  ALTER TABLE "job_alerts" ADD COLUMN "shift_km" numeric;
  ALTER TABLE "job_alerts" ADD COLUMN "shift_position_type" "enum_job_alerts_shift_position_type";
  ALTER TABLE "job_alerts" ADD COLUMN "shift_min_rate_cents" numeric;
  ALTER TABLE "alert_deliveries" ADD COLUMN "shift_id" integer;
  ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "job_alerts_kind_idx" ON "job_alerts" USING btree ("kind");
  CREATE INDEX "alert_deliveries_shift_idx" ON "alert_deliveries" USING btree ("shift_id");
  CREATE UNIQUE INDEX "alert_shift_idx" ON "alert_deliveries" USING btree ("alert_id","shift_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "alert_deliveries" DROP CONSTRAINT "alert_deliveries_shift_id_shifts_id_fk";
  
  DROP INDEX "job_alerts_kind_idx";
  DROP INDEX "alert_deliveries_shift_idx";
  DROP INDEX "alert_shift_idx";
  ALTER TABLE "job_alerts" DROP COLUMN "kind";
  ALTER TABLE "job_alerts" DROP COLUMN "shift_near";
  ALTER TABLE "job_alerts" DROP COLUMN "shift_km";
  ALTER TABLE "job_alerts" DROP COLUMN "shift_position_type";
  ALTER TABLE "job_alerts" DROP COLUMN "shift_min_rate_cents";
  ALTER TABLE "alert_deliveries" DROP COLUMN "shift_id";
  DROP TYPE "public"."enum_job_alerts_kind";
  DROP TYPE "public"."enum_job_alerts_shift_position_type";`)
}
