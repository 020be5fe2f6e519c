import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_job_postings_province" AS ENUM('AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT');
  CREATE TYPE "public"."enum_job_postings_pay_unit" AS ENUM('hour', 'year');
  CREATE TYPE "public"."enum_job_postings_position_type" AS ENUM('pharmacist-part-time', 'pharmacist-full-time', 'physician', 'pharmacy-technician', 'pharmacy-assistant', 'medical-administrator', 'specialist', 'clinical-assistant');
  CREATE TYPE "public"."enum_job_postings_employment_type" AS ENUM('full-time', 'part-time', 'contract', 'temporary', 'per-diem');
  CREATE TYPE "public"."enum_job_postings_experience_level" AS ENUM('entry-level', 'mid-level', 'senior-level', 'management');
  CREATE TYPE "public"."enum_job_postings_status" AS ENUM('draft', 'pending_review', 'active', 'rejected', 'expired', 'closed');
  CREATE TYPE "public"."enum_facilities_type" AS ENUM('pharmacy', 'practice', 'clinic', 'hospital', 'other');
  CREATE TYPE "public"."enum_facilities_province" AS ENUM('AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT');
  CREATE TYPE "public"."enum_payments_status" AS ENUM('paid', 'pending', 'failed', 'expired', 'refunded');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'expirePostings' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'expirePostings' BEFORE 'schedulePublish';
  CREATE TABLE "job_postings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"company" varchar NOT NULL,
  	"confidential" boolean DEFAULT false,
  	"location" varchar NOT NULL,
  	"city" varchar,
  	"province" "enum_job_postings_province",
  	"remote" boolean DEFAULT false,
  	"salary_range" varchar,
  	"pay_min" numeric,
  	"pay_max" numeric,
  	"pay_unit" "enum_job_postings_pay_unit",
  	"contact_email" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"requirements" varchar NOT NULL,
  	"position_type" "enum_job_postings_position_type" NOT NULL,
  	"employment_type" "enum_job_postings_employment_type" DEFAULT 'full-time' NOT NULL,
  	"experience_level" "enum_job_postings_experience_level",
  	"is_urgent" boolean DEFAULT false,
  	"facility_id" integer,
  	"status" "enum_job_postings_status" DEFAULT 'draft',
  	"paid" boolean DEFAULT false,
  	"posted_date" timestamp(3) with time zone,
  	"valid_through" timestamp(3) with time zone,
  	"created_by_id" integer,
  	"rejection_reason" varchar,
  	"stripe_checkout_session_id" varchar,
  	"stripe_payment_intent_id" varchar,
  	"search_text" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "job_postings_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "facilities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"type" "enum_facilities_type" NOT NULL,
  	"city" varchar,
  	"province" "enum_facilities_province",
  	"owner_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "saved_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"job_posting_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stripe_event_id" varchar NOT NULL,
  	"type" varchar NOT NULL,
  	"checkout_session_id" varchar,
  	"payment_intent_id" varchar,
  	"job_posting_id" integer,
  	"amount" numeric,
  	"currency" varchar,
  	"status" "enum_payments_status" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "job_postings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "facilities_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "saved_jobs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payments_id" integer;
  ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_postings_texts" ADD CONSTRAINT "job_postings_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "facilities" ADD CONSTRAINT "facilities_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_job_posting_id_job_postings_id_fk" FOREIGN KEY ("job_posting_id") REFERENCES "public"."job_postings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_job_posting_id_job_postings_id_fk" FOREIGN KEY ("job_posting_id") REFERENCES "public"."job_postings"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "job_postings_province_idx" ON "job_postings" USING btree ("province");
  CREATE INDEX "job_postings_remote_idx" ON "job_postings" USING btree ("remote");
  CREATE INDEX "job_postings_position_type_idx" ON "job_postings" USING btree ("position_type");
  CREATE INDEX "job_postings_employment_type_idx" ON "job_postings" USING btree ("employment_type");
  CREATE INDEX "job_postings_experience_level_idx" ON "job_postings" USING btree ("experience_level");
  CREATE INDEX "job_postings_is_urgent_idx" ON "job_postings" USING btree ("is_urgent");
  CREATE INDEX "job_postings_facility_idx" ON "job_postings" USING btree ("facility_id");
  CREATE INDEX "job_postings_status_idx" ON "job_postings" USING btree ("status");
  CREATE INDEX "job_postings_posted_date_idx" ON "job_postings" USING btree ("posted_date");
  CREATE INDEX "job_postings_valid_through_idx" ON "job_postings" USING btree ("valid_through");
  CREATE INDEX "job_postings_created_by_idx" ON "job_postings" USING btree ("created_by_id");
  CREATE INDEX "job_postings_stripe_checkout_session_id_idx" ON "job_postings" USING btree ("stripe_checkout_session_id");
  CREATE INDEX "job_postings_updated_at_idx" ON "job_postings" USING btree ("updated_at");
  CREATE INDEX "job_postings_created_at_idx" ON "job_postings" USING btree ("created_at");
  CREATE INDEX "status_postedDate_idx" ON "job_postings" USING btree ("status","posted_date");
  CREATE INDEX "job_postings_texts_order_parent" ON "job_postings_texts" USING btree ("order","parent_id");
  CREATE INDEX "facilities_owner_idx" ON "facilities" USING btree ("owner_id");
  CREATE INDEX "facilities_updated_at_idx" ON "facilities" USING btree ("updated_at");
  CREATE INDEX "facilities_created_at_idx" ON "facilities" USING btree ("created_at");
  CREATE INDEX "saved_jobs_user_idx" ON "saved_jobs" USING btree ("user_id");
  CREATE INDEX "saved_jobs_job_posting_idx" ON "saved_jobs" USING btree ("job_posting_id");
  CREATE INDEX "saved_jobs_updated_at_idx" ON "saved_jobs" USING btree ("updated_at");
  CREATE INDEX "saved_jobs_created_at_idx" ON "saved_jobs" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_jobPosting_idx" ON "saved_jobs" USING btree ("user_id","job_posting_id");
  CREATE UNIQUE INDEX "payments_stripe_event_id_idx" ON "payments" USING btree ("stripe_event_id");
  CREATE INDEX "payments_checkout_session_id_idx" ON "payments" USING btree ("checkout_session_id");
  CREATE INDEX "payments_payment_intent_id_idx" ON "payments" USING btree ("payment_intent_id");
  CREATE INDEX "payments_job_posting_idx" ON "payments" USING btree ("job_posting_id");
  CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status");
  CREATE INDEX "payments_updated_at_idx" ON "payments" USING btree ("updated_at");
  CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_postings_fk" FOREIGN KEY ("job_postings_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_facilities_fk" FOREIGN KEY ("facilities_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_saved_jobs_fk" FOREIGN KEY ("saved_jobs_id") REFERENCES "public"."saved_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payments_fk" FOREIGN KEY ("payments_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_job_postings_id_idx" ON "payload_locked_documents_rels" USING btree ("job_postings_id");
  CREATE INDEX "payload_locked_documents_rels_facilities_id_idx" ON "payload_locked_documents_rels" USING btree ("facilities_id");
  CREATE INDEX "payload_locked_documents_rels_saved_jobs_id_idx" ON "payload_locked_documents_rels" USING btree ("saved_jobs_id");
  CREATE INDEX "payload_locked_documents_rels_payments_id_idx" ON "payload_locked_documents_rels" USING btree ("payments_id");`)

  // Find Work searches title, description, location and position type with ILIKE '%word%':
  // a trigram GIN index keeps that fast at 100,000+ postings.
  await db.execute(sql`
   CREATE EXTENSION IF NOT EXISTS pg_trgm;
   CREATE INDEX IF NOT EXISTS "job_postings_search_text_trgm_idx" ON "job_postings" USING gin ("search_text" gin_trgm_ops);
   CREATE INDEX IF NOT EXISTS "job_postings_active_posted_idx" ON "job_postings" ("posted_date" DESC) WHERE "status" = 'active';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "job_postings_active_posted_idx";
   DROP INDEX IF EXISTS "job_postings_search_text_trgm_idx";`)
  await db.execute(sql`
   ALTER TABLE "job_postings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_postings_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "facilities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "saved_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "job_postings" CASCADE;
  DROP TABLE "job_postings_texts" CASCADE;
  DROP TABLE "facilities" CASCADE;
  DROP TABLE "saved_jobs" CASCADE;
  DROP TABLE "payments" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_job_postings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_facilities_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_saved_jobs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payments_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_job_postings_id_idx";
  DROP INDEX "payload_locked_documents_rels_facilities_id_idx";
  DROP INDEX "payload_locked_documents_rels_saved_jobs_id_idx";
  DROP INDEX "payload_locked_documents_rels_payments_id_idx";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "job_postings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "facilities_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "saved_jobs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payments_id";
  DROP TYPE "public"."enum_job_postings_province";
  DROP TYPE "public"."enum_job_postings_pay_unit";
  DROP TYPE "public"."enum_job_postings_position_type";
  DROP TYPE "public"."enum_job_postings_employment_type";
  DROP TYPE "public"."enum_job_postings_experience_level";
  DROP TYPE "public"."enum_job_postings_status";
  DROP TYPE "public"."enum_facilities_type";
  DROP TYPE "public"."enum_facilities_province";
  DROP TYPE "public"."enum_payments_status";`)
}
