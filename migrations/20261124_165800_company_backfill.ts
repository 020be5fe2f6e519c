import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { slugify } from '../src/domain/companies/slug'

/**
 * Companies take over from "the posting's creator" (docs/companies.md): every existing company gets
 * its address (slug); every employer who posted gets a company (the one they own, else a new one
 * named after their latest posting's company) and becomes its member; every employer's posting
 * belongs to its creator's company (a posting could name any facility before). Admins' postings keep theirs.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  const rows = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows
  const taken = new Set((await rows(sql`SELECT slug FROM facilities WHERE slug IS NOT NULL`)).map((r) => String(r.slug)))
  const slugFor = (name: string) => {
    const base = slugify(name)
    let slug = base
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
    taken.add(slug)
    return slug
  }
  for (const f of await rows(sql`SELECT id, name FROM facilities WHERE slug IS NULL ORDER BY id`)) {
    await db.execute(sql`UPDATE facilities SET slug = ${slugFor(String(f.name))} WHERE id = ${Number(f.id)}`)
  }
  // Owners belong to the (first) company they own.
  await db.execute(sql`
    UPDATE users u SET company_id = f.id
    FROM (SELECT DISTINCT ON (owner_id) id, owner_id FROM facilities WHERE owner_id IS NOT NULL ORDER BY owner_id, id) f
    WHERE u.id = f.owner_id AND u.company_id IS NULL`)
  const employerWithoutCompany = sql`
    SELECT u.id, (SELECT j.company FROM job_postings j WHERE j.created_by_id = u.id ORDER BY j.created_at DESC LIMIT 1) AS company
    FROM users u
    WHERE u.company_id IS NULL
      AND EXISTS (SELECT 1 FROM job_postings j WHERE j.created_by_id = u.id)
      AND EXISTS (SELECT 1 FROM users_roles r WHERE r.parent_id = u.id AND r.value = 'employer')
      AND NOT EXISTS (SELECT 1 FROM users_roles r WHERE r.parent_id = u.id AND r.value = 'admin')`
  for (const u of await rows(employerWithoutCompany)) {
    const name = String(u.company ?? '').trim().slice(0, 120) || 'Company'
    const [created] = await rows(
      sql`INSERT INTO facilities (name, type, slug, owner_id) VALUES (${name}, 'other', ${slugFor(name)}, ${Number(u.id)}) RETURNING id`,
    )
    await db.execute(sql`UPDATE users SET company_id = ${Number(created.id)} WHERE id = ${Number(u.id)}`)
  }
  await db.execute(sql`
    UPDATE job_postings j SET facility_id = u.company_id
    FROM users u
    WHERE u.id = j.created_by_id AND u.company_id IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM users_roles r WHERE r.parent_id = u.id AND r.value = 'admin')`)
}

// Companies made here stay (their postings point at them); the columns go with the schema migration's down.
export async function down(_args: MigrateDownArgs): Promise<void> {}
