import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "status_changes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"job_posting_id" integer,
  	"application_id" integer,
  	"from" varchar,
  	"to" varchar NOT NULL,
  	"changed_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "status_changes_id" integer;
  ALTER TABLE "status_changes" ADD CONSTRAINT "status_changes_job_posting_id_job_postings_id_fk" FOREIGN KEY ("job_posting_id") REFERENCES "public"."job_postings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "status_changes" ADD CONSTRAINT "status_changes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "status_changes" ADD CONSTRAINT "status_changes_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "status_changes_job_posting_idx" ON "status_changes" USING btree ("job_posting_id");
  CREATE INDEX "status_changes_application_idx" ON "status_changes" USING btree ("application_id");
  CREATE INDEX "status_changes_changed_by_idx" ON "status_changes" USING btree ("changed_by_id");
  CREATE INDEX "status_changes_updated_at_idx" ON "status_changes" USING btree ("updated_at");
  CREATE INDEX "status_changes_created_at_idx" ON "status_changes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_status_changes_fk" FOREIGN KEY ("status_changes_id") REFERENCES "public"."status_changes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_status_changes_id_idx" ON "payload_locked_documents_rels" USING btree ("status_changes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "status_changes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "status_changes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_status_changes_fk";
  
  DROP INDEX "payload_locked_documents_rels_status_changes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "status_changes_id";`)
}
