import { eq, or } from '@payloadcms/db-postgres/drizzle'

import { cancelBookingsBeforeDelete } from '@/domain/interviews/round'
import { database, sql } from '@/lib/payload/sql'
import { interviews } from '@/payload-generated-schema'
import type { Interview } from '@/payload-types'

import type { PersonalDataEntry } from '../types'
import { allDocsIn, idOf } from './shared'

/**
 * Interview rounds (docs/pipeline.md, Interviews). A person's are the rounds of their applications
 * (the times, the place, what they asked for: an accommodation, other times) and those they proposed
 * for a team. On erasure their applications' rounds are deleted (a booking still to come cancelled
 * first, with both sides' emails), before the applications are anonymised; rounds they proposed for
 * a team stay without their account.
 */
export const interviewsEntry: PersonalDataEntry = {
  key: 'interviews',
  where: 'interviews',
  export: async (ctx) => {
    const id = ctx.subject.id
    // By id: who proposed a round is a field only the team may query (the marked read reaches the rounds themselves).
    const ids = await (await database(ctx.req.payload, ctx.req))
      .select({ id: interviews.id })
      .from(interviews)
      .where(or(eq(interviews.applicant, id), eq(interviews.proposedBy, id)))
    const rounds = await allDocsIn<Interview>(ctx, 'interviews', 'id', ids.map((r) => r.id))
    return {
      data: rounds.map((r) =>
        idOf(r.applicant) === id
          ? {
              application: idOf(r.application),
              status: r.status,
              slots: r.slots,
              location: r.location,
              message: r.message ?? null,
              booked: r.startsAt ? { start: r.startsAt, end: r.endsAt, timeZone: r.timeZone } : null,
              accommodation: r.accommodation ?? null,
              note: r.note ?? null,
              createdAt: r.createdAt,
            }
          : // A round they proposed for a team: only what they wrote, nothing of the applicant's.
            { application: idOf(r.application), slots: r.slots, location: r.location, message: r.message ?? null, createdAt: r.createdAt },
      ),
    }
  },
  erase: async ({ req, subject }) => {
    const db = await database(req.payload, req)
    // Their bookings still to come are called off first: the team's calendar drops the event.
    await cancelBookingsBeforeDelete(req, eq(interviews.applicant, subject.id), 'applicant')
    await db.delete(interviews).where(eq(interviews.applicant, subject.id))
    await db.update(interviews).set({ proposedBy: null, updatedAt: sql`now()` }).where(eq(interviews.proposedBy, subject.id))
  },
}
