'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useState } from 'react'

import { Panel } from '@/components/account/Panel'
import { useAuth } from '@/components/auth/AuthProvider'
import { Alert } from '@/components/ui/Alert'
import { SmartLink } from '@/components/ui/SmartLink'
import { RetryAlert } from '@/components/ui/StatePanels'
import { useRemote } from '@/components/ui/useRemote'
import { describeAlert } from '@/domain/alerts/describe'
import type { MyAlert } from '@/domain/alerts/manage'
import { ALERT_FREQUENCIES, type AlertFrequency } from '@/domain/alerts/options'
import { useEnumLabel } from '@/i18n/useEnumLabel'
import { api } from '@/lib/api'

/**
 * /account: the person's job and shift alerts (docs/alerts.md): each search with every filter, where it stands, how often; pause,
 * resume, change the frequency, delete. Guests' alerts are managed with the links in their emails.
 */
export function AlertsSection() {
  const t = useTranslations('alerts.account')
  const shifts = useTranslations('alerts.shifts.account')
  const loadError = t('loadError')
  const load = useCallback(() => api<{ docs: MyAlert[] }>('/api/job-alerts/mine', {}, loadError), [loadError])
  const { state, reload, update } = useRemote(load)

  return (
    <div id="alerts">
      <Panel id="alerts-title" title={t('title')}>
        <p className="text-slate-700">{t('intro')}</p>
        {state.kind === 'loading' ? (
          <p role="status" aria-busy="true">
            {t('loading')}
          </p>
        ) : state.kind === 'error' ? (
          <RetryAlert title={loadError} body={state.message} retryLabel={t('tryAgain')} onRetry={() => void reload()} />
        ) : state.data.docs.length === 0 ? (
          <div className="rounded-md bg-slate-50 p-4">
            <p>{t('empty')}</p>
            <div className="mt-3 flex flex-wrap gap-3">
              <SmartLink href="/find-work" className="btn-secondary">
                {t('findWork')}
              </SmartLink>
              <SmartLink href="/shifts" className="btn-secondary">
                {shifts('browse')}
              </SmartLink>
            </div>
          </div>
        ) : (
          <ul className="divide-y divide-slate-200">
            {state.data.docs.map((alert) => (
              <AlertRow
                key={alert.id}
                alert={alert}
                onChanged={(changed) => update((d) => ({ docs: d.docs.map((x) => (x.id === changed.id ? { ...x, ...changed } : x)) }))}
                onDeleted={() => update((d) => ({ docs: d.docs.filter((x) => x.id !== alert.id) }))}
              />
            ))}
          </ul>
        )}
      </Panel>
    </div>
  )
}

function AlertRow({ alert, onChanged, onDeleted }: { alert: MyAlert; onChanged: (alert: MyAlert) => void; onDeleted: () => void }) {
  const t = useTranslations('alerts')
  const jobs = useTranslations('jobs')
  const enumLabel = useEnumLabel()
  const locale = useLocale()
  const { user } = useAuth()
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const search = describeAlert(alert, locale, {
    alerts: (key, args) => t(key, args as never),
    chip: (chip) => jobs(`chips.${chip}`),
    label: enumLabel,
  })
  const failed = t('account.actionFailed')

  const run = async (call: () => ReturnType<typeof api<unknown>>, done: (data: unknown) => void, success: string) => {
    setBusy(true)
    setNotice(null)
    const res = await call()
    setBusy(false)
    if (!res.ok) return setNotice({ tone: 'error', text: res.message })
    done(res.data)
    setNotice({ tone: 'success', text: success })
  }
  const move = (action: 'pause' | 'resume') =>
    run(() => api(`/api/job-alerts/${alert.id}/${action}`, { method: 'POST' }, failed), (data) => onChanged((data as { alert: MyAlert }).alert), t('account.saved'))
  const setFrequency = (frequency: AlertFrequency) =>
    run(
      () => api(`/api/job-alerts/${alert.id}?depth=0`, { method: 'PATCH', body: { frequency } }, failed),
      (data) => onChanged((data as { doc: MyAlert }).doc),
      t('account.saved'),
    )
  const remove = async () => {
    if (!window.confirm(t('account.deleteConfirm'))) return
    setBusy(true)
    const res = await api(`/api/job-alerts/${alert.id}`, { method: 'DELETE' }, failed)
    setBusy(false)
    if (res.ok) onDeleted()
    else setNotice({ tone: 'error', text: res.message })
  }

  const selectId = `alert-frequency-${alert.id}`
  return (
    <li className="space-y-3 py-4" aria-busy={busy}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-slate-900">{search}</p>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-sm text-slate-800">{t(`account.status.${alert.status}`)}</span>
      </div>
      <p className="text-sm break-all text-slate-600">{t('account.sentTo', { email: alert.email })}</p>
      {/* Consent was given for that address (docs/alerts.md): after an email change the alert stays there until saved again. */}
      {user && user.email.toLowerCase() !== alert.email.toLowerCase() ? (
        <p className="text-sm text-slate-700">{t('account.oldAddress', { email: user.email })}</p>
      ) : null}
      {alert.lastSentAt ? <p className="text-sm text-slate-600">{t('account.lastSent', { date: new Date(alert.lastSentAt) })}</p> : null}
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={selectId} className="field-label">
            <span className="sr-only">{t('account.frequencyOf', { search })}</span>
            <span aria-hidden="true">{t('frequencyLabel')}</span>
          </label>
          <select
            id={selectId}
            className="field-input bg-white"
            value={alert.frequency}
            disabled={busy || alert.status === 'unsubscribed'}
            onChange={(e) => void setFrequency(e.target.value as AlertFrequency)}
          >
            {ALERT_FREQUENCIES.map((value) => (
              <option key={value} value={value}>
                {t(`frequency.${value}`)}
              </option>
            ))}
          </select>
        </div>
        {alert.status === 'active' ? (
          <button type="button" className="btn-secondary" disabled={busy} onClick={() => void move('pause')}>
            {t('account.pause')}
          </button>
        ) : alert.status === 'paused' ? (
          <button type="button" className="btn-secondary" disabled={busy} onClick={() => void move('resume')}>
            {t('account.resume')}
          </button>
        ) : null}
        <button type="button" className="btn-secondary" disabled={busy} onClick={() => void remove()}>
          {t('account.delete')}
        </button>
      </div>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
    </li>
  )
}
