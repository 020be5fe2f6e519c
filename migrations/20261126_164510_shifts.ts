import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_shifts_required_credentials" AS ENUM('liability-insurance', 'injection-cpr', 'immunisation', 'police-check');
  CREATE TYPE "public"."enum_shifts_position_type" AS ENUM('pharmacist-part-time', 'pharmacist-full-time', 'physician', 'pharmacy-technician', 'pharmacy-assistant', 'medical-administrator', 'specialist', 'clinical-assistant');
  CREATE TYPE "public"."enum_shifts_province" AS ENUM('AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT');
  CREATE TYPE "public"."enum_shifts_status" AS ENUM('open', 'booked', 'cancelled');
  CREATE TYPE "public"."enum_shifts_cancelled_by" AS ENUM('facility', 'professional');
  CREATE TYPE "public"."enum_shift_requests_status" AS ENUM('pending', 'withdrawn', 'declined', 'booked', 'cancelled');
  CREATE TYPE "public"."enum_shift_requests_cancelled_by" AS ENUM('facility', 'professional');
  CREATE TABLE "shifts_required_credentials" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_shifts_required_credentials",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "shifts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"company_id" integer,
  	"created_by_id" integer,
  	"block_id" varchar,
  	"position_type" "enum_shifts_position_type" NOT NULL,
  	"date" varchar NOT NULL,
  	"start_time" varchar NOT NULL,
  	"end_time" varchar NOT NULL,
  	"time_zone" varchar,
  	"starts_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone,
  	"break_minutes" numeric DEFAULT 0,
  	"rate_cents" numeric NOT NULL,
  	"city" varchar,
  	"province" "enum_shifts_province",
  	"street" varchar,
  	"postal_code" varchar,
  	"lat" numeric,
  	"lng" numeric,
  	"requires_licence" boolean DEFAULT false,
  	"notes" varchar,
  	"status" "enum_shifts_status" DEFAULT 'open',
  	"booked_request_id" integer,
  	"booked_professional_id" integer,
  	"cancelled_at" timestamp(3) with time zone,
  	"cancel_reason" varchar,
  	"cancelled_by" "enum_shifts_cancelled_by",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "shift_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"shift_id" integer NOT NULL,
  	"professional_id" integer,
  	"company_id" integer,
  	"rate_cents" numeric,
  	"counter_offer" boolean DEFAULT false,
  	"status" "enum_shift_requests_status" DEFAULT 'pending',
  	"starts_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone,
  	"booked_at" timestamp(3) with time zone,
  	"cancelled_at" timestamp(3) with time zone,
  	"cancelled_by" "enum_shift_requests_cancelled_by",
  	"cancel_reason" varchar,
  	"late_cancellation" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "shifts_required_credentials" ADD CONSTRAINT "shifts_required_credentials_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shifts" ADD CONSTRAINT "shifts_company_id_facilities_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."facilities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shifts" ADD CONSTRAINT "shifts_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shifts" ADD CONSTRAINT "shifts_booked_request_id_shift_requests_id_fk" FOREIGN KEY ("booked_request_id") REFERENCES "public"."shift_requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shifts" ADD CONSTRAINT "shifts_booked_professional_id_users_id_fk" FOREIGN KEY ("booked_professional_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shift_requests" ADD CONSTRAINT "shift_requests_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shift_requests" ADD CONSTRAINT "shift_requests_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shift_requests" ADD CONSTRAINT "shift_requests_company_id_facilities_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."facilities"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "shifts_required_credentials_order_idx" ON "shifts_required_credentials" USING btree ("order");
  CREATE INDEX "shifts_required_credentials_parent_idx" ON "shifts_required_credentials" USING btree ("parent_id");
  CREATE INDEX "shifts_company_idx" ON "shifts" USING btree ("company_id");
  CREATE INDEX "shifts_created_by_idx" ON "shifts" USING btree ("created_by_id");
  CREATE INDEX "shifts_block_id_idx" ON "shifts" USING btree ("block_id");
  CREATE INDEX "shifts_starts_at_idx" ON "shifts" USING btree ("starts_at");
  CREATE INDEX "shifts_rate_cents_idx" ON "shifts" USING btree ("rate_cents");
  CREATE INDEX "shifts_province_idx" ON "shifts" USING btree ("province");
  CREATE INDEX "shifts_status_idx" ON "shifts" USING btree ("status");
  CREATE INDEX "shifts_booked_request_idx" ON "shifts" USING btree ("booked_request_id");
  CREATE INDEX "shifts_booked_professional_idx" ON "shifts" USING btree ("booked_professional_id");
  CREATE INDEX "shifts_updated_at_idx" ON "shifts" USING btree ("updated_at");
  CREATE INDEX "shifts_created_at_idx" ON "shifts" USING btree ("created_at");
  CREATE INDEX "shift_requests_shift_idx" ON "shift_requests" USING btree ("shift_id");
  CREATE INDEX "shift_requests_professional_idx" ON "shift_requests" USING btree ("professional_id");
  CREATE INDEX "shift_requests_company_idx" ON "shift_requests" USING btree ("company_id");
  CREATE INDEX "shift_requests_status_idx" ON "shift_requests" USING btree ("status");
  CREATE INDEX "shift_requests_cancelled_at_idx" ON "shift_requests" USING btree ("cancelled_at");
  CREATE INDEX "shift_requests_late_cancellation_idx" ON "shift_requests" USING btree ("late_cancellation");
  CREATE INDEX "shift_requests_updated_at_idx" ON "shift_requests" USING btree ("updated_at");
  CREATE INDEX "shift_requests_created_at_idx" ON "shift_requests" USING btree ("created_at");`)

  // Written by hand (Payload's fields cannot declare them), docs/shifts.md: a professional never holds two
  // booked shifts whose times overlap (an exclusion constraint, so it holds under any concurrency); a
  // shift has at most one booking; a professional has at most one live request per shift.
  await db.execute(sql`
   CREATE EXTENSION IF NOT EXISTS btree_gist;
   ALTER TABLE "shift_requests" ADD CONSTRAINT "shift_requests_no_overlapping_bookings"
     EXCLUDE USING gist ("professional_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" = 'booked');
   CREATE UNIQUE INDEX "shift_requests_one_booking_idx" ON "shift_requests" ("shift_id") WHERE "status" = 'booked';
   CREATE UNIQUE INDEX "shift_requests_one_live_idx" ON "shift_requests" ("shift_id", "professional_id") WHERE "status" IN ('pending', 'booked');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The constraint and indexes written by hand go with their table.
  await db.execute(sql`
   DROP TABLE "shifts_required_credentials" CASCADE;
  DROP TABLE "shifts" CASCADE;
  DROP TABLE "shift_requests" CASCADE;
  DROP TYPE "public"."enum_shifts_required_credentials";
  DROP TYPE "public"."enum_shifts_position_type";
  DROP TYPE "public"."enum_shifts_province";
  DROP TYPE "public"."enum_shifts_status";
  DROP TYPE "public"."enum_shifts_cancelled_by";
  DROP TYPE "public"."enum_shift_requests_status";
  DROP TYPE "public"."enum_shift_requests_cancelled_by";`)
}
