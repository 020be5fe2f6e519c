import type { Field } from 'payload'

import { nobodyField } from '@/access/roles'
import { markedRequest, serverOnlyWrites } from '@/access/server'
import { SCREENING_LIMITS } from '@/domain/jobs/screening'
import { pipelineField } from '@/domain/pipeline/team'

/**
 * The answers to the posting's screening questions (docs/pipeline.md), as sent with the application:
 * read by whoever reads the application (the applicant, the posting's team, admins), written once by
 * the apply flow. Whether they meet the posting's required answers is the server's finding and the
 * team's to read and filter by, like the rating: never the applicant's.
 */
export const screeningFields: Field[] = [
  {
    name: 'screeningAnswers',
    type: 'array',
    maxRows: SCREENING_LIMITS.questions,
    access: { create: markedRequest('applying'), update: nobodyField },
    fields: [
      { name: 'questionId', type: 'text', required: true, maxLength: 40 },
      { name: 'question', type: 'text', required: true, maxLength: SCREENING_LIMITS.question },
      { name: 'answer', type: 'text', required: true, maxLength: SCREENING_LIMITS.answer },
    ],
  },
  {
    name: 'meetsRequirements',
    type: 'checkbox',
    index: true,
    access: { ...serverOnlyWrites, read: pipelineField },
    admin: { readOnly: true, description: { en: 'Whether the screening answers meet the posting’s required answers.', fr: 'Si les réponses de présélection respectent les réponses exigées par l’offre.' } },
  },
]
