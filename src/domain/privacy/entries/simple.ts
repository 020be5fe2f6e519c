import type { OwnershipInquiry, ProfessionalProfile, PrivacyRequest, SavedJob, StatusChange } from '@/payload-types'

import { eq } from '@payloadcms/db-postgres/drizzle'

import { database, sql } from '@/lib/payload/sql'
import { ownership_inquiries } from '@/payload-generated-schema'

import type { PersonalDataEntry, PrivacyContext } from '../types'
import { allDocs, idOf, without } from './shared'

/**
 * The professional profile: exported whole (whatever fields it grows), removed with the account.
 * Other entries may read it (licence evidence files): add them beside this one.
 */
export const profileEntry: PersonalDataEntry = {
  key: 'professionalProfile',
  where: 'professional-profiles',
  export: async (ctx) => {
    const [profile] = await allDocs<ProfessionalProfile>(ctx, 'professional-profiles', { user: { equals: ctx.subject.id } })
    return { data: profile ? without(profile, 'user') : null }
  },
  erase: async ({ req, subject }) => {
    await req.payload.delete({ collection: 'professional-profiles', where: { user: { equals: subject.id } }, overrideAccess: true, req })
  },
}

export const savedJobsEntry: PersonalDataEntry = {
  key: 'savedJobs',
  where: 'saved-jobs',
  export: async (ctx) => {
    const saved = await allDocs<SavedJob>(ctx, 'saved-jobs', { user: { equals: ctx.subject.id } })
    return { data: saved.map((s) => ({ jobPosting: idOf(s.jobPosting), savedAt: s.createdAt })) }
  },
  erase: async ({ req, subject }) => {
    await req.payload.delete({ collection: 'saved-jobs', where: { user: { equals: subject.id } }, overrideAccess: true, req })
  },
}

/** Inquiries sent from the address, whatever its case (the form keeps what was typed). */
const inquiryIds = async ({ req, subject }: PrivacyContext) =>
  (
    await (await database(req.payload, req))
      .select({ id: ownership_inquiries.id })
      .from(ownership_inquiries)
      .where(eq(sql`lower(${ownership_inquiries.email})`, sql`lower(${subject.email})`))
  ).map((r) => Number(r.id))

/** Ownership inquiries sent from the person's address (with or without an account): exported, then removed. */
export const inquiriesEntry: PersonalDataEntry = {
  key: 'ownershipInquiries',
  where: 'ownership-inquiries',
  export: async (ctx) => {
    const ids = await inquiryIds(ctx)
    const inquiries = ids.length ? await allDocs<OwnershipInquiry>(ctx, 'ownership-inquiries', { id: { in: ids } }) : []
    return { data: inquiries.map((i) => without(i, 'handledAt')) }
  },
  erase: async (ctx) => {
    const ids = await inquiryIds(ctx)
    if (ids.length) await ctx.req.payload.delete({ collection: 'ownership-inquiries', where: { id: { in: ids } }, overrideAccess: true, req: ctx.req })
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
