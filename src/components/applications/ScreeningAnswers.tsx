'use client'

import { useTranslations } from 'next-intl'

import type { Application } from '@/payload-types'

/**
 * An application's answers to its posting's screening questions, folded: for the posting's team (with
 * the server's finding when they miss a required answer) and for the applicant (their own, never the finding).
 */
export function ScreeningAnswers({ application, heading }: { application: Pick<Application, 'screeningAnswers' | 'meetsRequirements'>; heading: 'answers' | 'yourAnswers' }) {
  const t = useTranslations('screening')
  const answers = application.screeningAnswers ?? []
  const notMet = application.meetsRequirements === false
  if (answers.length === 0 && !notMet) return null
  return (
    <div className="mt-2 text-sm">
      {notMet ? <p className="inline-block rounded bg-amber-100 px-2 py-0.5 font-medium text-amber-900">{t('notMet')}</p> : null}
      {answers.length > 0 ? (
        <details className="mt-1">
          <summary className="cursor-pointer text-slate-800">{t(heading)}</summary>
          <dl className="mt-1 space-y-1">
            {answers.map((a) => (
              <div key={a.id ?? a.questionId}>
                <dt className="text-slate-600">{a.question}</dt>
                <dd className="text-slate-900">{a.answer === 'yes' ? t('yes') : a.answer === 'no' ? t('no') : a.answer}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </div>
  )
}
