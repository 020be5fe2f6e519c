'use client'

import { useTranslations } from 'next-intl'
import { useSearchParams } from 'next/navigation'
import { useCallback, useState } from 'react'

import { Alert } from '@/components/ui/Alert'
import { SmartLink } from '@/components/ui/SmartLink'
import { useRemote } from '@/components/ui/useRemote'
import type { AlertSummary } from '@/domain/alerts/confirm'
import { api } from '@/lib/api'

type Done = { kind: 'idle' | 'busy' } | { kind: 'done' | 'error'; message: string }

const FindWorkLink = ({ label }: { label: string }) => (
  <SmartLink href="/find-work" className="btn-secondary inline-block">
    {label}
  </SmartLink>
)

/**
 * /alerts/confirm?token=…: what the emailed link starts, and the button that confirms it (double
 * opt-in). Opening the link changes nothing: mail scanners open links; only the button confirms.
 */
export function ConfirmAlert() {
  const t = useTranslations('alerts')
  const token = useSearchParams().get('token') ?? ''
  const failed = t('errors.failed')
  const load = useCallback(() => api<AlertSummary>(`/api/job-alerts/confirm?token=${encodeURIComponent(token)}`, {}, failed), [token, failed])
  const { state } = useRemote(load)
  const [done, setDone] = useState<Done>({ kind: 'idle' })

  if (done.kind === 'done') {
    return (
      <div className="space-y-4">
        <Alert tone="success" title={t('confirm.doneTitle')}>
          {done.message}
        </Alert>
        <FindWorkLink label={t('confirm.findWork')} />
      </div>
    )
  }
  if (state.kind === 'loading') return <p role="status" aria-busy="true">{t('confirm.working')}</p>
  if (state.kind === 'error') {
    return (
      <div className="space-y-4">
        <Alert tone="error" title={t('confirm.invalidTitle')}>
          {state.message}
        </Alert>
        <FindWorkLink label={t('confirm.findWork')} />
      </div>
    )
  }
  const alert = state.data
  const confirm = async () => {
    setDone({ kind: 'busy' })
    const res = await api<{ message: string }>('/api/job-alerts/confirm', { body: { token } }, failed)
    setDone(res.ok ? { kind: 'done', message: res.data.message } : { kind: 'error', message: res.message })
  }
  return (
    <div className="space-y-4">
      <p className="text-slate-800">{t(alert.kind === 'shifts' ? 'shifts.confirmIntro' : 'confirm.intro', { search: alert.search, email: alert.email })}</p>
      <p className="text-slate-700">{t('confirm.frequency', { frequency: t(`frequency.${alert.frequency}`) })}</p>
      {done.kind === 'error' ? <Alert tone="error">{done.message}</Alert> : null}
      <button type="button" className="btn-primary" disabled={done.kind === 'busy'} onClick={() => void confirm()}>
        {done.kind === 'busy' ? t('confirm.working') : t('confirm.button')}
      </button>
    </div>
  )
}

type Peek = { alert: (AlertSummary & { unsubscribed: boolean }) | null }

/**
 * /alerts/unsubscribe?alert=…&token=…: the signed link in every alert email. No sign-in; the button
 * unsubscribes at once with one POST (opening the page alone changes nothing: mail scanners open
 * links, and mail clients use the one-click POST of the List-Unsubscribe header).
 */
export function UnsubscribeAlert() {
  const t = useTranslations('alerts')
  const params = useSearchParams()
  const alertId = params.get('alert') ?? ''
  const token = params.get('token') ?? ''
  const failed = t('errors.failed')
  const query = `alert=${encodeURIComponent(alertId)}&token=${encodeURIComponent(token)}`
  const load = useCallback(() => api<Peek>(`/api/job-alerts/unsubscribe?${query}`, {}, failed), [query, failed])
  const { state } = useRemote(load)
  const [done, setDone] = useState<Done>({ kind: 'idle' })

  if (done.kind === 'done') {
    return (
      <Alert tone="success" title={t('unsubscribe.doneTitle')}>
        {t('unsubscribe.done')}
      </Alert>
    )
  }
  if (state.kind === 'loading') return <p role="status" aria-busy="true">{t('unsubscribe.working')}</p>
  if (state.kind === 'error') {
    return (
      <Alert tone="error" title={t('unsubscribe.invalidTitle')}>
        {state.message}
      </Alert>
    )
  }
  const alert = state.data.alert
  if (!alert) return <Alert tone="info">{t('unsubscribe.gone')}</Alert>
  if (alert.unsubscribed) return <Alert tone="info">{t('unsubscribe.already')}</Alert>
  const unsubscribe = async () => {
    setDone({ kind: 'busy' })
    const res = await api<{ message: string }>(`/api/job-alerts/unsubscribe?${query}`, { method: 'POST' }, failed)
    setDone(res.ok ? { kind: 'done', message: res.data.message } : { kind: 'error', message: res.message })
  }
  return (
    <div className="space-y-4">
      <p className="text-slate-800">{t('unsubscribe.intro', { search: alert.search, email: alert.email })}</p>
      {done.kind === 'error' ? <Alert tone="error">{done.message}</Alert> : null}
      <button type="button" className="btn-primary" disabled={done.kind === 'busy'} onClick={() => void unsubscribe()}>
        {done.kind === 'busy' ? t('unsubscribe.working') : t('unsubscribe.button')}
      </button>
    </div>
  )
}
