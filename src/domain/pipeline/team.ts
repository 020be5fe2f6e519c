import { eq } from '@payloadcms/db-postgres/drizzle'
import type { FieldAccess, PayloadRequest } from 'payload'

import { isAdminUser } from '@/access/roles'
import { appliedJobIds, ownJobIds } from '@/domain/applications/scope'
import { database } from '@/lib/payload/sql'
import { applications } from '@/payload-generated-schema'

/*
 * Who works an application's pipeline (its notes, rating and tags): the posting's team, that is the
 * members of its company while the posting is in their workspace (scope.ts `ownJobIds`, the same ids
 * that let them read the application), and admins. Never the applicant, never another company.
 */

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: unknown }).id : value)

/** The posting an application was sent to, read as the server (ids only), or null when there is no such application. */
export async function postingOfApplication(req: PayloadRequest, applicationId: unknown): Promise<number | null> {
  const id = Number(idOf(applicationId))
  if (!Number.isInteger(id) || id <= 0) return null
  const db = await database(req.payload, req)
  const [row] = await db.select({ job: applications.jobPosting }).from(applications).where(eq(applications.id, id))
  return row?.job == null ? null : Number(row.job)
}

/** Whether the signed-in person works the pipeline of posting `jobId`. */
export const onTeamOf = async (req: PayloadRequest, jobId: unknown): Promise<boolean> =>
  isAdminUser(req.user) || (Boolean(req.user) && (await ownJobIds(req)).includes(Number(idOf(jobId))))

/**
 * Whether the signed-in person may filter or sort applications by the pipeline's fields: admins, and
 * team members none of whose readable applications is their own, so a filter never tells anyone how
 * their own application was rated elsewhere.
 */
export const mayQueryPipeline = async (req: PayloadRequest): Promise<boolean> =>
  isAdminUser(req.user) || (Boolean(req.user) && (await ownJobIds(req)).length > 0 && (await appliedJobIds(req)).length === 0)

/**
 * Field access of an application's pipeline fields. With a document: its posting's team. Without one
 * (may the field be used in a `where` or a sort?): mayQueryPipeline.
 */
export const pipelineField: FieldAccess = async ({ req, doc, id }) => {
  if (isAdminUser(req.user)) return true
  if (!doc) return mayQueryPipeline(req)
  if (!req.user || (await ownJobIds(req)).length === 0) return false
  // A read that selected only some fields may leave the posting out: it is read from the row then.
  const job = doc.jobPosting !== undefined && doc.jobPosting !== null ? idOf(doc.jobPosting) : await postingOfApplication(req, doc.id ?? id)
  return onTeamOf(req, job)
}
