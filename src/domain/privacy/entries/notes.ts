import { eq, inArray } from '@payloadcms/db-postgres/drizzle'

import { database, sql } from '@/lib/payload/sql'
import { application_notes, applications } from '@/payload-generated-schema'
import type { ApplicationNote } from '@/payload-types'

import type { PersonalDataEntry } from '../types'
import { allDocs, idOf } from './shared'

/**
 * The pipeline's notes (docs/pipeline.md). Those a person wrote as a member of a company's team are
 * theirs: exported, and on erasure kept for the team without their name. Those about a person (on
 * their applications) are the employer's private record: never exported to them, and removed with
 * the account, before the applications are anonymised (which unlinks them from the person).
 */
export const notesEntry: PersonalDataEntry = {
  key: 'applicationNotesWritten',
  where: 'application-notes',
  export: async (ctx) => {
    const notes = await allDocs<ApplicationNote>(ctx, 'application-notes', { author: { equals: ctx.subject.id } })
    return { data: notes.map((n) => ({ application: idOf(n.application), body: n.body, writtenAt: n.createdAt, editedAt: n.updatedAt })) }
  },
  erase: async ({ req, subject }) => {
    const db = await database(req.payload, req)
    const theirs = db.select({ id: applications.id }).from(applications).where(eq(applications.applicant, subject.id))
    await db.delete(application_notes).where(inArray(application_notes.application, theirs))
    await db.update(application_notes).set({ author: null, authorName: null, updatedAt: sql`now()` }).where(eq(application_notes.author, subject.id))
  },
}
