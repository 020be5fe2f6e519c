import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Posting analytics (docs/analytics.md): what browsers report, summed per posting and day in the
 * site's zone. Nothing of a visitor is a column. Not a Payload collection: only the counter's flush
 * writes it and only the analytics screens read it, so no API can. A deleted posting takes its rows.
 * The day index serves the admin's site-wide weeks.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE IF NOT EXISTS "posting_daily_stats" (
     "posting_id" integer NOT NULL REFERENCES "job_postings"("id") ON DELETE CASCADE,
     "day" date NOT NULL,
     "impressions" integer NOT NULL DEFAULT 0,
     "views" integer NOT NULL DEFAULT 0,
     "apply_clicks" integer NOT NULL DEFAULT 0,
     PRIMARY KEY ("posting_id", "day")
   );
   CREATE INDEX IF NOT EXISTS "posting_daily_stats_day_idx" ON "posting_daily_stats" ("day");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE IF EXISTS "posting_daily_stats";`)
}
