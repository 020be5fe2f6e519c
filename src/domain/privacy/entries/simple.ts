import { eq, inArray } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest, Where } from 'payload'

import type { OwnershipInquiry, ProfessionalProfile, PrivacyRequest, SavedJob, StatusChange } from '@/payload-types'

import { database, sql } from '@/lib/payload/sql'
import { ownership_inquiries, saved_jobs, users } from '@/payload-generated-schema'

import { privacyOf, whole } from '../mark'
import type { PersonalDataEntry, PrivacyContext } from '../types'
import { allDocs, allDocsIn, idOf, without } from './shared'

/**
 * The professional profile: exported whole (whatever fields it grows) but for who checked the
 * licence (an admin's account: the site's record, as for credentials), removed with the account:
 * through Payload (its hook removes the licence evidence and its file), with access on, the call
 * marked as the erasure of the person's data (profiles' access lets it reach their profile alone).
 * Other entries may read it (licence evidence files): add them beside this one.
 */
export const profileEntry: PersonalDataEntry = {
  key: 'professionalProfile',
  where: 'professional-profiles',
  export: async (ctx) => {
    const [profile] = await allDocs<ProfessionalProfile>(ctx, 'professional-profiles', { user: { equals: ctx.subject.id } })
    return { data: profile ? without(profile, 'user', 'checkedBy') : null }
  },
  erase: async ({ req, subject }) => {
    const where = { user: { equals: subject.id } }
    await whole(req.payload.delete({ collection: 'professional-profiles', where, context: privacyOf(subject.id), user: req.user, overrideAccess: false, req }))
  },
}

/** Jobs they saved: exported; their rows deleted in SQL on the erasure's transaction (no hooks, files or versions). */
export const savedJobsEntry: PersonalDataEntry = {
  key: 'savedJobs',
  where: 'saved-jobs',
  export: async (ctx) => {
    const saved = await allDocs<SavedJob>(ctx, 'saved-jobs', { user: { equals: ctx.subject.id } })
    return { data: saved.map((s) => ({ jobPosting: idOf(s.jobPosting), savedAt: s.createdAt })) }
  },
  erase: async ({ req, subject }) => {
    await (await database(req.payload, req)).delete(saved_jobs).where(eq(saved_jobs.user, subject.id))
  },
}

/** Inquiries sent from the account's address, whatever its case (the form keeps what was typed). */
const inquiryIdsOf = async (req: PayloadRequest, subject: number) =>
  (
    await (await database(req.payload, req))
      .select({ id: ownership_inquiries.id })
      .from(ownership_inquiries)
      .innerJoin(users, eq(sql`lower(${ownership_inquiries.email})`, sql`lower(${users.email})`))
      .where(eq(users.id, subject))
  ).map((r) => Number(r.id))

const inquiryIds = ({ req, subject }: PrivacyContext) => inquiryIdsOf(req, subject.id)

/** The person's inquiries, as the inquiries' access lets the export of their data reach them (src/domain/privacy/mark.ts). */
export const inquiryRecordsOf = async (req: PayloadRequest, subject: number): Promise<Where> => ({ id: { in: await inquiryIdsOf(req, subject) } })

/**
 * Ownership inquiries sent from the person's address (with or without an account): exported, then
 * removed in SQL on the erasure's transaction (no delete hooks, files or versions).
 */
export const inquiriesEntry: PersonalDataEntry = {
  key: 'ownershipInquiries',
  where: 'ownership-inquiries',
  export: async (ctx) => {
    const ids = await inquiryIds(ctx)
    const inquiries = await allDocsIn<OwnershipInquiry>(ctx, 'ownership-inquiries', 'id', ids)
    return { data: inquiries.map((i) => without(i, 'handledAt')) }
  },
  erase: async (ctx) => {
    const ids = await inquiryIds(ctx)
    if (ids.length) await (await database(ctx.req.payload, ctx.req)).delete(ownership_inquiries).where(inArray(ownership_inquiries.id, ids))
  },
}

/** Status changes the person made (as an employer or admin): exported; on erasure the actor is forgotten. */
export const statusChangesEntry: PersonalDataEntry = {
  key: 'statusChangesMade',
  where: 'status-changes (changedBy)',
  export: async (ctx) => {
    const changes = await allDocs<StatusChange>(ctx, 'status-changes', { changedBy: { equals: ctx.subject.id } })
    return {
      data: changes.map((c) => ({ jobPosting: idOf(c.jobPosting), application: idOf(c.application), from: c.from ?? null, to: c.to, at: c.createdAt })),
    }
  },
  // The database clears changedBy with the account (ON DELETE SET NULL); nothing else names them.
}

/** The privacy trail about the account (exports, deletions): exported; kept, as it holds no email or name. */
export const privacyRequestsEntry: PersonalDataEntry = {
  key: 'privacyRequests',
  where: 'privacy-requests',
  export: async (ctx) => {
    const rows = await allDocs<PrivacyRequest>(ctx, 'privacy-requests', { account: { equals: ctx.subject.id } })
    return { data: rows.map((r) => ({ action: r.action, requestedBy: r.requestedBy, at: r.createdAt })) }
  },
}
