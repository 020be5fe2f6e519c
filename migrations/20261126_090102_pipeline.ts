import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "facilities_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "applications_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "application_notes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"application_id" integer NOT NULL,
  	"job_posting_id" integer,
  	"body" varchar NOT NULL,
  	"author_id" integer,
  	"author_name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "facilities" ADD COLUMN "status_email_subject_en" varchar;
  ALTER TABLE "facilities" ADD COLUMN "status_email_body_en" varchar;
  ALTER TABLE "facilities" ADD COLUMN "status_email_subject_fr" varchar;
  ALTER TABLE "facilities" ADD COLUMN "status_email_body_fr" varchar;
  ALTER TABLE "applications" ADD COLUMN "rating" numeric;
  ALTER TABLE "facilities_texts" ADD CONSTRAINT "facilities_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "applications_texts" ADD CONSTRAINT "applications_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_job_posting_id_job_postings_id_fk" FOREIGN KEY ("job_posting_id") REFERENCES "public"."job_postings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "facilities_texts_order_parent" ON "facilities_texts" USING btree ("order","parent_id");
  CREATE INDEX "applications_texts_order_parent" ON "applications_texts" USING btree ("order","parent_id");
  CREATE INDEX "application_notes_application_idx" ON "application_notes" USING btree ("application_id");
  CREATE INDEX "application_notes_job_posting_idx" ON "application_notes" USING btree ("job_posting_id");
  CREATE INDEX "application_notes_author_idx" ON "application_notes" USING btree ("author_id");
  CREATE INDEX "application_notes_updated_at_idx" ON "application_notes" USING btree ("updated_at");
  CREATE INDEX "application_notes_created_at_idx" ON "application_notes" USING btree ("created_at");
  CREATE INDEX "applications_rating_idx" ON "applications" USING btree ("rating");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "facilities_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "applications_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "application_notes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "facilities_texts" CASCADE;
  DROP TABLE "applications_texts" CASCADE;
  DROP TABLE "application_notes" CASCADE;
  DROP INDEX "applications_rating_idx";
  ALTER TABLE "facilities" DROP COLUMN "status_email_subject_en";
  ALTER TABLE "facilities" DROP COLUMN "status_email_body_en";
  ALTER TABLE "facilities" DROP COLUMN "status_email_subject_fr";
  ALTER TABLE "facilities" DROP COLUMN "status_email_body_fr";
  ALTER TABLE "applications" DROP COLUMN "rating";`)
}
