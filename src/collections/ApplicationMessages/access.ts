import { eq } from '@payloadcms/db-postgres/drizzle'
import type { Access, PayloadRequest, Where } from 'payload'

import { isAdminUser } from '@/access/roles'
import { appliedJobIds, ownJobIds } from '@/domain/applications/scope'
import { teamSideField } from '@/domain/pipeline/team'
import { orPrivacySubject } from '@/domain/privacy/mark'
import { database } from '@/lib/payload/sql'
import { application_messages } from '@/payload-generated-schema'

/*
 * An application's thread (docs/messages.md) is between its applicant and its posting's team (the
 * pipeline's team: domain/pipeline/team.ts); admins read it. Nobody edits or deletes a message; the
 * side it was sent to marks it read (the time is the server's: hooks.ts).
 */

const me = (req: PayloadRequest) => Number(req.user?.id)
const onTeam = async (req: PayloadRequest): Promise<Where> => ({ jobPosting: { in: await ownJobIds(req) } })

const readers: Access = async ({ req }) => {
  if (isAdminUser(req.user)) return true
  if (!req.user) return false
  return { or: [{ applicant: { equals: me(req) } }, await onTeam(req)] }
}

/**
 * Besides them, the export of a person's data (src/domain/privacy/mark.ts) reads that person's
 * threads and the messages they wrote for a team (on it or since they left it).
 */
export const readMessages: Access = orPrivacySubject(readers, ['applicant', 'author'])

/** Someone with a thread to write to (an application of theirs, or of their team's); which thread, the hook checks. Admins only read. */
export const createMessages: Access = async ({ req }) =>
  Boolean(req.user) && !isAdminUser(req.user) && ((await appliedJobIds(req)).length > 0 || (await ownJobIds(req)).length > 0)

/** Marking read: the messages sent to the viewer's side of a thread (an update changes nothing else). */
export const markMessages: Access = async ({ req }) => {
  if (!req.user || isAdminUser(req.user)) return false
  return {
    or: [
      { and: [{ applicant: { equals: me(req) } }, { fromApplicant: { equals: false } }] },
      { and: [await onTeam(req), { fromApplicant: { equals: true } }] },
    ],
  }
}

export const nobody: Access = () => false

/**
 * Who wrote a team message (their account and name) is the team's to read, and admins': the
 * applicant reads that their employer wrote (domain/pipeline/team.ts).
 */
export const teamOnlyField = teamSideField(ownJobIds, async (req, id) => {
  const db = await database(req.payload, req)
  const [row] = await db
    .select({ job: application_messages.jobPosting, applicant: application_messages.applicant })
    .from(application_messages)
    .where(eq(application_messages.id, id))
  return row
})
