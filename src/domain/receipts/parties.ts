import { eq } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { accountLocale } from '@/domain/email/language'
import type { Locale } from '@/i18n/locale'
import { database, execute, sql } from '@/lib/payload/sql'
import { facilities, site_settings } from '@/payload-generated-schema'

export type Seller = { legalName: string; address: string }
export type Buyer = { name: string; city: string | null; province: string | null }

/** The seller as a receipt names it (admin-only site settings, read by the server when issuing). */
export async function sellerOf(payload: Payload, req?: Partial<PayloadRequest>): Promise<Seller> {
  const [row] = await (await database(payload, req))
    .select({ legalName: site_settings.sellerLegalName, address: site_settings.sellerAddress, mailingAddress: site_settings.mailingAddress })
    .from(site_settings)
    .limit(1)
  // Until an admin enters them: the site's name and its mailing address.
  return { legalName: row?.legalName?.trim() || 'Healthcare Staffing Canada', address: row?.address?.trim() || row?.mailingAddress?.trim() || '' }
}

/** The buying company as the receipt names it, and the language its receipts are in (its owner's). */
export async function buyerOf(payload: Payload, company: number, req?: Partial<PayloadRequest>): Promise<{ buyer: Buyer; locale: Locale; owner: number | null } | null> {
  const [row] = await (await database(payload, req))
    .select({ name: facilities.name, city: facilities.city, province: facilities.province, owner: facilities.owner })
    .from(facilities)
    .where(eq(facilities.id, company))
  if (!row) return null
  const owner = row.owner == null ? null : Number(row.owner)
  return { buyer: { name: row.name, city: row.city ?? null, province: row.province ?? null }, locale: await accountLocale(payload, owner, req), owner }
}

/**
 * The people with the billing right in `company`: its owner and the members it was given to
 * (`billingMembers`), who still belong to it. They read its receipts and are emailed them.
 */
export async function billingPeople(payload: Payload, company: number, req?: Partial<PayloadRequest>): Promise<number[]> {
  const rows = await execute(
    payload,
    sql`SELECT u.id FROM users u JOIN facilities f ON f.id = u.company_id
        WHERE f.id = ${company} AND (f.owner_id = u.id OR EXISTS (
          SELECT 1 FROM facilities_rels r WHERE r.parent_id = f.id AND r.path = 'billingMembers' AND r.users_id = u.id))`,
    req,
  )
  return rows.map((row) => Number(row.id))
}
