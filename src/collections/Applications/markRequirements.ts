import type { CollectionBeforeChangeHook } from 'payload'

import { meetsRequirements } from '@/domain/applications/screeningAnswers'
import type { ScreeningQuestion } from '@/domain/jobs/screening'

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: unknown }).id : value)

/**
 * A new application meets its posting's requirements or not: decided here from the stored questions
 * (read as the server, since their required answers are hidden from the applicant) and the answers
 * sent, whatever a client says.
 */
export const markRequirements: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const job = await req.payload
    .findByID({ collection: 'job-postings', id: Number(idOf(data.jobPosting)), depth: 0, select: { screeningQuestions: true }, overrideAccess: true, req })
    .catch(() => null)
  const questions = (job?.screeningQuestions ?? []) as ScreeningQuestion[]
  return { ...data, meetsRequirements: meetsRequirements(questions, data.screeningAnswers) }
}
