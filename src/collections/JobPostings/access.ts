import { eq } from '@payloadcms/db-postgres/drizzle'
import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

import { hasRole, isAdminUser } from '@/access/roles'
import { markedRecordField, orMarkedRecord, serverOnlyField } from '@/access/server'
import { appliedJobIds, ownJobIds, revealedJobIds } from '@/domain/applications/scope'
import { companyOf, memberOf } from '@/domain/companies/membership'
import { serverWriteOf } from '@/domain/jobs/serverWrite'
import { canSeeCompany, canSeeInternals } from '@/domain/jobs/visibility'
import { orPrivacySubject, orPrivacySubjectField } from '@/domain/privacy/mark'
import { database } from '@/lib/payload/sql'
import { applications } from '@/payload-generated-schema'

/**
 * Everyone reads live postings, and ended ones (so their page can say they ended) until they are
 * archived; applicants keep reading the ended postings they applied to (My Applications). Members of
 * a company read the postings its workspace shows (any state; archived ones only while a 45-day
 * answer is due, domain/applications/scope.ts). Admins read all, archived ones included. Find Work
 * itself lists only active postings.
 */
const PUBLIC_STATUSES = ['active', 'expired', 'closed']
const readers: Access = async ({ req }) => {
  if (isAdminUser(req.user)) return true
  const shown: Where = { status: { in: PUBLIC_STATUSES } }
  const live: Where = { and: [shown, { archivedAt: { exists: false } }] }
  if (!req.user) return live
  const or: Where[] = [live]
  const applied = await appliedJobIds(req)
  if (applied.length > 0) or.push({ and: [shown, { id: { in: applied } }] })
  const company = await companyOf(req)
  if (company !== null) or.push({ id: { in: await ownJobIds(req) } })
  return { or }
}

/** A person's postings for the export of their data: those they created, and those they applied to (in any state). */
async function theirPostings(req: PayloadRequest, subject: number): Promise<Where> {
  const applied = await (await database(req.payload, req)).select({ id: applications.jobPosting }).from(applications).where(eq(applications.applicant, subject))
  return { or: [{ createdBy: { equals: subject } }, { id: { in: applied.map((row) => Number(row.id)) } }] }
}

/** Besides them, the export of a person's data (src/domain/privacy/mark.ts) reads that person's postings. */
export const readJobs: Access = orPrivacySubject(readers, theirPostings)

/** Members edit their company's posting while it is a draft (not archived); admins always. Status never moves through here. */
const editableJobs: Access = async ({ req }) => {
  if (isAdminUser(req.user)) return true
  if (!hasRole(req.user, 'employer')) return false
  const company = await companyOf(req)
  if (company === null) return false
  const draft: Where = { status: { equals: 'draft' } }
  // An archived draft (an admin's archive) is out of the workspace, and so out of reach.
  return { and: [{ facility: { equals: company } }, draft, { archivedAt: { exists: false } }] }
}

/**
 * As above; besides, the server's marked write (src/domain/jobs/serverWrite.ts: a lifecycle move
 * or an archive, decided by its code) on the one posting it names, whoever's request runs it.
 */
export const updateJobs: Access = orMarkedRecord(editableJobs, serverWriteOf)

/** A field only the server writes: on update, also the server's marked write on the posting it names. */
const serverWriteField = markedRecordField(serverWriteOf)

/** Create and update access of a server-only field the lifecycle and the archive write (never created by a client). */
export const serverWrites = { create: serverOnlyField, update: serverWriteField } satisfies Record<'create' | 'update', FieldAccess>

// Without a document (the admin panel asking for field permissions) only admins are allowed.
// Applicants whose application moved past pending also see it (looked up once per request).
export const companyRead: FieldAccess = async ({ req, doc }) => {
  if (!doc) return isAdminUser(req.user)
  if (canSeeCompany(await memberOf(req), doc)) return true
  return Boolean(req.user) && (await revealedJobIds(req)).includes(Number(doc.id))
}

/**
 * The posting's company link: as the company (above). Asked without a document (may it be
 * queried?), signed-in people pass to guardPrivateOwnerQueries, which allows only their own company.
 */
export const postingCompanyRead: FieldAccess = async (args) => (args.doc ? companyRead(args) : Boolean(args.req.user))

/**
 * Internals (who created it, the contact address, a rejection's reason): admins and the company's
 * members, decided from the stored row. Asked without a document, signed-in people pass to
 * guardPrivateOwnerQueries, which allows only their own id.
 */
export const internalRead: FieldAccess = async ({ req, doc }) => (doc ? canSeeInternals(await memberOf(req), doc) : Boolean(req.user))

/** Like internalRead, but never usable in a query. */
export const internalOnlyRead: FieldAccess = async ({ req, doc }) => Boolean(doc) && canSeeInternals(await memberOf(req), doc!)

/** The contact address: as internalOnlyRead, and for the export of the data of the person who created the posting. */
export const contactRead: FieldAccess = orPrivacySubjectField(internalOnlyRead, 'createdBy')
