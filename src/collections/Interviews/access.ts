import type { Access, PayloadRequest, Where } from 'payload'

import { isAdminUser } from '@/access/roles'
import { ownJobIds } from '@/domain/applications/scope'

/*
 * An application's interview rounds (docs/pipeline.md, Interviews) are between its applicant and its
 * posting's team (the pipeline's team: domain/pipeline/team.ts); admins read them. The team proposes
 * (create); every later step (pick, other times, reschedule, cancel) is an action endpoint that
 * checks its side (endpoints.ts), so the generic update and delete refuse everyone.
 */

export const readInterviews: Access = async ({ req }) => {
  if (isAdminUser(req.user)) return true
  if (!req.user) return false
  const own: Where = { applicant: { equals: Number(req.user.id) } }
  const team: Where = { jobPosting: { in: await ownJobIds(req) } }
  return { or: [own, team] }
}

/** A member of a company with postings in its workspace; which application, the hook checks. Admins only read. */
export const proposeInterviews: Access = async ({ req }: { req: PayloadRequest }) =>
  Boolean(req.user) && !isAdminUser(req.user) && (await ownJobIds(req)).length > 0
