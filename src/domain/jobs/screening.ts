/*
 * A posting's screening questions (issue 28, docs/pipeline.md): pure rules, so the Post a Job form,
 * the posting's fields, the apply dialog and the apply endpoint read the same ones.
 *
 * A question is yes/no, one choice among its options, or a short text. Its "required answer", when
 * set, is what an applicant must answer to meet the posting's requirements; a different answer is
 * accepted and the application marked as not meeting them, never refused.
 */

export const QUESTION_KINDS = ['yesNo', 'choice', 'text'] as const
export type QuestionKind = (typeof QUESTION_KINDS)[number]

export const SCREENING_LIMITS = { questions: 5, question: 200, options: 10, option: 80, answer: 200 } as const

/** A question as the posting stores it; `id` is the array row's, kept across edits. */
export type ScreeningQuestion = {
  id?: string | null
  kind?: string | null
  question?: string | null
  options?: string[] | null
  requiredAnswer?: string | null
}

/** What is wrong with a question, as a catalogue key (`screening.*`) and the sub-field it is on. */
export type QuestionProblem = {
  field: 'kind' | 'question' | 'options' | 'requiredAnswer'
  message: `screening.${'kindRequired' | 'questionRequired' | 'questionTooLong' | 'optionsRequired' | 'optionsTooMany' | 'optionsRepeated' | 'optionsOnlyChoice' | 'requiredAnswerInvalid'}`
}

const filled = (v: unknown): v is string => typeof v === 'string' && v.trim() !== ''

/** Compared without case, accents or surrounding spaces: "Part A" meets "part a". */
const sameAnswer = (a: string, b: string) => {
  const plain = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase().replace(/\s+/g, ' ')
  return plain(a) === plain(b)
}

/** The first problem of a question, or null when it may be asked. */
export function questionProblem(q: ScreeningQuestion): QuestionProblem | null {
  if (!QUESTION_KINDS.includes(q.kind as QuestionKind)) return { field: 'kind', message: 'screening.kindRequired' }
  if (!filled(q.question)) return { field: 'question', message: 'screening.questionRequired' }
  if (q.question.length > SCREENING_LIMITS.question) return { field: 'question', message: 'screening.questionTooLong' }
  const options = (q.options ?? []).map((o) => String(o).trim())
  if (q.kind === 'choice') {
    if (options.filter(Boolean).length < 2 || options.some((o) => !o)) return { field: 'options', message: 'screening.optionsRequired' }
    if (options.length > SCREENING_LIMITS.options || options.some((o) => o.length > SCREENING_LIMITS.option)) {
      return { field: 'options', message: 'screening.optionsTooMany' }
    }
    if (new Set(options.map((o) => o.toLowerCase())).size !== options.length) return { field: 'options', message: 'screening.optionsRepeated' }
  } else if (options.length > 0) return { field: 'options', message: 'screening.optionsOnlyChoice' }
  const required = q.requiredAnswer
  if (!filled(required)) return null
  if (required.length > SCREENING_LIMITS.option) return { field: 'requiredAnswer', message: 'screening.requiredAnswerInvalid' }
  if (q.kind === 'yesNo' && required !== 'yes' && required !== 'no') return { field: 'requiredAnswer', message: 'screening.requiredAnswerInvalid' }
  if (q.kind === 'choice' && !options.includes(required.trim())) return { field: 'requiredAnswer', message: 'screening.requiredAnswerInvalid' }
  return null
}

/** Whether `answer` is one the question accepts at all (any text for a short-text question). */
export function answerFits(q: ScreeningQuestion, answer: string): boolean {
  if (!filled(answer) || answer.length > SCREENING_LIMITS.answer) return false
  if (q.kind === 'yesNo') return answer === 'yes' || answer === 'no'
  if (q.kind === 'choice') return (q.options ?? []).includes(answer)
  return true
}

/** Whether an answer meets the question's required answer (always, when it has none). */
export const meetsRequired = (q: ScreeningQuestion, answer: string | null | undefined) =>
  !filled(q.requiredAnswer) || (typeof answer === 'string' && sameAnswer(answer, q.requiredAnswer))
