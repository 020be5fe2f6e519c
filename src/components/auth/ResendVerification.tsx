'use client'

import { useState } from 'react'

import { Alert } from '@/components/ui/Alert'
import { messages } from '@/i18n'
import { api } from '@/lib/api'

const a = messages.auth

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'error'; message: string }

/** "Did not get the email?": asks for a new confirmation link. The answer never says whether the account exists. */
export function ResendVerification({ email }: { email: string }) {
  const [state, setState] = useState<State>({ kind: 'idle' })

  const resend = async () => {
    setState({ kind: 'sending' })
    const res = await api('/api/users/resend-verification', { body: { email } }, a.fallbackError)
    setState(res.ok ? { kind: 'sent' } : { kind: 'error', message: res.message })
  }

  if (state.kind === 'sent') return <Alert tone="info">{a.resendSent}</Alert>
  return (
    <div className="space-y-2 text-sm text-slate-700">
      <p>
        {a.resendPrompt}{' '}
        <button type="button" className="font-semibold text-teal-800 underline" onClick={resend} disabled={state.kind === 'sending'}>
          {state.kind === 'sending' ? a.submitting : a.resendVerification}
        </button>
      </p>
      {state.kind === 'error' ? <Alert tone="error">{state.message}</Alert> : null}
    </div>
  )
}
