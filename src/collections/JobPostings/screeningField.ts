import type { ArrayField, PayloadRequest } from 'payload'

import { QUESTION_KINDS, SCREENING_LIMITS, questionProblem, type QuestionProblem, type ScreeningQuestion } from '@/domain/jobs/screening'
import { requestLocale } from '@/i18n/requestLanguage'
import { translator } from '@/i18n/translator'

import { internalOnlyRead } from './access'

type Args = { req: PayloadRequest; siblingData: unknown }

/** Each sub-field reports the question's problem that is its own, in the asker's language (screening.ts decides). */
const checks =
  (field: QuestionProblem['field']) =>
  (_value: unknown, { req, siblingData }: Args): true | string => {
    const problem = questionProblem((siblingData ?? {}) as ScreeningQuestion)
    return problem?.field === field ? translator(requestLocale(req))(problem.message) : true
  }

const LABEL = (en: string, fr: string) => ({ en, fr })

/** Choices without the spaces around them (the apply dialog trims the answer it compares with them), none empty. */
const trimmedChoices = ({ value }: { value?: unknown }) =>
  Array.isArray(value) ? value.map((choice) => (typeof choice === 'string' ? choice.trim() : choice)).filter((choice) => choice !== '') : value
const trimmed = ({ value }: { value?: unknown }) => (typeof value === 'string' ? value.trim() : value)

/**
 * Up to five questions the apply dialog asks (docs/pipeline.md). Everyone who reads the posting reads
 * the questions; the required answer only its company's members and admins, so an applicant answers
 * what is true rather than what is wanted.
 */
export const screeningQuestionsField: ArrayField = {
  name: 'screeningQuestions',
  type: 'array',
  maxRows: SCREENING_LIMITS.questions,
  labels: { singular: LABEL('Screening question', 'Question de présélection'), plural: LABEL('Screening questions', 'Questions de présélection') },
  fields: [
    { name: 'kind', type: 'select', required: true, options: QUESTION_KINDS.map((value) => ({ value, label: value })), validate: checks('kind') },
    { name: 'question', type: 'text', required: true, maxLength: SCREENING_LIMITS.question, hooks: { beforeValidate: [trimmed] }, validate: checks('question') },
    {
      name: 'options',
      type: 'text',
      hasMany: true,
      maxRows: SCREENING_LIMITS.options,
      maxLength: SCREENING_LIMITS.option,
      hooks: { beforeValidate: [trimmedChoices] },
      validate: checks('options'),
    },
    {
      name: 'requiredAnswer',
      type: 'text',
      maxLength: SCREENING_LIMITS.option,
      access: { read: internalOnlyRead },
      hooks: { beforeValidate: [trimmed] },
      validate: checks('requiredAnswer'),
    },
  ],
}
