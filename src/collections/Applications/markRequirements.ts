import { asc, eq } from '@payloadcms/db-postgres/drizzle'
import type { CollectionBeforeChangeHook } from 'payload'

import { meetsRequirements } from '@/domain/applications/screeningAnswers'
import { database, rowId } from '@/lib/payload/sql'
import { job_postings_screening_questions as questionsTable } from '@/payload-generated-schema'

/**
 * A new application meets its posting's requirements or not: decided here from the stored questions
 * (read as the server, since their required answers are hidden from the applicant: only the columns
 * the decision needs, in the request's transaction) and the answers sent, whatever a client says.
 */
export const markRequirements: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const job = rowId(data.jobPosting)
  const db = await database(req.payload, req)
  const questions =
    job !== null
      ? await db
          .select({ id: questionsTable.id, kind: questionsTable.kind, requiredAnswer: questionsTable.requiredAnswer })
          .from(questionsTable)
          .where(eq(questionsTable._parentID, job))
          .orderBy(asc(questionsTable._order))
      : []
  return { ...data, meetsRequirements: meetsRequirements(questions, data.screeningAnswers) }
}
