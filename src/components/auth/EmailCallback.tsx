'use client'

import { useTranslations } from 'next-intl'
import { useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { Alert } from '@/components/ui/Alert'
import { toast } from '@/components/ui/toast'
import { useRouter } from '@/i18n/navigation'
import { api } from '@/lib/api'

import { useAuth } from './AuthProvider'

const REDIRECT_DELAY_MS = 2000

type State = { kind: 'working' } | { kind: 'done' } | { kind: 'error'; message: string }

/**
 * Confirms the email token from the link, which also signs the account in, then moves on: home on
 * success (the header already shows the account), /auth on failure, in the page's language.
 */
export function EmailCallback() {
  const t = useTranslations('auth')
  const router = useRouter()
  const { refresh } = useAuth()
  const token = useSearchParams().get('token')
  const [state, setState] = useState<State>({ kind: 'working' })
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    const finish = (next: State, to: string) => {
      setState(next)
      if (next.kind === 'done') toast.success(t('emailConfirmed'), { description: t('emailConfirmedBody') })
      if (next.kind === 'error') toast.error(t('authError'), { description: next.message })
      setTimeout(() => router.replace(to), REDIRECT_DELAY_MS)
    }
    if (!token) return finish({ kind: 'error', message: t('missingToken') }, '/auth')
    void api('/api/users/confirm-account', { body: { token } }, t('invalidToken')).then(async (res) => {
      if (!res.ok) return finish({ kind: 'error', message: t('invalidToken') }, '/auth')
      await refresh()
      finish({ kind: 'done' }, '/')
    })
  }, [token, router, refresh, t])

  return (
    <div className="mx-auto max-w-md px-4 py-16">
      {state.kind === 'working' ? (
        <>
          <h1 className="text-2xl font-bold">{t('confirming')}</h1>
        </>
      ) : state.kind === 'done' ? (
        <>
          <h1 className="text-2xl font-bold">{t('emailConfirmed')}</h1>
          <p className="mt-3 text-slate-700">{t('emailConfirmedBody')}</p>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold">{t('authError')}</h1>
          <div className="mt-4">
            <Alert tone="error">{state.message}</Alert>
          </div>
        </>
      )}
    </div>
  )
}
