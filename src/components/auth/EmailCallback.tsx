'use client'

import { useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { toast } from 'sonner'

import { Alert } from '@/components/ui/Alert'
import { messages } from '@/i18n'
import { api } from '@/lib/api'

import { useAuth } from './AuthProvider'

const a = messages.auth
const REDIRECT_DELAY_MS = 2000

type State = { kind: 'working' } | { kind: 'done' } | { kind: 'error'; message: string }

/**
 * Confirms the email token from the link, which also signs the account in, then moves on: home on
 * success (the header already shows the account), /auth on failure.
 */
export function EmailCallback() {
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
      if (next.kind === 'done') toast.success(a.emailConfirmed, { description: a.emailConfirmedBody })
      if (next.kind === 'error') toast.error(a.authError, { description: next.message })
      setTimeout(() => router.replace(to), REDIRECT_DELAY_MS)
    }
    if (!token) return finish({ kind: 'error', message: a.missingToken }, '/auth')
    void api('/api/users/confirm-account', { body: { token } }, a.invalidToken).then(async (res) => {
      if (!res.ok) return finish({ kind: 'error', message: a.invalidToken }, '/auth')
      await refresh()
      finish({ kind: 'done' }, '/')
    })
  }, [token, router, refresh])

  return (
    <div className="mx-auto max-w-md px-4 py-16">
      {state.kind === 'working' ? (
        <>
          <h1 className="text-2xl font-bold">{a.confirming}</h1>
        </>
      ) : state.kind === 'done' ? (
        <>
          <h1 className="text-2xl font-bold">{a.emailConfirmed}</h1>
          <p className="mt-3 text-slate-700">{a.emailConfirmedBody}</p>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold">{a.authError}</h1>
          <div className="mt-4">
            <Alert tone="error">{state.message}</Alert>
          </div>
        </>
      )}
    </div>
  )
}
