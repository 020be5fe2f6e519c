import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Indexes measured with `npm run bench` on 100,000 active postings:
 * - Find Work's order (posted_date DESC, id DESC) over active postings, so a page of results is
 *   read in index order instead of sorting every match;
 * - tags by posting (Payload loads each posting's tags per row) and tags by value (the chips).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "job_postings_active_posted_idx";
   CREATE INDEX IF NOT EXISTS "job_postings_active_order_idx" ON "job_postings" ("posted_date" DESC, "id" DESC) WHERE "status" = 'active';
   CREATE INDEX IF NOT EXISTS "job_postings_texts_parent_idx" ON "job_postings_texts" ("parent_id");
   CREATE INDEX IF NOT EXISTS "job_postings_texts_path_text_idx" ON "job_postings_texts" ("path", "text", "parent_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "job_postings_texts_path_text_idx";
   DROP INDEX IF EXISTS "job_postings_texts_parent_idx";
   DROP INDEX IF EXISTS "job_postings_active_order_idx";
   CREATE INDEX IF NOT EXISTS "job_postings_active_posted_idx" ON "job_postings" ("posted_date" DESC) WHERE "status" = 'active';`)
}
