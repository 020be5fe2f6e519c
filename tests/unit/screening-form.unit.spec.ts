import { describe, expect, it } from 'vitest'

import { postInputFrom, postJobSchemaFor } from '@/domain/jobs/postSchema'
import { meetsRequired, questionProblem } from '@/domain/jobs/screening'

/*
 * The Post a Job form's screening questions (domain/jobs/screening.ts through postSchema.ts): the same
 * rules the posting's fields run on the server, with each problem on its question's sub-field.
 */

const base = {
  title: 'Pharmacist', company: 'Lakeshore', location: 'Kingston, ON', contactEmail: 'jobs@lakeshore.example',
  description: 'Days.', requirements: 'Licence.', positionType: 'pharmacist-full-time', employmentType: 'full-time',
  payMin: 60, payMax: 75, payUnit: 'hour', province: 'ON', existingVacancy: 'yes', aiScreening: 'no',
}
const parse = (screeningQuestions: unknown[]) => postJobSchemaFor('25-99').safeParse({ ...base, screeningQuestions })
const issues = (screeningQuestions: unknown[]) => {
  const result = parse(screeningQuestions)
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message])
}

describe('screening questions in the Post a Job form', () => {
  it('choices typed one per line are sent as a list, blank lines dropped', () => {
    const result = parse([{ kind: 'choice', question: 'Shift?', options: 'Days\n\n Nights \n', requiredAnswer: 'Days' }])
    expect(result.success && result.data.screeningQuestions).toEqual([{ kind: 'choice', question: 'Shift?', options: ['Days', 'Nights'], requiredAnswer: 'Days' }])
  })

  it('each problem is on its question’s sub-field, as the server puts it', () => {
    expect(issues([{ kind: 'choice', question: 'Shift?', options: 'Days' }])).toEqual([['screeningQuestions.0.options', 'screening.optionsRequired']])
    expect(issues([{ kind: 'yesNo', question: ' ' }])).toEqual([['screeningQuestions.0.question', 'screening.questionRequired']])
    expect(issues([{ kind: 'yesNo', question: 'Licensed?', requiredAnswer: 'Days' }])).toEqual([['screeningQuestions.0.requiredAnswer', 'screening.requiredAnswerInvalid']])
    expect(issues(Array.from({ length: 6 }, () => ({ kind: 'text', question: 'Why?' })))).toHaveLength(1)
  })

  it('Ontario: a question asking for Canadian experience is refused on that question', () => {
    expect(issues([{ kind: 'text', question: 'Licence?' }, { kind: 'yesNo', question: 'Do you have Canadian experience?' }])).toEqual([
      ['screeningQuestions.1.question', 'postingLaw.canadianExperience'],
    ])
  })

  it('a saved draft’s questions come back as the form edits them', () => {
    const values = postInputFrom({ screeningQuestions: [{ id: 'q1', kind: 'choice', question: 'Shift?', options: ['Days', 'Nights'], requiredAnswer: null }] })
    expect(values.screeningQuestions).toEqual([{ id: 'q1', kind: 'choice', question: 'Shift?', options: 'Days\nNights', requiredAnswer: '' }])
  })

  it('a required answer is met without regard to case, accents or spaces; a question without one is always met', () => {
    expect(meetsRequired({ kind: 'text', requiredAnswer: 'Partie A' }, '  partie  a ')).toBe(true)
    expect(meetsRequired({ kind: 'text', requiredAnswer: 'Pharmacien' }, 'pharmacièn')).toBe(true)
    expect(meetsRequired({ kind: 'yesNo', requiredAnswer: 'yes' }, 'no')).toBe(false)
    expect(meetsRequired({ kind: 'yesNo' }, 'no')).toBe(true)
    expect(questionProblem({ kind: 'text', question: 'Class?', requiredAnswer: 'Part A' })).toBeNull()
  })
})
