import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { postingPlace } from '../src/domain/places/postingPlace'

/** Postings placed per statement. */
const BATCH = 500

type Row = { id: number; city: string | null; province: string | null; location: string | null }

/**
 * Every existing posting placed as saving it would place it (domain/places/postingPlace.ts), in
 * batches by id; a place the gazetteer does not know stays empty. Running it again changes nothing.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  const rows = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows
  for (let after = 0; ; ) {
    const batch = await rows(sql`SELECT id, city, province::text AS province, location FROM job_postings WHERE id > ${after} ORDER BY id LIMIT ${BATCH}`)
    if (batch.length === 0) break
    after = Number(batch.at(-1)!.id)
    const placed = batch.map((row) => {
      const place = postingPlace(row)
      return sql`(${Number(row.id)}::int, ${place?.lat ?? null}::numeric, ${place?.lng ?? null}::numeric)`
    })
    await db.execute(sql`
      UPDATE job_postings j SET latitude = p.lat, longitude = p.lng
      FROM (VALUES ${sql.join(placed, sql`, `)}) AS p(id, lat, lng)
      WHERE j.id = p.id`)
  }
}

// The columns go with the previous migration's down.
export async function down(_args: MigrateDownArgs): Promise<void> {}
