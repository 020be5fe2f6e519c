import type { Access, Where } from 'payload'

import { isAdminUser } from '@/access/roles'
import { ownJobIds } from '@/domain/applications/scope'
import { orPrivacySubject } from '@/domain/privacy/mark'

/*
 * Private notes on an application (docs/pipeline.md): the posting's team (its company's members,
 * while the posting is in their workspace) and admins read them; never the applicant nor another
 * company. Each note's author edits and deletes it while on the team; admins delete any.
 */

/** The team's postings' notes, but never those about the reader's own application (they may have applied to their own company). */
const onTeam = async (req: Parameters<Access>[0]['req']): Promise<Where> => ({
  and: [
    { jobPosting: { in: await ownJobIds(req) } },
    { or: [{ 'application.applicant': { not_equals: req.user!.id } }, { 'application.applicant': { exists: false } }] },
  ],
})

const readers: Access = async ({ req }) => {
  if (isAdminUser(req.user)) return true
  return req.user ? onTeam(req) : false
}

/**
 * Besides them, the export of a person's data (src/domain/privacy/mark.ts) reads the notes that
 * person wrote, on the team or since they left it (never the notes about them: the employer's).
 */
export const readNotes: Access = orPrivacySubject(readers, 'author')

/** Someone who may work some posting's pipeline; which application, the prepareNote hook checks. */
export const createNotes: Access = async ({ req }) => isAdminUser(req.user) || (Boolean(req.user) && (await ownJobIds(req)).length > 0)

/** One's own notes: an admin's anywhere, a member's on their team's postings. */
export const updateNotes: Access = async ({ req }) => {
  if (!req.user) return false
  const own: Where = { author: { equals: req.user.id } }
  return isAdminUser(req.user) ? own : { and: [own, await onTeam(req)] }
}

/** Their author (as for edits); admins remove any note. */
export const deleteNotes: Access = async (args) => isAdminUser(args.req.user) || updateNotes(args)
