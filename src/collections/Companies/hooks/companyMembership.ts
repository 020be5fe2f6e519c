import { eq } from '@payloadcms/db-postgres/drizzle'
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionBeforeDeleteHook } from 'payload'

import { isAdminUser } from '@/access/roles'
import { setCompany, userCompany } from '@/domain/companies/membership'
import { uniqueSlug } from '@/domain/companies/slug'
import { database } from '@/lib/payload/sql'
import { company_invitations, facilities } from '@/payload-generated-schema'

/**
 * A new company gets its address (`/employers/<slug>`, unique, kept when the name changes later)
 * and, made by an employer, them as its owner. Admins may set both.
 */
export const prepareCompany: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const next = { ...data }
  if (!isAdminUser(req.user) || !next.slug) next.slug = await uniqueSlug(req, String(next.name ?? ''))
  if (req.user && !isAdminUser(req.user)) next.owner = req.user.id
  return next
}

/**
 * The owner belongs to the company they own (its first member), from its creation or an admin's
 * choice. Read from the stored row: the document handed to this hook shows the owner only to
 * members, which the creator is not yet.
 */
export const joinOwner: CollectionAfterChangeHook = async ({ doc, req }) => {
  const db = await database(req.payload, req)
  const [row] = await db.select({ owner: facilities.owner }).from(facilities).where(eq(facilities.id, Number(doc.id)))
  const owner = row?.owner == null ? null : Number(row.owner)
  if (owner !== null && (await userCompany(req, owner)) !== Number(doc.id)) await setCompany(req, owner, Number(doc.id))
  return doc
}

/** A company removed by an admin takes its pending invitations with it (its members and postings stay, unlinked). */
export const removeInvitations: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await (await database(req.payload, req)).delete(company_invitations).where(eq(company_invitations.company, Number(id)))
}
