'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { useAuth } from '@/components/auth/AuthProvider'
import { Alert } from '@/components/ui/Alert'
import { Dialog } from '@/components/ui/Dialog'
import { describeAlertSearch } from '@/domain/alerts/describe'
import type { AlertFrequency } from '@/domain/alerts/options'
import { guestSubscribeSchema, subscribeSchema } from '@/domain/alerts/schemas'
import type { AlertSearch } from '@/domain/alerts/search'
import type { Locale } from '@/i18n/locale'
import { Link } from '@/i18n/navigation'
import { useEnumLabel } from '@/i18n/useEnumLabel'
import { useZodMessage } from '@/i18n/useZodMessage'
import { api } from '@/lib/api'

import { SubscriptionFields, subscriptionBody } from './SubscriptionFields'

/** Find Work's search as it stands (its order, page and open posting are not part of an alert). */
export type Search = AlertSearch
type Answer = { status: 'active' | 'pending'; message: string }
type State = { kind: 'form' } | { kind: 'saving' } | { kind: 'done'; answer: Answer } | { kind: 'error'; message: string }

/** The dialog itself, with its validation code: loaded when "Save this search" is pressed (SaveSearch.tsx). */
export function SaveSearchDialog({ search, senderName, onClose }: { search: Search; senderName: string; onClose: () => void }) {
  const t = useTranslations('alerts')
  const jobs = useTranslations('jobs')
  const tr = useZodMessage()
  const enumLabel = useEnumLabel()
  const locale = useLocale() as Locale
  const { user } = useAuth()
  const [frequency, setFrequency] = useState<AlertFrequency>('daily')
  const [email, setEmail] = useState('')
  const [consent, setConsent] = useState(false)
  const [errors, setErrors] = useState<{ email?: string; consent?: string }>({})
  const [state, setState] = useState<State>({ kind: 'form' })

  const described = describeAlertSearch(search, locale, {
    alerts: (key, args) => t(key, args as never),
    chip: (chip) => jobs(`chips.${chip}`),
    label: enumLabel,
  })
  const wording = t('consent.wording', { sender: senderName })

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const body = {
      q: search.q,
      chips: search.chips,
      provinces: search.provinces,
      types: search.types,
      ...(search.near ? { near: search.near, radius: search.radius, hideRemote: search.hideRemote } : {}),
      ...(search.pay !== null ? { pay: search.pay, per: search.per } : {}),
      ...subscriptionBody({ frequency, email, consent }, Boolean(user), locale),
    }
    const parsed = (user ? subscribeSchema : guestSubscribeSchema).safeParse(body)
    if (!parsed.success) {
      const issues = parsed.error.issues
      setErrors({
        email: tr(issues.find((i) => i.path[0] === 'email')?.message),
        consent: tr(issues.find((i) => i.path[0] === 'consent')?.message),
      })
      return
    }
    setErrors({})
    setState({ kind: 'saving' })
    const res = await api<Answer>('/api/job-alerts/subscribe', { body }, t('errors.failed'))
    setState(res.ok ? { kind: 'done', answer: res.data } : { kind: 'error', message: res.message })
  }

  if (state.kind === 'done') {
    const { answer } = state
    return (
      <Dialog title={t('dialogTitle')} onClose={onClose}>
        <Alert tone="success" title={answer.status === 'active' ? t('subscribe.activeTitle') : t('subscribe.pendingTitle')}>
          {answer.message}
        </Alert>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          {user ? (
            <Link href="/account#alerts" className="btn-secondary">
              {t('subscribe.manage')}
            </Link>
          ) : null}
          <button type="button" className="btn-primary" onClick={onClose} autoFocus>
            {t('close')}
          </button>
        </div>
      </Dialog>
    )
  }

  const saving = state.kind === 'saving'
  return (
    <Dialog title={t('dialogTitle')} onClose={onClose}>
      <form method="post" onSubmit={submit} noValidate className="space-y-5" aria-busy={saving}>
        <p className="text-slate-700">{t('dialogIntro', { search: described })}</p>
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
        <div className="flex justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="submit" className="btn-primary" disabled={saving}>
            {saving ? t('submitting') : t('submit')}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
