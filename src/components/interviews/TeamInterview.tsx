'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'

import { isUnderWay, isUpcoming } from '@/domain/interviews/state'
import type { InterviewPanel } from '@/domain/interviews/views'

import { cancelInterview, proposeInterview, rescheduleInterview } from './interviewActions'
import { ProposalForm } from './ProposalForm'
import { RoundSummary } from './RoundSummary'
import { SlotTime } from './SlotTime'
import { useStep } from './useStep'

/**
 * The pipeline card's "Interview", folded until opened: where the latest round stands (the times
 * proposed, the booking, what the applicant asked for), the proposal form (new times on the same
 * round while it is under way, else a new round) and cancelling. Each step reads the page again.
 */
export function TeamInterview({ applicationId, panel }: { applicationId: number; panel: InterviewPanel }) {
  const t = useTranslations('interviews')
  const details = useRef<HTMLDetailsElement>(null)
  const { busy, run } = useStep()
  const anchor = `interview-${applicationId}`
  const { round } = panel
  // Still to come: new times go on the same round (the calendar event keeps its UID), and it may be cancelled.
  const upcoming = round !== null && isUpcoming(round)
  // Started and not yet recorded as held: neither new times nor a new round until the hourly task records it.
  const started = round !== null && isUnderWay(round) && !upcoming

  useEffect(() => {
    if (window.location.hash === `#${anchor}` && details.current) details.current.open = true
  }, [anchor])

  return (
    <details ref={details} id={anchor} className="mt-2 scroll-mt-4 text-sm">
      <summary className="cursor-pointer text-slate-800">{t('heading')}</summary>
      <div className="mt-2 space-y-2">
        {round ? <RoundSummary round={round} /> : <p className="text-slate-700">{t('none')}</p>}
        {round && round.status === 'proposed' ? (
          <div>
            <p className="text-slate-700">{t('proposedTimes')}</p>
            <ul className="list-disc pl-5 text-slate-800">
              {round.slots.map((slot) => (
                <li key={slot.start + slot.timeZone}>
                  <SlotTime slot={slot} />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {panel.open && !started ? (
          <details className="rounded border border-slate-200 p-2">
            <summary className="cursor-pointer font-medium text-slate-800">{upcoming ? t('proposeNew') : t('propose')}</summary>
            <ProposalForm
              zone={panel.zone}
              submitLabel={t('sendProposal')}
              busy={busy}
              onSubmit={(proposal) =>
                void run(upcoming ? rescheduleInterview(round.id, proposal, t('failedBody')) : proposeInterview(applicationId, proposal, t('failedBody')), t('proposalSent'))
              }
            />
          </details>
        ) : panel.open ? null : (
          <p className="text-slate-700">{t('closedNote')}</p>
        )}
        {upcoming ? (
          <button type="button" className="btn-secondary" disabled={busy} onClick={() => window.confirm(t('confirmCancel')) && void run(cancelInterview(round.id, t('failedBody')), t('cancelled'))}>
            {t('cancel')}
          </button>
        ) : null}
      </div>
    </details>
  )
}
