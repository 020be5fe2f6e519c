import { and, asc, eq } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { database, sql } from '@/lib/payload/sql'
import { facilities, job_postings, users } from '@/payload-generated-schema'

/*
 * Which company a person belongs to (`users.company`), read from the database once per request, so
 * a member added or removed gains or loses access with their next request, whatever user object a
 * caller holds. Only the server writes it (setCompany): creating a company, accepting an invitation,
 * leaving or being removed.
 */

const KEY = 'companies:mine'

/** The company of account `userId` now, or null. */
export async function userCompany(req: Partial<PayloadRequest> & Pick<PayloadRequest, 'payload'>, userId: unknown): Promise<number | null> {
  const db = await database(req.payload, req)
  const [row] = await db.select({ company: users.company }).from(users).where(eq(users.id, Number(userId)))
  return row?.company == null ? null : Number(row.company)
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
  await (await database(req.payload, req)).update(users).set({ company, updatedAt: sql`now()` }).where(eq(users.id, userId))
  if (req.user && Number(req.user.id) === userId) (req.context as Record<string, unknown>)[KEY] = company
  // The per-request id lists below were computed for the old membership.
  for (const key of Object.keys(req.context)) if (key.startsWith('scope:')) delete (req.context as Record<string, unknown>)[key]
}

/** The company the signed-in person owns (its owner invites and removes members), or null. */
export async function ownedCompanyOf(req: PayloadRequest): Promise<number | null> {
  const company = await companyOf(req)
  if (company === null) return null
  const db = await database(req.payload, req)
  const [row] = await db.select({ id: facilities.id }).from(facilities).where(and(eq(facilities.id, company), eq(facilities.owner, Number(req.user!.id))))
  return row ? company : null
}

/**
 * `userId` leaves their company (removed by its owner, leaving, or closing the account). The
 * company and its postings stay; the postings they created keep no link to them (the company's
 * members manage them). A departing owner hands the company to its longest-standing member, if any.
 */
export async function leaveCompany(req: PayloadRequest, userId: number): Promise<void> {
  const company = await userCompany(req, userId)
  if (company === null) return
  await setCompany(req, userId, null)
  const db = await database(req.payload, req)
  await db.update(job_postings).set({ createdBy: null }).where(and(eq(job_postings.createdBy, userId), eq(job_postings.facility, company)))
  const [owned] = await db.select({ id: facilities.id }).from(facilities).where(and(eq(facilities.id, company), eq(facilities.owner, userId)))
  if (!owned) return
  const [next] = await db.select({ id: users.id }).from(users).where(eq(users.company, company)).orderBy(asc(users.createdAt), asc(users.id)).limit(1)
  await db
    .update(facilities)
    .set({ owner: next ? Number(next.id) : null, updatedAt: sql`now()` })
    .where(eq(facilities.id, company))
}
