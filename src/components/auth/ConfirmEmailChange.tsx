'use client'

import { useTranslations } from 'next-intl'
import { useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { Alert } from '@/components/ui/Alert'
import { toast } from '@/components/ui/toast'
import { Link } from '@/i18n/navigation'
import { api } from '@/lib/api'

import { useAuth } from './AuthProvider'

type State = { kind: 'working' } | { kind: 'done'; email: string } | { kind: 'error'; message: string }

/** Opened from the link sent to the new address: completes the change once, then says so. */
export function ConfirmEmailChange() {
  const t = useTranslations('auth')
  const nav = useTranslations('nav')
  const token = useSearchParams().get('token')
  const { refresh } = useAuth()
  const [state, setState] = useState<State>({ kind: 'working' })
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    const finish = (next: State) => {
      setState(next)
      if (next.kind === 'done') toast.success(t('emailChanged'), { description: t('emailChangedBody', { email: next.email }) })
      if (next.kind === 'error') toast.error(t('authError'), { description: next.message })
    }
    if (!token) return finish({ kind: 'error', message: t('changeLinkInvalid') })
    void api<{ email: string }>('/api/users/confirm-email-change', { body: { token } }, t('changeLinkInvalid')).then(async (res) => {
      if (!res.ok) return finish({ kind: 'error', message: res.status === 429 || res.status === 400 ? res.message : t('changeLinkInvalid') })
      // A signed-in header shows the new address at once.
      await refresh()
      finish({ kind: 'done', email: res.data.email })
    })
  }, [token, refresh, t])

  return (
    <div className="mx-auto max-w-md px-4 py-16">
      {state.kind === 'working' ? (
        <h1 className="text-2xl font-bold">{t('confirmingEmailChange')}</h1>
      ) : state.kind === 'done' ? (
        <>
          <h1 className="text-2xl font-bold">{t('emailChanged')}</h1>
          <p className="mt-3 text-slate-700">{t('emailChangedBody', { email: state.email })}</p>
          <Link href="/" className="btn-primary mt-6">
            {nav('home')}
          </Link>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold">{t('authError')}</h1>
          <div className="mt-4">
            <Alert tone="error">{state.message}</Alert>
          </div>
          <Link href="/auth/change-email" className="btn-secondary mt-6">
            {t('changeEmailTitle')}
          </Link>
        </>
      )}
    </div>
  )
}
