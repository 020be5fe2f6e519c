import { leaveCompany } from '@/domain/companies/membership'
import { execute, sql } from '@/lib/payload/sql'

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
    const [membership] = await execute(
      req.payload,
      sql`SELECT f.id, f.name, f.slug, f.owner_id FROM users u JOIN facilities f ON f.id = u.company_id WHERE u.id = ${subject.id}`,
      req,
    )
    const invitations = await execute(
      req.payload,
      sql`SELECT i.created_at, i.expires_at, f.name AS company FROM company_invitations i JOIN facilities f ON f.id = i.company_id
          WHERE lower(i.email) = lower(${subject.email}) ORDER BY i.created_at`,
      req,
    )
    return {
      data: {
        company: membership
          ? { id: Number(membership.id), name: membership.name, page: `/employers/${membership.slug}`, owner: Number(membership.owner_id) === subject.id }
          : null,
        invitationsToYou: invitations.map((i) => ({ company: i.company, sentAt: i.created_at, expiresAt: i.expires_at })),
      },
    }
  },
  erase: async ({ req, subject }) => {
    await leaveCompany(req, subject.id)
    await execute(req.payload, sql`DELETE FROM company_invitations WHERE lower(email) = lower(${subject.email})`, req)
    await execute(req.payload, sql`UPDATE company_invitations SET invited_by_id = NULL WHERE invited_by_id = ${subject.id}`, req)
  },
}
