import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { buildSearchParts } from '../src/domain/jobs/searchParts'

/** Postings filled per statement. */
const BATCH = 500

type Row = { id: number; title: string | null; title_fr: string | null; position_type: string | null; location: string | null; city: string | null; province: string | null }

/**
 * Find Work's relevance (docs/search.md): the folded parts it weighs (titles, position type, place),
 * the weighted word vector the database keeps from them with its index, then every existing
 * posting's parts as saving it would write them (domain/jobs/searchParts.ts), in batches by id.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "job_postings" ADD COLUMN "search_title" varchar;
  ALTER TABLE "job_postings" ADD COLUMN "search_type" varchar;
  ALTER TABLE "job_postings" ADD COLUMN "search_place" varchar;
  ALTER TABLE "job_postings" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce("job_postings"."search_title", '')), 'A') || setweight(to_tsvector('simple', coalesce("job_postings"."search_type", '')), 'B') || setweight(to_tsvector('simple', coalesce("job_postings"."search_place", '')), 'C') || setweight(to_tsvector('simple', coalesce("job_postings"."search_text", '')), 'D')) STORED;
  CREATE INDEX "job_postings_search_vector_idx" ON "job_postings" USING gin ("search_vector");`)
  const rows = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows
  for (let after = 0; ; ) {
    const batch = await rows(
      sql`SELECT id, title, title_fr, position_type::text AS position_type, location, city, province::text AS province
          FROM job_postings WHERE id > ${after} ORDER BY id LIMIT ${BATCH}`,
    )
    if (batch.length === 0) break
    after = Number(batch.at(-1)!.id)
    const filled = batch.map((row) => {
      const parts = buildSearchParts({ ...row, titleFr: row.title_fr, positionType: row.position_type })
      return sql`(${Number(row.id)}::int, ${parts.searchTitle}::varchar, ${parts.searchType}::varchar, ${parts.searchPlace}::varchar)`
    })
    await db.execute(sql`
      UPDATE job_postings j SET search_title = p.title, search_type = p.type, search_place = p.place
      FROM (VALUES ${sql.join(filled, sql`, `)}) AS p(id, title, type, place)
      WHERE j.id = p.id`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "job_postings_search_vector_idx";
  ALTER TABLE "job_postings" DROP COLUMN "search_title";
  ALTER TABLE "job_postings" DROP COLUMN "search_type";
  ALTER TABLE "job_postings" DROP COLUMN "search_place";
  ALTER TABLE "job_postings" DROP COLUMN "search_vector";`)
}
