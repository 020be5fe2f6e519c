import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "application_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"application_id" integer NOT NULL,
  	"job_posting_id" integer,
  	"applicant_id" integer,
  	"body" varchar NOT NULL,
  	"from_applicant" boolean DEFAULT false,
  	"author_id" integer,
  	"author_name" varchar,
  	"read_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "application_messages" ADD CONSTRAINT "application_messages_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "application_messages" ADD CONSTRAINT "application_messages_job_posting_id_job_postings_id_fk" FOREIGN KEY ("job_posting_id") REFERENCES "public"."job_postings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "application_messages" ADD CONSTRAINT "application_messages_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "application_messages" ADD CONSTRAINT "application_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "application_messages_application_idx" ON "application_messages" USING btree ("application_id");
  CREATE INDEX "application_messages_job_posting_idx" ON "application_messages" USING btree ("job_posting_id");
  CREATE INDEX "application_messages_applicant_idx" ON "application_messages" USING btree ("applicant_id");
  CREATE INDEX "application_messages_author_idx" ON "application_messages" USING btree ("author_id");
  CREATE INDEX "application_messages_updated_at_idx" ON "application_messages" USING btree ("updated_at");
  CREATE INDEX "application_messages_created_at_idx" ON "application_messages" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "application_messages" CASCADE;`)
}
