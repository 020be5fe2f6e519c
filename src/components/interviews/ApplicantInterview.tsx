'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { MAX_ACCOMMODATION, MAX_NOTE } from '@/domain/interviews/slots'
import { isUpcoming } from '@/domain/interviews/state'
import type { InterviewPanel } from '@/domain/interviews/views'
import type { Locale } from '@/i18n/locale'

import { askOtherTimes, cancelInterview, pickSlot } from './interviewActions'
import { RoundSummary } from './RoundSummary'
import { SlotTime } from './SlotTime'
import { useStep } from './useStep'

/**
 * The applicant's side of an interview on My Applications: the times proposed (each in the
 * interview's zone, and in the viewer's own), a button to book each with an optional accommodation
 * request, "ask for other times" with a note, and cancelling; or where the round stands. Nothing
 * shows before the employer proposes. Each step reads the page again.
 */
export function ApplicantInterview({ applicationId, panel }: { applicationId: number; panel: InterviewPanel }) {
  const t = useTranslations('interviews')
  const locale = useLocale() as Locale
  const id = useId()
  const { busy, run: step } = useStep()
  const [accommodation, setAccommodation] = useState('')
  const [asking, setAsking] = useState(false)
  const [note, setNote] = useState('')
  const { round } = panel
  if (!round) return null
  const upcoming = isUpcoming(round)

  const run = async (request: Promise<{ ok: boolean; message?: string }>, done: string) => {
    if (await step(request, done)) setAsking(false)
  }

  return (
    <section id={`interview-${applicationId}`} className="mt-3 scroll-mt-4 rounded border border-sky-200 bg-sky-50 p-3 text-sm" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`} className="font-semibold text-slate-900">
        {t('yourInvitation')}
      </h3>
      {round.status === 'proposed' && panel.open ? (
        <div className="mt-1 space-y-2">
          <p className="text-slate-700">{t('pickHint')}</p>
          <p className="text-slate-700">{t('location', { location: round.location })}</p>
          {round.message ? <p className="whitespace-pre-line text-slate-700">{t('messageFrom', { message: round.message })}</p> : null}
          <div>
            <label htmlFor={`${id}-acc`} className="field-label">
              {t('accommodationLabel')}
            </label>
            <textarea id={`${id}-acc`} className="field-input bg-white" rows={2} maxLength={MAX_ACCOMMODATION} value={accommodation} onChange={(e) => setAccommodation(e.target.value)} />
          </div>
          <ul className="space-y-2">
            {round.slots.map((slot, index) => (
              <li key={slot.start + slot.timeZone} className="flex flex-wrap items-center justify-between gap-2 rounded bg-white p-2">
                <SlotTime slot={slot} viewerTime />
                <button
                  type="button"
                  className="btn-primary"
                  disabled={busy}
                  aria-label={t('pickAria', { time: slot.text[locale] })}
                  onClick={() => void run(pickSlot(round.id, index, accommodation, t('failedBody')), t('bookedToast'))}
                >
                  {t('pick')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <div className="mt-1">
          <RoundSummary round={round} viewerTime />
          {round.status === 'otherTimes' ? <p className="text-slate-700">{t('waitingForTimes')}</p> : null}
          {!panel.open && upcoming ? <p className="text-slate-700">{t('closedNote')}</p> : null}
        </div>
      )}
      {upcoming && panel.open && (round.status === 'proposed' || round.status === 'booked') ? (
        asking ? (
          <form
            method="post"
            className="mt-2 space-y-2"
            onSubmit={(event) => {
              event.preventDefault()
              void run(askOtherTimes(round.id, note, t('failedBody')), t('otherTimesSent'))
            }}
          >
            <label htmlFor={`${id}-note`} className="field-label">
              {t('otherNoteLabel')}
            </label>
            <textarea id={`${id}-note`} className="field-input bg-white" rows={2} maxLength={MAX_NOTE} value={note} onChange={(e) => setNote(e.target.value)} />
            <button type="submit" className="btn-secondary" disabled={busy}>
              {t('sendOtherTimes')}
            </button>
          </form>
        ) : (
          <button type="button" className="btn-secondary mt-2" onClick={() => setAsking(true)}>
            {t('otherTimes')}
          </button>
        )
      ) : null}
      {upcoming ? (
        <button type="button" className="btn-secondary mt-2 ml-2" disabled={busy} onClick={() => window.confirm(t('confirmCancel')) && void run(cancelInterview(round.id, t('failedBody')), t('cancelled'))}>
          {t('cancel')}
        </button>
      ) : null}
    </section>
  )
}
