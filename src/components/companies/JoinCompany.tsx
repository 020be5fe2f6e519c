'use client'

import { useTranslations } from 'next-intl'
import { useSearchParams } from 'next/navigation'
import { useState } from 'react'

import { useAuth } from '@/components/auth/AuthProvider'
import { Alert } from '@/components/ui/Alert'
import { NoticePanel } from '@/components/ui/StatePanels'
import { SmartLink } from '@/components/ui/SmartLink'
import { api } from '@/lib/api'

/** /account/company/join?token=…: accepts a colleague's invitation, signed in with the invited address. */
export function JoinCompany() {
  const t = useTranslations('companies')
  const token = useSearchParams().get('token') ?? ''
  const { user, loading, refresh } = useAuth()
  const [state, setState] = useState<{ kind: 'idle' | 'busy' } | { kind: 'done' | 'error'; message: string }>({ kind: 'idle' })

  if (!/^[0-9a-f]{64}$/.test(token)) return <Alert tone="error">{t('joinMissing')}</Alert>
  if (loading) return <p role="status">{t('loading')}</p>
  if (!user) {
    const next = `/account/company/join?token=${token}`
    return <NoticePanel heading title={t('signInTitle')} body={t('joinSignIn')} link={{ href: `/auth?next=${encodeURIComponent(next)}`, label: t('joinSignInLink') }} />
  }
  if (state.kind === 'done') {
    return (
      <div className="space-y-4">
        <Alert tone="success">{state.message}</Alert>
        <SmartLink href="/employer" className="btn-primary inline-block">
          {t('goWorkspace')}
        </SmartLink>
      </div>
    )
  }

  const accept = async () => {
    setState({ kind: 'busy' })
    const res = await api<{ message: string }>('/api/facilities/join', { body: { token } }, t('failed'))
    if (!res.ok) return setState({ kind: 'error', message: res.message })
    await refresh()
    setState({ kind: 'done', message: res.data.message })
  }

  return (
    <div className="space-y-4">
      {state.kind === 'error' ? <Alert tone="error">{state.message}</Alert> : null}
      <button type="button" className="btn-primary" disabled={state.kind === 'busy'} onClick={() => void accept()}>
        {state.kind === 'busy' ? t('joining') : t('joinButton')}
      </button>
    </div>
  )
}
