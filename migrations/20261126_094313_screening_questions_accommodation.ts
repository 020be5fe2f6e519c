import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_job_postings_screening_questions_kind" AS ENUM('yesNo', 'choice', 'text');
  CREATE TABLE "job_postings_screening_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_job_postings_screening_questions_kind" NOT NULL,
  	"question" varchar NOT NULL,
  	"required_answer" varchar
  );
  
  CREATE TABLE "applications_screening_answers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question_id" varchar NOT NULL,
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL
  );
  
  ALTER TABLE "facilities" ADD COLUMN "accommodation_en" varchar;
  ALTER TABLE "facilities" ADD COLUMN "accommodation_fr" varchar;
  ALTER TABLE "applications" ADD COLUMN "meets_requirements" boolean;
  ALTER TABLE "job_postings_screening_questions" ADD CONSTRAINT "job_postings_screening_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "applications_screening_answers" ADD CONSTRAINT "applications_screening_answers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "job_postings_screening_questions_order_idx" ON "job_postings_screening_questions" USING btree ("_order");
  CREATE INDEX "job_postings_screening_questions_parent_id_idx" ON "job_postings_screening_questions" USING btree ("_parent_id");
  CREATE INDEX "applications_screening_answers_order_idx" ON "applications_screening_answers" USING btree ("_order");
  CREATE INDEX "applications_screening_answers_parent_id_idx" ON "applications_screening_answers" USING btree ("_parent_id");
  CREATE INDEX "applications_meets_requirements_idx" ON "applications" USING btree ("meets_requirements");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "job_postings_screening_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "applications_screening_answers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "job_postings_screening_questions" CASCADE;
  DROP TABLE "applications_screening_answers" CASCADE;
  DROP INDEX "applications_meets_requirements_idx";
  ALTER TABLE "facilities" DROP COLUMN "accommodation_en";
  ALTER TABLE "facilities" DROP COLUMN "accommodation_fr";
  ALTER TABLE "applications" DROP COLUMN "meets_requirements";
  DROP TYPE "public"."enum_job_postings_screening_questions_kind";`)
}
