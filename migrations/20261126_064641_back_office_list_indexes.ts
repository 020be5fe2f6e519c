import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "status_appliedAt_idx" ON "applications" USING btree ("status","applied_at");
  CREATE INDEX "applications_applicant_name_trgm_idx" ON "applications" USING gin ("applicant_name" gin_trgm_ops);
  CREATE INDEX "applications_applicant_email_trgm_idx" ON "applications" USING gin ("applicant_email" gin_trgm_ops);
  CREATE INDEX "positionType_uploadedAt_idx" ON "resumes" USING btree ("position_type","uploaded_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "status_appliedAt_idx";
  DROP INDEX "applications_applicant_name_trgm_idx";
  DROP INDEX "applications_applicant_email_trgm_idx";
  DROP INDEX "positionType_uploadedAt_idx";`)
}
