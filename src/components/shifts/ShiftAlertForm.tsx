'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { SubscriptionFields, subscriptionBody } from '@/components/alerts/SubscriptionFields'
import { useAuth } from '@/components/auth/AuthProvider'
import { Alert } from '@/components/ui/Alert'
import { TextField } from '@/components/ui/TextField'
import type { AlertFrequency } from '@/domain/alerts/options'
import { guestShiftSubscribeSchema, shiftSubscribeSchema } from '@/domain/alerts/schemas'
import { POSITION_TYPES } from '@/domain/jobs/options'
import type { Locale } from '@/i18n/locale'
import { Link } from '@/i18n/navigation'
import { useEnumLabel } from '@/i18n/useEnumLabel'
import { useZodMessage } from '@/i18n/useZodMessage'
import { api } from '@/lib/api'

import { dollarsToCents, KMS } from './shiftQuery'

type Answer = { status: 'active' | 'pending'; message: string }
type State = { kind: 'form' } | { kind: 'saving' } | { kind: 'done'; answer: Answer } | { kind: 'error'; message: string }
type Field = 'near' | 'km' | 'positionType' | 'minRateCents' | 'email' | 'consent'

/** /shifts' filters as they stand: the form starts from them. */
export type ShiftAlertStart = { near: string; km: number; positionType: string; minRate: string }

/**
 * "Email me new shifts near …" on /shifts (docs/alerts.md, Shift alerts): the place, distance,
 * position type and lowest rate (from the filters as they stand), how often, the address (a
 * signed-in person's own, fixed) and the consent box, never ticked in advance, with the words the
 * consent record keeps. A guest's alert starts once the emailed link is confirmed.
 */
export function ShiftAlertForm({ start, senderName }: { start: ShiftAlertStart; senderName: string }) {
  const t = useTranslations('alerts')
  const f = useTranslations('alerts.shifts.form')
  const tr = useZodMessage()
  const label = useEnumLabel()
  const locale = useLocale() as Locale
  const { user } = useAuth()
  const [near, setNear] = useState(start.near)
  const [km, setKm] = useState(start.km)
  // The distance of the filters as they stand is offered even when it is none of the usual ones.
  const distances = KMS.includes(start.km as (typeof KMS)[number]) ? [...KMS] : [...KMS, start.km].sort((a, b) => a - b)
  const [positionType, setPositionType] = useState(start.positionType)
  const [minRate, setMinRate] = useState(start.minRate)
  const [frequency, setFrequency] = useState<AlertFrequency>('daily')
  const [email, setEmail] = useState('')
  const [consent, setConsent] = useState(false)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [state, setState] = useState<State>({ kind: 'form' })
  const id = useId()
  const wording = t('shifts.consentWording', { sender: senderName })

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const cents = dollarsToCents(minRate)
    const body = {
      near,
      km,
      positionType: positionType || null,
      minRateCents: minRate.trim() === '' ? null : (cents ?? Number.NaN),
      ...subscriptionBody({ frequency, email, consent }, Boolean(user), locale),
    }
    const parsed = (user ? shiftSubscribeSchema : guestShiftSubscribeSchema).safeParse(body)
    if (!parsed.success) {
      const problems: Partial<Record<Field, string>> = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field
        problems[field] ??= tr(issue.message)
      }
      setErrors(problems)
      return
    }
    setErrors({})
    setState({ kind: 'saving' })
    const res = await api<Answer>('/api/job-alerts/subscribe-shifts', { body }, t('errors.failed'))
    setState(res.ok ? { kind: 'done', answer: res.data } : { kind: 'error', message: res.message })
  }

  const title = start.near ? f('title', { place: start.near }) : f('titleNoPlace')
  const saving = state.kind === 'saving'
  return (
    <details className="mt-6 rounded-lg bg-white p-4 ring-1 ring-slate-200" data-testid="shift-alert">
      <summary className="cursor-pointer font-semibold text-teal-900">{title}</summary>
      {state.kind === 'done' ? (
        <div className="mt-4 space-y-3">
          <Alert tone="success" title={state.answer.status === 'active' ? t('subscribe.activeTitle') : t('subscribe.pendingTitle')}>
            {state.answer.message}
          </Alert>
          {user ? (
            <Link href="/account#alerts" className="btn-secondary">
              {t('subscribe.manage')}
            </Link>
          ) : null}
        </div>
      ) : (
        <form method="post" onSubmit={submit} noValidate className="mt-4 space-y-5" aria-busy={saving}>
          <p className="text-slate-700">{f('intro')}</p>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <TextField label={f('near')} value={near} autoComplete="address-level2" onChange={(e) => setNear(e.target.value)} error={errors.near} required />
            <div>
              <label htmlFor={`${id}-km`} className="field-label">
                {f('km')}
              </label>
              <select id={`${id}-km`} className="field-input bg-white" value={km} onChange={(e) => setKm(Number(e.target.value))}>
                {distances.map((value) => (
                  <option key={value} value={value}>
                    {f('within', { km: value })}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-type`} className="field-label">
                {f('positionType')}
              </label>
              <select id={`${id}-type`} className="field-input bg-white" value={positionType} onChange={(e) => setPositionType(e.target.value)}>
                <option value="">{f('anyPosition')}</option>
                {POSITION_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {label('positionType', type)}
                  </option>
                ))}
              </select>
            </div>
            <TextField label={f('minRate')} value={minRate} inputMode="decimal" onChange={(e) => setMinRate(e.target.value)} error={errors.minRateCents} />
          </div>
          <SubscriptionFields
            frequency={frequency}
            onFrequency={setFrequency}
            email={email}
            onEmail={setEmail}
            consent={consent}
            onConsent={setConsent}
            wording={wording}
            errors={errors}
          />
          {state.kind === 'error' ? <Alert tone="error">{state.message}</Alert> : null}
          <button type="submit" className="btn-primary" disabled={saving}>
            {saving ? f('submitting') : f('submit')}
          </button>
        </form>
      )}
    </details>
  )
}
