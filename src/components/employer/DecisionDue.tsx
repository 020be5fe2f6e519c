'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { decisionOverdue, interviewDayInstant, pendingDecisionDueBy } from '@/domain/applications/decisionDeadline'
import type { Application } from '@/payload-types'

/** The 45-day answer on one applicant (decisionDeadline.ts): their last interview and the date a decision is due by, overdue in red. */
export function DecisionDue({ application }: { application: Pick<Application, 'status' | 'interviewedAt'> }) {
  const t = useTranslations('decisions')
  const due = pendingDecisionDueBy(application)
  if (!due || !application.interviewedAt) return null
  const overdue = decisionOverdue(application)
  return (
    <div className="mt-1 text-sm">
      <p className="text-slate-600">{t('interviewedOn', { date: new Date(application.interviewedAt) })}</p>
      <p className={overdue ? 'font-semibold text-red-800' : 'font-medium text-purple-900'} role={overdue ? 'alert' : undefined}>
        {overdue ? t('overdue', { date: due }) : t('dueBy', { date: due })}
      </p>
    </div>
  )
}

const pad = (n: number) => String(n).padStart(2, '0')
/** Today in the browser's time zone, as a date input holds it. */
const today = () => {
  const now = new Date()
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/**
 * The interview's day, asked when a reviewer marks an applicant interviewed or records another
 * interview: today by default (the browser's today), never a later day (the server checks again).
 * Sends the day as `interviewDayInstant` stores it, so it is shown as the day picked.
 */
export function InterviewDateForm({ name, onSubmit, onCancel }: { name: string; onSubmit: (iso: string) => void; onCancel: () => void }) {
  const t = useTranslations('decisions')
  const [day, setDay] = useState(today())
  const id = `interview-${name.replace(/\W+/g, '-')}`
  return (
    <form
      method="post"
      className="mt-3 flex flex-wrap items-end gap-2 rounded-md bg-white p-3 ring-1 ring-slate-200"
      onSubmit={(event) => {
        event.preventDefault()
        if (day) onSubmit(interviewDayInstant(day))
      }}
    >
      <label htmlFor={id} className="flex flex-col text-sm text-slate-800">
        {t('interviewDateLabel')}
        <input id={id} type="date" required max={today()} value={day} onChange={(e) => setDay(e.target.value)} className="mt-1 rounded border border-slate-300 px-2 py-1" />
      </label>
      <button type="submit" className="btn-primary">
        {t('recordInterview')}
      </button>
      <button type="button" className="btn-secondary" onClick={onCancel}>
        {t('cancel')}
      </button>
      <p className="w-full text-xs text-slate-600">{t('interviewDateHint')}</p>
    </form>
  )
}
