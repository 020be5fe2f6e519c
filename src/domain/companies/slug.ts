import { eq, like, or } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { database } from '@/lib/payload/sql'
import { facilities } from '@/payload-generated-schema'

/** `Pharmacie Saint-Jérôme & Co.` → `pharmacie-saint-jerome-co`. */
export function slugify(name: string): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '')
  return base || 'company'
}

/** A slug for a new company, unique among companies (`name`, then `name-2`, `name-3`…). */
export async function uniqueSlug(req: PayloadRequest, name: string): Promise<string> {
  const base = slugify(name)
  const db = await database(req.payload, req)
  const rows = await db.select({ slug: facilities.slug }).from(facilities).where(or(eq(facilities.slug, base), like(facilities.slug, `${base}-%`)))
  const taken = new Set(rows.map((r) => String(r.slug)))
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}

export const isSlug = (value: string) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 80
