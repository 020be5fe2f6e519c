'use client'

import { useTranslations } from 'next-intl'

import type { AskedQuestion } from '@/domain/jobs/applyForm'
import { SCREENING_LIMITS } from '@/domain/jobs/screening'

type Props = { questions: AskedQuestion[]; answers: Record<string, string>; onAnswer: (id: string, answer: string) => void }

/** The posting's screening questions in the apply dialog, each answered as its kind asks. */
export function ScreeningQuestions({ questions, answers, onAnswer }: Props) {
  const t = useTranslations('screening')
  if (questions.length === 0) return null
  return (
    <fieldset className="space-y-3">
      <legend className="field-label">{t('dialogHeading')}</legend>
      {questions.map((q, i) => {
        const id = `screening-${i}`
        if (q.kind === 'yesNo') {
          return (
            <fieldset key={q.id}>
              <legend className="text-sm text-slate-900">{`${q.question} *`}</legend>
              <div className="mt-1 flex gap-6">
                {(['yes', 'no'] as const).map((value) => (
                  <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
                    <input type="radio" name={id} value={value} checked={answers[q.id] === value} onChange={() => onAnswer(q.id, value)} />
                    {t(value)}
                  </label>
                ))}
              </div>
            </fieldset>
          )
        }
        return (
          <div key={q.id}>
            <label htmlFor={id} className="text-sm text-slate-900">{`${q.question} *`}</label>
            {q.kind === 'choice' ? (
              <select id={id} className="field-input bg-white" value={answers[q.id] ?? ''} onChange={(e) => onAnswer(q.id, e.target.value)} aria-required>
                <option value="">{t('choose')}</option>
                {q.options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={id}
                type="text"
                className="field-input"
                maxLength={SCREENING_LIMITS.answer}
                value={answers[q.id] ?? ''}
                onChange={(e) => onAnswer(q.id, e.target.value)}
                aria-required
              />
            )}
          </div>
        )
      })}
    </fieldset>
  )
}
