import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Job alerts take every Find Work filter: provinces and position types as lists, a place with its
 * radius and whether remote postings are hidden, a minimum pay per hour or year. An alert's one
 * province and position type become one-element lists, then the single columns go (one place for
 * the search: the collection no longer has them). Search keys stay as they were: a one-element list
 * gives the key its single value gave. Down keeps each list's first value and loses place and pay.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_job_alerts_provinces" AS ENUM('AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT');
  CREATE TYPE "public"."enum_job_alerts_types" AS ENUM('pharmacist-part-time', 'pharmacist-full-time', 'physician', 'pharmacy-technician', 'pharmacy-assistant', 'medical-administrator', 'specialist', 'clinical-assistant');
  CREATE TYPE "public"."enum_job_alerts_per" AS ENUM('hour', 'year');
  CREATE TABLE "job_alerts_provinces" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_job_alerts_provinces",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "job_alerts_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_job_alerts_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "job_alerts" ADD COLUMN "near" varchar;
  ALTER TABLE "job_alerts" ADD COLUMN "radius" numeric;
  ALTER TABLE "job_alerts" ADD COLUMN "hide_remote" boolean DEFAULT false;
  ALTER TABLE "job_alerts" ADD COLUMN "pay" numeric;
  ALTER TABLE "job_alerts" ADD COLUMN "per" "enum_job_alerts_per";
  ALTER TABLE "job_alerts_provinces" ADD CONSTRAINT "job_alerts_provinces_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_alerts_types" ADD CONSTRAINT "job_alerts_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "job_alerts_provinces_order_idx" ON "job_alerts_provinces" USING btree ("order");
  CREATE INDEX "job_alerts_provinces_parent_idx" ON "job_alerts_provinces" USING btree ("parent_id");
  CREATE INDEX "job_alerts_types_order_idx" ON "job_alerts_types" USING btree ("order");
  CREATE INDEX "job_alerts_types_parent_idx" ON "job_alerts_types" USING btree ("parent_id");
  INSERT INTO "job_alerts_provinces" ("order", "parent_id", "value")
    SELECT 1, "id", "province"::text::"enum_job_alerts_provinces" FROM "job_alerts" WHERE "province" IS NOT NULL;
  INSERT INTO "job_alerts_types" ("order", "parent_id", "value")
    SELECT 1, "id", "position_type"::text::"enum_job_alerts_types" FROM "job_alerts" WHERE "position_type" IS NOT NULL;
  ALTER TABLE "job_alerts" DROP COLUMN "province";
  ALTER TABLE "job_alerts" DROP COLUMN "position_type";
  DROP TYPE "public"."enum_job_alerts_province";
  DROP TYPE "public"."enum_job_alerts_position_type";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_job_alerts_province" AS ENUM('AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT');
  CREATE TYPE "public"."enum_job_alerts_position_type" AS ENUM('pharmacist-part-time', 'pharmacist-full-time', 'physician', 'pharmacy-technician', 'pharmacy-assistant', 'medical-administrator', 'specialist', 'clinical-assistant');
  ALTER TABLE "job_alerts" ADD COLUMN "province" "enum_job_alerts_province";
  ALTER TABLE "job_alerts" ADD COLUMN "position_type" "enum_job_alerts_position_type";
  UPDATE "job_alerts" a SET
    "province" = (SELECT p."value"::text::"enum_job_alerts_province" FROM "job_alerts_provinces" p WHERE p."parent_id" = a."id" ORDER BY p."order" LIMIT 1),
    "position_type" = (SELECT t."value"::text::"enum_job_alerts_position_type" FROM "job_alerts_types" t WHERE t."parent_id" = a."id" ORDER BY t."order" LIMIT 1);
  DROP TABLE "job_alerts_provinces" CASCADE;
  DROP TABLE "job_alerts_types" CASCADE;
  ALTER TABLE "job_alerts" DROP COLUMN "near";
  ALTER TABLE "job_alerts" DROP COLUMN "radius";
  ALTER TABLE "job_alerts" DROP COLUMN "hide_remote";
  ALTER TABLE "job_alerts" DROP COLUMN "pay";
  ALTER TABLE "job_alerts" DROP COLUMN "per";
  DROP TYPE "public"."enum_job_alerts_provinces";
  DROP TYPE "public"."enum_job_alerts_types";
  DROP TYPE "public"."enum_job_alerts_per";`)
}
