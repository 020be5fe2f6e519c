'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { Alert } from '@/components/ui/Alert'
import { LocalLink as Link } from '@/components/ui/LocalLink'
import { isLiveRequest, type CredentialKind, type RequestStatus, type ShiftState } from '@/domain/shifts/options'
import { hasStarted, isLateCancellation, requestState } from '@/domain/shifts/state'
import { offeredRequestSteps } from '@/domain/shifts/transitions'
import { useEnumLabel } from '@/i18n/useEnumLabel'
import { formatCents } from '@/lib/format'

import { cancelBooking, counterShift, requestShift, requestStep } from './shiftActions'
import { dollarsToCents } from './shiftQuery'
import { shiftDay } from './ShiftFacts'
import { useShiftStep } from './useShiftStep'

type Props = {
  shift: { id: number; rateCents: number; date: string; startsAt: string; state: ShiftState }
  request: { id: number; status: RequestStatus; rateCents: number; counterOffer: boolean } | null
  blockers: { licence: boolean; credentials: CredentialKind[] }
}

const PROFILE = '/account/profile'
const CREDENTIALS = '/account/profile#credentials-heading'

/**
 * A professional's side of a shift on `/shifts/<id>`: what stops them requesting it (with the way to
 * fix it), "Request this shift" at its rate or with one higher counter-offer, their request's status,
 * withdrawing, and cancelling a booking with a reason (warned when it would count as late). Offers
 * exactly the steps the server's table allows (transitions.ts).
 */
