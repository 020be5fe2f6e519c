import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_applications_status" AS ENUM('pending', 'reviewed', 'interviewed', 'hired', 'rejected');
  CREATE TYPE "public"."enum_resumes_position_type" AS ENUM('physician', 'pharmacist', 'pharmacy_manager', 'pharmacy_assistant', 'medical_administrator', 'nurse_practitioner', 'clinical_assistant');
  CREATE TYPE "public"."enum_resumes_status" AS ENUM('active');
  CREATE TYPE "public"."enum_professional_profiles_license_province" AS ENUM('AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT');
  CREATE TABLE "applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"job_posting_id" integer NOT NULL,
  	"applicant_id" integer,
  	"cover_letter" varchar,
  	"resume_id" integer,
  	"status" "enum_applications_status" DEFAULT 'pending' NOT NULL,
  	"applied_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "resumes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer,
  	"guest_key" varchar,
  	"category_name" varchar NOT NULL,
  	"position_type" "enum_resumes_position_type" NOT NULL,
  	"original_filename" varchar NOT NULL,
  	"file_size" numeric NOT NULL,
  	"status" "enum_resumes_status" DEFAULT 'active',
  	"uploaded_at" timestamp(3) with time zone,
  	"prefix" varchar DEFAULT 'resumes',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric
  );
  
  CREATE TABLE "professional_profiles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"license_number" varchar,
  	"license_type" varchar,
  	"license_province" "enum_professional_profiles_license_province",
  	"years_experience" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "professional_profiles_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "applications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "resumes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "professional_profiles_id" integer;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_job_posting_id_job_postings_id_fk" FOREIGN KEY ("job_posting_id") REFERENCES "public"."job_postings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "resumes" ADD CONSTRAINT "resumes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "professional_profiles" ADD CONSTRAINT "professional_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "professional_profiles_texts" ADD CONSTRAINT "professional_profiles_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."professional_profiles"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "applications_job_posting_idx" ON "applications" USING btree ("job_posting_id");
  CREATE INDEX "applications_applicant_idx" ON "applications" USING btree ("applicant_id");
  CREATE INDEX "applications_resume_idx" ON "applications" USING btree ("resume_id");
  CREATE INDEX "applications_applied_at_idx" ON "applications" USING btree ("applied_at");
  CREATE INDEX "applications_updated_at_idx" ON "applications" USING btree ("updated_at");
  CREATE INDEX "applications_created_at_idx" ON "applications" USING btree ("created_at");
  CREATE UNIQUE INDEX "jobPosting_applicant_idx" ON "applications" USING btree ("job_posting_id","applicant_id");
  CREATE INDEX "resumes_owner_idx" ON "resumes" USING btree ("owner_id");
  CREATE INDEX "resumes_guest_key_idx" ON "resumes" USING btree ("guest_key");
  CREATE INDEX "resumes_uploaded_at_idx" ON "resumes" USING btree ("uploaded_at");
  CREATE INDEX "resumes_updated_at_idx" ON "resumes" USING btree ("updated_at");
  CREATE INDEX "resumes_created_at_idx" ON "resumes" USING btree ("created_at");
  CREATE UNIQUE INDEX "resumes_filename_idx" ON "resumes" USING btree ("filename");
  CREATE UNIQUE INDEX "professional_profiles_user_idx" ON "professional_profiles" USING btree ("user_id");
  CREATE INDEX "professional_profiles_updated_at_idx" ON "professional_profiles" USING btree ("updated_at");
  CREATE INDEX "professional_profiles_created_at_idx" ON "professional_profiles" USING btree ("created_at");
  CREATE INDEX "professional_profiles_texts_order_parent" ON "professional_profiles_texts" USING btree ("order","parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_applications_fk" FOREIGN KEY ("applications_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_resumes_fk" FOREIGN KEY ("resumes_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_professional_profiles_fk" FOREIGN KEY ("professional_profiles_id") REFERENCES "public"."professional_profiles"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("applications_id");
  CREATE INDEX "payload_locked_documents_rels_resumes_id_idx" ON "payload_locked_documents_rels" USING btree ("resumes_id");
  CREATE INDEX "payload_locked_documents_rels_professional_profiles_id_idx" ON "payload_locked_documents_rels" USING btree ("professional_profiles_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "applications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "resumes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "professional_profiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "professional_profiles_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "applications" CASCADE;
  DROP TABLE "resumes" CASCADE;
  DROP TABLE "professional_profiles" CASCADE;
  DROP TABLE "professional_profiles_texts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_applications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_resumes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_professional_profiles_fk";
  
  DROP INDEX "payload_locked_documents_rels_applications_id_idx";
  DROP INDEX "payload_locked_documents_rels_resumes_id_idx";
  DROP INDEX "payload_locked_documents_rels_professional_profiles_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "applications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "resumes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "professional_profiles_id";
  DROP TYPE "public"."enum_applications_status";
  DROP TYPE "public"."enum_resumes_position_type";
  DROP TYPE "public"."enum_resumes_status";
  DROP TYPE "public"."enum_professional_profiles_license_province";`)
}
