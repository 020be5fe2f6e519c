'use client'

import Link from 'next/link'
import { useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { toast } from 'sonner'

import { Alert } from '@/components/ui/Alert'
import { messages } from '@/i18n'
import { api } from '@/lib/api'

import { useAuth } from './AuthProvider'

const a = messages.auth

type State = { kind: 'working' } | { kind: 'done'; email: string } | { kind: 'error'; message: string }

/** Opened from the link sent to the new address: completes the change once, then says so. */
export function ConfirmEmailChange() {
  const token = useSearchParams().get('token')
  const { refresh } = useAuth()
  const [state, setState] = useState<State>({ kind: 'working' })
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    const finish = (next: State) => {
      setState(next)
      if (next.kind === 'done') toast.success(a.emailChanged, { description: a.emailChangedBody(next.email) })
      if (next.kind === 'error') toast.error(a.authError, { description: next.message })
    }
    if (!token) return finish({ kind: 'error', message: a.changeLinkInvalid })
    void api<{ email: string }>('/api/users/confirm-email-change', { body: { token } }, a.changeLinkInvalid).then(async (res) => {
      if (!res.ok) return finish({ kind: 'error', message: res.status === 429 || res.status === 400 ? res.message : a.changeLinkInvalid })
      // A signed-in header shows the new address at once.
      await refresh()
      finish({ kind: 'done', email: res.data.email })
    })
  }, [token, refresh])

  return (
    <div className="mx-auto max-w-md px-4 py-16">
      {state.kind === 'working' ? (
        <h1 className="text-2xl font-bold">{a.confirmingEmailChange}</h1>
      ) : state.kind === 'done' ? (
        <>
          <h1 className="text-2xl font-bold">{a.emailChanged}</h1>
          <p className="mt-3 text-slate-700">{a.emailChangedBody(state.email)}</p>
          <Link href="/" className="btn-primary mt-6">
            {messages.nav.home}
          </Link>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold">{a.authError}</h1>
          <div className="mt-4">
            <Alert tone="error">{state.message}</Alert>
          </div>
          <Link href="/auth/change-email" className="btn-secondary mt-6">
            {a.changeEmailTitle}
          </Link>
        </>
      )}
    </div>
  )
}
