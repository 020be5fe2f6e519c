'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { Alert } from '@/components/ui/Alert'
import { api } from '@/lib/api'

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'error'; message: string }

/** "Did not get the email?": asks for a new confirmation link. The answer never says whether the account exists. */
export function ResendVerification({ email }: { email: string }) {
  const t = useTranslations('auth')
  const [state, setState] = useState<State>({ kind: 'idle' })

  const resend = async () => {
    setState({ kind: 'sending' })
    const res = await api('/api/users/resend-verification', { body: { email } }, t('fallbackError'))
    setState(res.ok ? { kind: 'sent' } : { kind: 'error', message: res.message })
  }

  if (state.kind === 'sent') return <Alert tone="info">{t('resendSent')}</Alert>
  return (
    <div className="space-y-2 text-sm text-slate-700">
      <p>
        {t('resendPrompt')}{' '}
        <button type="button" className="font-semibold text-teal-800 underline" onClick={resend} disabled={state.kind === 'sending'}>
          {state.kind === 'sending' ? t('submitting') : t('resendVerification')}
        </button>
      </p>
      {state.kind === 'error' ? <Alert tone="error">{state.message}</Alert> : null}
    </div>
  )
}
