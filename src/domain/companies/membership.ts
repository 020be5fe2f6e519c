import type { PayloadRequest } from 'payload'

import { execute, sql } from '@/lib/payload/sql'

/*
 * Which company a person belongs to (`users.company`), read from the database once per request, so
 * a member added or removed gains or loses access with their next request, whatever user object a
 * caller holds. Only the server writes it (setCompany): creating a company, accepting an invitation,
 * leaving or being removed.
 */

const KEY = 'companies:mine'

/** The company of account `userId` now, or null. */
export async function userCompany(req: Partial<PayloadRequest> & Pick<PayloadRequest, 'payload'>, userId: unknown): Promise<number | null> {
  const [row] = await execute(req.payload, sql`SELECT company_id FROM users WHERE id = ${Number(userId)}`, req)
  return row?.company_id == null ? null : Number(row.company_id)
}

/** The signed-in person's company id, or null. */
export async function companyOf(req: PayloadRequest): Promise<number | null> {
  if (!req.user) return null
  const context = req.context as Record<string, unknown>
  if (!(KEY in context)) context[KEY] = await userCompany(req, req.user.id)
  return context[KEY] as number | null
}

/** The request's user with their current company, for the pure rules (visibility.ts, transitions.ts). */
export async function memberOf(req: PayloadRequest) {
  return req.user ? { ...req.user, company: await companyOf(req) } : null
}

/** Puts `userId` in `company` (or out of any, with null), on the caller's transaction. */
export async function setCompany(req: PayloadRequest, userId: number, company: number | null): Promise<void> {
  await execute(req.payload, sql`UPDATE users SET company_id = ${company}, updated_at = now() WHERE id = ${userId}`, req)
  if (req.user && Number(req.user.id) === userId) (req.context as Record<string, unknown>)[KEY] = company
  // The per-request id lists below were computed for the old membership.
  for (const key of Object.keys(req.context)) if (key.startsWith('scope:')) delete (req.context as Record<string, unknown>)[key]
}

/** The company the signed-in person owns (its owner invites and removes members), or null. */
export async function ownedCompanyOf(req: PayloadRequest): Promise<number | null> {
  const company = await companyOf(req)
  if (company === null) return null
  const [row] = await execute(req.payload, sql`SELECT id FROM facilities WHERE id = ${company} AND owner_id = ${Number(req.user!.id)}`, req)
  return row ? company : null
}

/**
 * `userId` leaves their company (removed by its owner, leaving, or closing the account). The
 * company and its postings stay; the postings they created keep no link to them (the company's
 * members manage them). A departing owner hands the company to its longest-standing member, if any.
 */
export async function leaveCompany(req: PayloadRequest, userId: number): Promise<void> {
  const [row] = await execute(req.payload, sql`SELECT company_id FROM users WHERE id = ${userId}`, req)
  const company = row?.company_id == null ? null : Number(row.company_id)
  if (company === null) return
  await setCompany(req, userId, null)
  await execute(req.payload, sql`UPDATE job_postings SET created_by_id = NULL WHERE created_by_id = ${userId} AND facility_id = ${company}`, req)
  const [owned] = await execute(req.payload, sql`SELECT id FROM facilities WHERE id = ${company} AND owner_id = ${userId}`, req)
  if (!owned) return
  const [next] = await execute(req.payload, sql`SELECT id FROM users WHERE company_id = ${company} ORDER BY created_at, id LIMIT 1`, req)
  await execute(req.payload, sql`UPDATE facilities SET owner_id = ${next ? Number(next.id) : null}, updated_at = now() WHERE id = ${company}`, req)
}