export function ProfessionalShiftPanel({ shift, request, blockers }: Props) {
  const t = useTranslations('shifts.detail')
  const s = useTranslations('shifts')
  const locale = useLocale()
  const label = useEnumLabel()
  const id = useId()
  const { busy, refusal, run } = useShiftStep()
  const [counter, setCounter] = useState('')
  const [counterError, setCounterError] = useState<string | null>(null)
  const [reason, setReason] = useState('')
  const rate = (cents: number) => formatCents(cents, locale as 'en-CA')
  const live = request && isLiveRequest(request.status)
  // Once the shift has started no step before it is taken (the server refuses); after it, the after-shift panel's.
  const steps = request && !hasStarted(shift) ? offeredRequestSteps('professional', request.status, shift.state) : []
  const canRequest = shift.state === 'open' && !live
  const blocked = blockers.licence || blockers.credentials.length > 0
  const list = (kinds: CredentialKind[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(kinds.map((kind) => label('credentialKind', kind)))

  /** The counter-offer as cents, or null with the field's message. */
  const counterCents = (): number | null => {
    const cents = dollarsToCents(counter)
    if (cents === null || cents <= 0) {
      setCounterError(s('form.rateInvalid'))
      return null
    }
    if (cents <= shift.rateCents) {
      setCounterError(s('problems.counterNotHigher'))
      return null
    }
    setCounterError(null)
    return cents
  }

  return (
    <section aria-labelledby={`${id}-h`} className="rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:p-6">
      <h2 id={`${id}-h`} className="text-lg font-semibold text-slate-900">
        {request?.status === 'booked' ? t('bookedTitle') : request ? t('yourRequest') : t('request')}
      </h2>

      {request ? (
        <div className="mt-2 space-y-1 text-sm text-slate-800">
          <p className="font-medium" data-testid="request-status">
            {s(`requestStates.${requestState(request.status, shift)}`)}
          </p>
          <p>
            {t('requestedAt', { rate: rate(request.rateCents) })} {request.counterOffer ? t('counterNote') : null}
          </p>
        </div>
      ) : null}

      {canRequest && blocked ? (
        <div className="mt-3">
          <Alert tone="error" title={t('blockedTitle')}>
            {blockers.licence ? (
              <p>
                {t('licenceMissing')}{' '}
                <Link href={PROFILE} className="font-semibold underline">
                  {t('fixProfile')}
                </Link>
              </p>
            ) : null}
            {blockers.credentials.length ? (
              <p className={blockers.licence ? 'mt-2' : undefined}>
                {t('credentialsMissing', { date: shiftDay(shift.date, locale), list: list(blockers.credentials) })}{' '}
                <Link href={CREDENTIALS} className="font-semibold underline">
                  {t('fixCredentials')}
                </Link>
              </p>
            ) : null}
          </Alert>
        </div>
      ) : null}

      {canRequest && !blocked ? (
        <div className="mt-3 space-y-4">
          <button type="button" className="btn-primary w-full sm:w-auto" disabled={busy} onClick={() => void run(requestShift(shift.id, undefined, s('failedBody')), t('requested'))}>
            {t('requestAtRate', { rate: rate(shift.rateCents) })}
          </button>
          <form method="post"
            className="space-y-2"
            onSubmit={(event) => {
              event.preventDefault()
              const cents = counterCents()
              if (cents !== null) void run(requestShift(shift.id, cents, s('failedBody')), t('requested'))
            }}
          >
            <label htmlFor={`${id}-counter`} className="field-label">
              {t('counterLabel')}
            </label>
            <p id={`${id}-counter-hint`} className="text-sm text-slate-700">
              {t('counterHint')}
            </p>
            <div className="flex flex-wrap gap-2">
              <input
                id={`${id}-counter`}
                inputMode="decimal"
                className="field-input mt-0 w-32"
                value={counter}
                onChange={(e) => setCounter(e.target.value)}
                aria-invalid={counterError ? true : undefined}
                aria-describedby={`${id}-counter-hint${counterError ? ` ${id}-counter-error` : ''}`}
              />
              <button type="submit" className="btn-secondary" disabled={busy || !counter.trim()}>
                {t('counter')}
              </button>
            </div>
            {counterError ? (
              <p id={`${id}-counter-error`} className="field-error">
                {counterError}
              </p>
            ) : null}
          </form>
        </div>
      ) : null}

      {request && steps.includes('counter') && !request.counterOffer ? (
        <form method="post"
          className="mt-4 space-y-2"
          onSubmit={(event) => {
            event.preventDefault()
            const cents = counterCents()
            if (cents !== null) void run(counterShift(request.id, cents, s('failedBody')), t('countered'))
          }}
        >
          <label htmlFor={`${id}-raise`} className="field-label">
            {t('counterLabel')}
          </label>
          <div className="flex flex-wrap gap-2">
            <input id={`${id}-raise`} inputMode="decimal" className="field-input mt-0 w-32" value={counter} onChange={(e) => setCounter(e.target.value)} aria-invalid={counterError ? true : undefined} aria-describedby={counterError ? `${id}-raise-error` : undefined} />
            <button type="submit" className="btn-secondary" disabled={busy || !counter.trim()}>
              {t('raiseSend')}
            </button>
          </div>
          {counterError ? (
            <p id={`${id}-raise-error`} className="field-error">
              {counterError}
            </p>
          ) : null}
        </form>
      ) : null}

      {request && steps.includes('withdraw') ? (
        <button type="button" className="btn-secondary mt-4" disabled={busy} onClick={() => window.confirm(t('withdrawConfirm')) && void run(requestStep(request.id, 'withdraw', s('failedBody')), t('withdrawn'))}>
          {t('withdraw')}
        </button>
      ) : null}

      {request && steps.includes('cancel') ? (
        <details className="mt-4">
          <summary className="btn-secondary cursor-pointer">{t('cancel')}</summary>
          <form method="post"
            className="mt-3 space-y-2"
            onSubmit={(event) => {
              event.preventDefault()
              void run(cancelBooking(request.id, reason, s('failedBody')), t('cancelled'))
            }}
          >
            {isLateCancellation(shift.startsAt) ? <Alert tone="error">{t('lateWarning')}</Alert> : <p className="text-sm text-slate-700">{t('earlyNote')}</p>}
            <label htmlFor={`${id}-reason`} className="field-label">
              {t('cancelReason')}
            </label>
            <textarea id={`${id}-reason`} required maxLength={1000} rows={3} className="field-input" value={reason} onChange={(e) => setReason(e.target.value)} />
            <button type="submit" className="btn-primary" disabled={busy || !reason.trim()}>
              {t('cancelSend')}
            </button>
          </form>
        </details>
      ) : null}

      {refusal ? (
        <div className="mt-4">
          <Alert tone="error">
            <p>{refusal.message}</p>
            {refusal.status === 403 ? (
              <p className="mt-2 flex flex-wrap gap-4">
                <Link href={PROFILE} className="font-semibold underline">
                  {t('fixProfile')}
                </Link>
                <Link href={CREDENTIALS} className="font-semibold underline">
                  {t('fixCredentials')}
                </Link>
              </p>
            ) : null}
          </Alert>
        </div>
      ) : null}
    </section>
  )
}
