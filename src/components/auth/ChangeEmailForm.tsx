'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'

import { Alert } from '@/components/ui/Alert'
import { NoticePanel } from '@/components/ui/StatePanels'
import { TextField } from '@/components/ui/TextField'
import { changeEmailSchema, type ChangeEmailInput } from '@/domain/auth/schemas'
import { messages } from '@/i18n'
import { api } from '@/lib/api'

import { useAuth } from './AuthProvider'
import { AuthScreen } from './AuthScreen'
import { SubmitButton } from './SubmitButton'

const a = messages.auth

/** Asks for the new address and the current password; the change waits for the emailed link. */
export function ChangeEmailForm() {
  const { user, loading, refresh } = useAuth()
  const [error, setError] = useState<string | null>(null)
  const [sent, setSent] = useState<string | null>(null)
  const { register, handleSubmit, formState, reset } = useForm<ChangeEmailInput>({ resolver: zodResolver(changeEmailSchema) })
  const { errors, isSubmitting } = formState

  const onSubmit = handleSubmit(async (values) => {
    setError(null)
    const res = await api<{ message: string }>('/api/users/change-email', { body: values }, a.fallbackError)
    if (!res.ok) {
      setError(res.message)
      toast.error(a.changeEmailFailed, { description: res.message })
      return
    }
    setSent(res.data.message)
    reset()
    await refresh()
  })

  const pending = sent ?? (user?.pendingEmail ? a.pendingEmail(user.pendingEmail) : null)
  return (
    <AuthScreen title={a.changeEmailTitle}>
      {loading ? null : !user ? (
        <div className="mt-6">
          <NoticePanel title={a.signInRequired} body={a.changeEmailSignIn} link={{ href: '/auth?next=/auth/change-email', label: a.submitSignIn }} />
        </div>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{a.changeEmailIntro}</p>
          <div className="mt-6 space-y-4">
            {pending ? <Alert tone="info">{pending}</Alert> : null}
            {error ? <Alert tone="error" title={a.changeEmailFailed}>{error}</Alert> : null}
            <p className="text-sm text-slate-700">
              {a.currentEmail}: <span className="font-semibold">{user.email}</span>
            </p>
            <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={a.changeEmailTitle}>
              <TextField label={a.newEmail} type="email" autoComplete="email" error={errors.newEmail?.message} {...register('newEmail')} />
              <TextField
                label={a.currentPassword}
                type="password"
                autoComplete="current-password"
                error={errors.password?.message}
                {...register('password')}
              />
              <SubmitButton busy={isSubmitting} label={a.sendConfirmation} />
            </form>
          </div>
        </>
      )}
    </AuthScreen>
  )
}
