import { eq } from '@payloadcms/db-postgres/drizzle'
import type { Access, PayloadRequest, Where } from 'payload'

import { isAdminUser } from '@/access/roles'
import { ownJobIds } from '@/domain/applications/scope'
import { interviewJobIds } from '@/domain/interviews/team'
import { teamSideField } from '@/domain/pipeline/team'
import { orPrivacySubject } from '@/domain/privacy/mark'
import { database } from '@/lib/payload/sql'
import { interviews } from '@/payload-generated-schema'

/*
 * An application's interview rounds (docs/pipeline.md, Interviews) are between its applicant and its
 * posting's team (the pipeline's team: domain/pipeline/team.ts); admins read them. The team proposes
 * (create); every later step (pick, other times, reschedule, cancel) is an action endpoint that
 * checks its side (endpoints.ts), so the generic update and delete refuse everyone.
 */

const readers: Access = async ({ req }) => {
  if (isAdminUser(req.user)) return true
  if (!req.user) return false
  const own: Where = { applicant: { equals: Number(req.user.id) } }
  const team: Where = { jobPosting: { in: await interviewJobIds(req) } }
  return { or: [own, team] }
}

/**
 * Besides them, the export of a person's data (src/domain/privacy/mark.ts) reads the rounds of
 * that person's applications and those they proposed for a team (on it or since they left it).
 */
export const readInterviews: Access = orPrivacySubject(readers, ['applicant', 'proposedBy'])

/** A member of a company with postings in its workspace; which application, the hook checks. Admins only read. */
export const proposeInterviews: Access = async ({ req }: { req: PayloadRequest }) =>
  Boolean(req.user) && !isAdminUser(req.user) && (await ownJobIds(req)).length > 0


/**
 * Who on the team proposed a round is the team's to read, and admins' (the applicant deals with "the
 * employer", as in messages: domain/pipeline/team.ts).
 */
export const teamOnlyField = teamSideField(interviewJobIds, async (req, id) => {
  const db = await database(req.payload, req)
  const [row] = await db.select({ job: interviews.jobPosting, applicant: interviews.applicant }).from(interviews).where(eq(interviews.id, id))
  return row
})
