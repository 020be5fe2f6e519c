import { asc, eq } from '@payloadcms/db-postgres/drizzle'

import { leaveCompany } from '@/domain/companies/membership'
import { database, sql } from '@/lib/payload/sql'
import { company_invitations, facilities, users } from '@/payload-generated-schema'

import type { PersonalDataEntry } from '../types'

/**
 * An employer's place in a company (docs/companies.md). Exported: the company they belong to, whether
 * they own it, and invitations addressed to them. Erased: they leave the company (which stays, with
 * its postings; an owner hands it to the longest-standing member), invitations to their address go,
 * and invitations they sent forget who sent them.
 */
export const companyEntry: PersonalDataEntry = {
  key: 'company',
  where: 'users.company, facilities.owner, company-invitations (email, invitedBy)',
  export: async ({ req, subject }) => {
    const db = await database(req.payload, req)
    const [membership] = await db
      .select({ id: facilities.id, name: facilities.name, slug: facilities.slug, owner: facilities.owner })
      .from(users)
      .innerJoin(facilities, eq(facilities.id, users.company))
      .where(eq(users.id, subject.id))
    const invitations = await db
      .select({ createdAt: company_invitations.createdAt, expiresAt: company_invitations.expiresAt, company: facilities.name })
      .from(company_invitations)
      .innerJoin(facilities, eq(facilities.id, company_invitations.company))
      .where(eq(sql`lower(${company_invitations.email})`, sql`lower(${subject.email})`))
      .orderBy(asc(company_invitations.createdAt))
    return {
      data: {
        company: membership
          ? { id: Number(membership.id), name: membership.name, page: `/employers/${membership.slug}`, owner: Number(membership.owner) === subject.id }
          : null,
        invitationsToYou: invitations.map((i) => ({ company: i.company, sentAt: i.createdAt, expiresAt: i.expiresAt })),
      },
    }
  },
  erase: async ({ req, subject }) => {
    await leaveCompany(req, subject.id)
    const db = await database(req.payload, req)
    await db.delete(company_invitations).where(eq(sql`lower(${company_invitations.email})`, sql`lower(${subject.email})`))
    await db.update(company_invitations).set({ invitedBy: null }).where(eq(company_invitations.invitedBy, subject.id))
  },
}
