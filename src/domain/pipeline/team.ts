import { eq } from '@payloadcms/db-postgres/drizzle'
import type { FieldAccess, PayloadRequest } from 'payload'

import { isAdminUser } from '@/access/roles'
import { appliedJobIds, ownJobIds } from '@/domain/applications/scope'
import { database, rowId } from '@/lib/payload/sql'
import { applications } from '@/payload-generated-schema'

/*
 * Who works an application's pipeline (its notes, rating and tags): the posting's team, that is the
 * members of its company while the posting is in their workspace (scope.ts `ownJobIds`, the same ids
 * that let them read the application), and admins. Never the applicant, never another company.
 */

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: unknown }).id : value)

/** The largest id PostgreSQL's `integer` holds: a larger one names no application (and must not reach SQL). */
const MAX_ID = 2_147_483_647

/** An application's posting and applicant, read as the server (ids only), or null when there is no such application. */
async function applicationRow(req: PayloadRequest, applicationId: unknown): Promise<{ job: number | null; applicant: number | null } | null> {
  const id = Number(idOf(applicationId))
  if (!Number.isInteger(id) || id <= 0 || id > MAX_ID) return null
  const db = await database(req.payload, req)
  const [row] = await db.select({ job: applications.jobPosting, applicant: applications.applicant }).from(applications).where(eq(applications.id, id))
  return row ? { job: row.job == null ? null : Number(row.job), applicant: row.applicant == null ? null : Number(row.applicant) } : null
}

/**
 * Whether the signed-in person may work application `applicationId` (a note, a status, a tag): on its
 * posting's team and not its applicant (someone who applied to the company they work for). Null when
 * there is no such application.
 */
export async function worksApplication(req: PayloadRequest, applicationId: unknown): Promise<{ job: number; allowed: boolean } | null> {
  const row = await applicationRow(req, applicationId)
  if (!row || row.job === null) return null
  const ownApplication = !isAdminUser(req.user) && row.applicant !== null && row.applicant === Number(req.user?.id)
  return { job: row.job, allowed: !ownApplication && (await onTeamOf(req, row.job)) }
}

/** Whether the signed-in person works the pipeline of posting `jobId`. */
const onTeamOf = async (req: PayloadRequest, jobId: unknown): Promise<boolean> =>
  isAdminUser(req.user) || (Boolean(req.user) && (await ownJobIds(req)).includes(Number(idOf(jobId))))

/**
 * Whether the signed-in person may filter or sort applications by the pipeline's fields: admins, and
 * team members none of whose readable applications is their own, so a filter never tells anyone how
 * their own application was rated elsewhere.
 */
export const mayQueryPipeline = async (req: PayloadRequest): Promise<boolean> =>
  isAdminUser(req.user) || (Boolean(req.user) && (await ownJobIds(req)).length > 0 && (await appliedJobIds(req)).length === 0)

/**
 * Field access of an application's pipeline fields. With a document: its posting's team, but never
 * the applicant themselves (someone who applied to a posting of the company they work for, or joined
 * it since). Without one (may the field be used in a `where` or a sort?): mayQueryPipeline.
 */
export const pipelineField: FieldAccess = async ({ req, doc, id }) => {
  if (isAdminUser(req.user)) return true
  if (!doc) return mayQueryPipeline(req)
  if (!req.user || (await ownJobIds(req)).length === 0) return false
  // A read that selected only some fields may leave the posting or the applicant out: they are read from the row then.
  const selected = doc.jobPosting != null && doc.applicant !== undefined
  const row = selected ? { job: idOf(doc.jobPosting), applicant: idOf(doc.applicant) } : await applicationRow(req, doc.id ?? id)
  if (!row || (row.applicant != null && Number(row.applicant) === Number(req.user.id))) return false
  return onTeamOf(req, row.job)
}

/** A thread's or a round's posting and applicant, read as the server by the record's id (null when there is none). */
type PartiesOf = (req: PayloadRequest, id: number) => Promise<{ job: unknown; applicant: unknown } | undefined>

/**
 * Field access of who on the team did something on an application (a message's author, a round's
 * proposer): its posting's team (`jobIdsOf`) and admins; the applicant reads that "the employer"
 * did, even one on the team (they applied to their own company: their own thread is read as its
 * applicant). Without a document (a `where` or a sort): mayQueryPipeline.
 */
export const teamSideField =
  (jobIdsOf: (req: PayloadRequest) => Promise<number[]>, partiesOf: PartiesOf): FieldAccess =>
  async ({ req, doc }) => {
    if (isAdminUser(req.user)) return true
    if (!doc) return mayQueryPipeline(req)
    if (!req.user) return false
    const jobs = await jobIdsOf(req)
    if (jobs.length === 0) return false
    // A read that selected only some fields may leave the posting or the applicant out: they are read from the row then.
    const id = rowId(doc.id)
    const selected = doc.jobPosting != null && doc.applicant !== undefined
    const parties = selected ? { job: doc.jobPosting, applicant: doc.applicant } : id === null ? undefined : await partiesOf(req, id)
    const job = rowId(parties?.job)
    if (job === null || rowId(parties?.applicant) === Number(req.user.id)) return false
    return jobs.includes(job)
  }
