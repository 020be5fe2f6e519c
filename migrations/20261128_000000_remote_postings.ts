import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * A posting whose location says remote, or that carries the remote tag, is remote (src/domain/jobs/remote.ts):
 * every save now writes that to `remote`, which Find Work's Remote chip, its distance search and the
 * Remote badge all read. This gives the postings saved before the same answer.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   UPDATE "job_postings" SET "remote" = true
    WHERE "remote" IS NOT TRUE
      AND ("location" ILIKE '%remote%'
        OR "id" IN (SELECT "parent_id" FROM "job_postings_texts" WHERE "path" = 'tags' AND "text" = 'remote'));`)
}

/** Nothing to undo: the postings stay remote, as their location or tag says. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
