import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Postings that had already come down (closed or expired) are archived as of when they ended: the
 * last move into that state in the audit trail, else the end of the listing for an expired one,
 * else their last change (the same moment the retention rules used before; docs/privacy.md).
 * Applications interviewed before interview dates were kept carry no date: no decision is counted
 * as due for them.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    UPDATE job_postings j SET archived_at = coalesce(
      (SELECT max(s.created_at) FROM status_changes s WHERE s.job_posting_id = j.id AND s."to" = j.status::text),
      CASE WHEN j.status = 'expired' THEN j.valid_through END,
      j.updated_at)
    WHERE j.status IN ('closed', 'expired') AND j.archived_at IS NULL`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`UPDATE job_postings SET archived_at = NULL`)
}
