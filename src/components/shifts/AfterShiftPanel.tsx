'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { Alert } from '@/components/ui/Alert'
import type { Side } from '@/domain/shifts/options'

import { confirmHours, rateShift } from './shiftActions'
import { useShiftStep } from './useShiftStep'

/** A booking after its shift, as its side may read it (domain/shifts/shiftPage.ts AFTER_FIELDS). */
export type AfterBooking = {
  id: number
  professionalMinutes?: number | null
  professionalConfirmedAt?: string | null
  facilityMinutes?: number | null
  facilityConfirmedAt?: string | null
  agreedMinutes?: number | null
  hoursDispute?: boolean | null
  professionalRatedAt?: string | null
  facilityRatedAt?: string | null
  professionalScore?: number | null
  professionalComment?: string | null
  facilityScore?: number | null
  facilityComment?: string | null
}

type Props = { booking: AfterBooking; side: Side; scheduledMinutes: number }

/**
 * After a booked shift (docs/shifts.md, After the shift), the same for the professional on
 * `/shifts/<id>` and the team on `/employer/shifts`: confirm the hours worked once (the scheduled ones
 * by default), then rate the other side once; the other side's rating of you once shown; for the
 * professional, the invoice once the hours are agreed. The server decides each step.
 */
export function AfterShiftPanel({ booking, side, scheduledMinutes }: Props) {
  const t = useTranslations('shifts.after')
  const s = useTranslations('shifts')
  const locale = useLocale()
  const id = useId()
  const { busy, refusal, run } = useShiftStep()
  const [hours, setHours] = useState(String(scheduledMinutes / 60))
  const [score, setScore] = useState('5')
  const [comment, setComment] = useState('')
  const number = (minutes: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(minutes / 60)
  const mine =
    side === 'professional'
      ? {
          minutes: booking.professionalMinutes,
          confirmed: booking.professionalConfirmedAt,
          rated: booking.professionalRatedAt,
        }
      : {
          minutes: booking.facilityMinutes,
          confirmed: booking.facilityConfirmedAt,
          rated: booking.facilityRatedAt,
        }
  // The other side's rating of this side: the facility's of the professional, or the professional's of the facility.
  const theirs =
    side === 'professional'
      ? { score: booking.facilityScore, comment: booking.facilityComment }
      : {
          score: booking.professionalScore,
          comment: booking.professionalComment,
        }

  return (
    <section aria-labelledby={`${id}-h`} className="mt-4 rounded-lg bg-white p-4 ring-1 ring-slate-200" data-testid="after-shift">
      <h3 id={`${id}-h`} className="text-base font-semibold text-slate-900">
        {t('heading')}
      </h3>
      <h4 className="mt-3 text-sm font-semibold text-slate-900">{t('hoursHeading')}</h4>
      {mine.confirmed ? (
        <div className="mt-1 space-y-1 text-sm text-slate-800">
          <p>{t('yourHours', { hours: number(Number(mine.minutes)) })}</p>
          {booking.agreedMinutes != null ? (
            <p className="font-medium">{t('agreedHours', { hours: number(booking.agreedMinutes) })}</p>
          ) : booking.hoursDispute ? (
            <p>
              {t('disputed', {
                professional: number(Number(booking.professionalMinutes)),
                facility: number(Number(booking.facilityMinutes)),
              })}
            </p>
          ) : (
            <p>{t('waitingHours')}</p>
          )}
        </div>
      ) : (
        <form
          method="post"
          className="mt-1 space-y-2"
          onSubmit={(event) => {
            event.preventDefault()
            void run(confirmHours(booking.id, Math.round(Number(hours.replace(',', '.')) * 60), s('failedBody')), t('hoursSent'))
          }}
        >
          <p id={`${id}-hours-hint`} className="text-sm text-slate-700">
            {t('hoursHelp')}
          </p>
          <label htmlFor={`${id}-hours`} className="field-label">
            {t('hoursHeading')}
          </label>
          <div className="flex flex-wrap gap-2">
            <input id={`${id}-hours`} inputMode="decimal" className="field-input mt-0 w-28" value={hours} onChange={(e) => setHours(e.target.value)} aria-describedby={`${id}-hours-hint`} />
            <button type="submit" className="btn-primary" disabled={busy || !hours.trim()}>
              {t('confirmHours')}
            </button>
          </div>
        </form>
      )}

      {mine.confirmed ? (
        <>
          <h4 className="mt-4 text-sm font-semibold text-slate-900">{t('rateHeading')}</h4>
          {mine.rated ? (
            <p className="mt-1 text-sm text-slate-700">{t('rated')}</p>
          ) : (
            <form
              method="post"
              className="mt-1 space-y-2"
              onSubmit={(event) => {
                event.preventDefault()
                void run(rateShift(booking.id, Number(score), comment, s('failedBody')), t('ratingSent'))
              }}
            >
              <label htmlFor={`${id}-score`} className="field-label">
                {t('score')}
              </label>
              <select id={`${id}-score`} className="field-input mt-0 w-24" value={score} onChange={(e) => setScore(e.target.value)}>
                {['5', '4', '3', '2', '1'].map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </select>
              <label htmlFor={`${id}-comment`} className="field-label">
                {t('comment')}
              </label>
              <textarea id={`${id}-comment`} maxLength={1000} rows={3} className="field-input" value={comment} onChange={(e) => setComment(e.target.value)} />
              <button type="submit" className="btn-primary" disabled={busy}>
                {t('submitRating')}
              </button>
            </form>
          )}
        </>
      ) : null}

      {theirs.score != null ? (
        <div className="mt-3 text-sm text-slate-800">
          <p className="font-medium">{t('ratingOfYou', { score: String(theirs.score) })}</p>
          {theirs.comment ? <p className="whitespace-pre-line">{theirs.comment}</p> : null}
        </div>
      ) : null}

      {side === 'professional' && booking.agreedMinutes != null ? (
        <p className="mt-4 text-sm">
          <a href={`/api/shift-requests/${booking.id}/invoice`} className="font-semibold underline" data-testid="shift-invoice" download>
            {t('invoice')}
          </a>
          <span className="mt-1 block text-slate-700">{t('invoiceNote')}</span>
        </p>
      ) : null}

      {refusal ? (
        <div className="mt-3">
          <Alert tone="error">{refusal.message}</Alert>
        </div>
      ) : null}
    </section>
  )
}
