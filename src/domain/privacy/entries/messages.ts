import { eq, or } from '@payloadcms/db-postgres/drizzle'

import { database, sql } from '@/lib/payload/sql'
import { application_messages } from '@/payload-generated-schema'
import type { ApplicationMessage } from '@/payload-types'

import type { PersonalDataEntry } from '../types'
import { allDocsIn, idOf } from './shared'

/**
 * Application threads (docs/messages.md). A person's are the threads of their applications (both
 * sides' words: they were written to them; the team's names stay the team's) and the messages they
 * wrote as a member of a company's team. On erasure their applications' threads are deleted, before
 * the applications are anonymised; messages they wrote for a team stay in its threads without their
 * name or account.
 */
export const messagesEntry: PersonalDataEntry = {
  key: 'applicationMessages',
  where: 'application-messages',
  export: async (ctx) => {
    const id = ctx.subject.id
    // By id: who wrote a team's message is a field only the team may query (the marked read reaches the messages themselves).
    const ids = await (await database(ctx.req.payload, ctx.req))
      .select({ id: application_messages.id })
      .from(application_messages)
      .where(or(eq(application_messages.applicant, id), eq(application_messages.author, id)))
    const messages = await allDocsIn<ApplicationMessage>(ctx, 'application-messages', 'id', ids.map((r) => r.id))
    return {
      data: messages.map((m) => ({
        application: idOf(m.application),
        from: m.fromApplicant ? 'applicant' : 'employer',
        body: m.body,
        sentAt: m.createdAt,
        readAt: m.readAt ?? null,
      })),
    }
  },
  erase: async ({ req, subject }) => {
    const db = await database(req.payload, req)
    await db.delete(application_messages).where(eq(application_messages.applicant, subject.id))
    await db
      .update(application_messages)
      .set({ author: null, authorName: null, updatedAt: sql`now()` })
      .where(eq(application_messages.author, subject.id))
  },
}
