'use client'

import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { Alert } from '@/components/ui/Alert'
import type { ShiftState } from '@/domain/shifts/options'
import { isLateCancellation } from '@/domain/shifts/state'

import { cancelShift, requestStep } from './shiftActions'
import { useShiftStep } from './useShiftStep'

/**
 * Confirm or decline one pending request (the team's steps, offered as transitions.ts allows). With a
 * booking fee due, the confirmation answers the fee's checkout, which the browser follows; a request
 * waiting for its fee offers that payment again.
 */
export function RequestDecision({ requestId, name, awaitingPayment = false }: { requestId: number; name: string; awaitingPayment?: boolean }) {
  const t = useTranslations('shifts.team')
  const s = useTranslations('shifts')
  const { busy, refusal, run } = useShiftStep()
  const confirm = async () => {
    const res = await requestStep(requestId, 'confirm', s('failedBody'))
    const checkoutUrl = res.ok ? (res.data as { checkoutUrl?: string }).checkoutUrl : undefined
    if (!checkoutUrl) return res
    // Off to Stripe's page: the button stays busy until the browser leaves (no toast, no refresh).
    window.location.assign(checkoutUrl)
    return new Promise<typeof res>(() => {})
  }
  return (
    <div className="mt-2">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-primary"
          disabled={busy}
          aria-label={awaitingPayment ? s('payment.payAria', { name }) : t('confirmAria', { name })}
          onClick={() => void run(confirm(), t('confirmed'))}
        >
          {awaitingPayment ? s('payment.pay') : t('confirm')}
        </button>
        <button type="button" className="btn-secondary" disabled={busy} aria-label={t('declineAria', { name })} onClick={() => void run(requestStep(requestId, 'decline', s('failedBody')), t('declined'))}>
          {t('decline')}
        </button>
      </div>
      {refusal ? (
        <div className="mt-2">
          <Alert tone="error">{refusal.message}</Alert>
        </div>
      ) : null}
    </div>
  )
}

/**
 * Calls a shift off: an open one with an optional reason (its pending requests are declined); a
 * booked one with a reason the professional reads, warned when it is late (within 48 hours).
 */
export function CancelShift({ shiftId, state, startsAt }: { shiftId: number; state: ShiftState; startsAt: string }) {
  const t = useTranslations('shifts.team')
  const s = useTranslations('shifts')
  const id = useId()
  const { busy, refusal, run } = useShiftStep()
  const [reason, setReason] = useState('')
  const booked = state === 'booked'
  return (
    <details className="mt-3">
      <summary className="cursor-pointer text-sm font-semibold text-red-800 underline">{t('cancelShift')}</summary>
      <form method="post"
        className="mt-2 space-y-2"
        onSubmit={(event) => {
          event.preventDefault()
          if (booked || window.confirm(t('cancelConfirm'))) void run(cancelShift(shiftId, reason, s('failedBody')), t('shiftCancelled'))
        }}
      >
        {booked && isLateCancellation(startsAt) ? <Alert tone="error">{t('lateWarning')}</Alert> : null}
        <label htmlFor={`${id}-reason`} className="field-label">
          {booked ? t('cancelReason') : t('cancelReasonOptional')}
        </label>
        <textarea id={`${id}-reason`} className="field-input" rows={2} maxLength={1000} required={booked} value={reason} onChange={(e) => setReason(e.target.value)} />
        <button type="submit" className="btn-secondary" disabled={busy || (booked && !reason.trim())}>
          {t('cancelSend')}
        </button>
        {refusal ? <Alert tone="error">{refusal.message}</Alert> : null}
      </form>
    </details>
  )
}
