'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import Link from 'next/link'
import { useRouter, useSearchParams } from 'next/navigation'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'

import { Alert } from '@/components/ui/Alert'
import { TextField } from '@/components/ui/TextField'
import { resetPasswordSchema } from '@/domain/auth/schemas'
import { messages } from '@/i18n'
import { api } from '@/lib/api'

import { useAuth } from './AuthProvider'
import { AuthScreen } from './AuthScreen'
import { SubmitButton } from './SubmitButton'

const a = messages.auth

export function ResetPasswordForm() {
  const router = useRouter()
  const token = useSearchParams().get('token')
  const { refresh } = useAuth()
  const [error, setError] = useState<string | null>(token ? null : a.resetInvalid)
  const { register, handleSubmit, formState } = useForm<z.infer<typeof resetPasswordSchema>>({
    resolver: zodResolver(resetPasswordSchema),
  })

  const onSubmit = handleSubmit(async ({ password }) => {
    setError(null)
    const res = await api('/api/users/reset-password', { body: { token, password } }, a.resetInvalid)
    if (!res.ok) {
      const message = res.status === 400 ? res.message : a.resetInvalid
      setError(message)
      toast.error(a.resetFailed, { description: message })
      return
    }
    await refresh()
    toast.success(a.passwordReset, { description: a.passwordResetBody })
    router.push('/')
    router.refresh()
  })

  return (
    <AuthScreen title={a.resetTitle}>
      <div className="mt-6 space-y-4">
        {error ? <Alert tone="error" title={a.resetFailed}>{error}</Alert> : null}
        {token ? (
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <TextField
              label={a.newPassword}
              type="password"
              autoComplete="new-password"
              error={formState.errors.password?.message}
              {...register('password')}
            />
            <TextField
              label={a.confirmPassword}
              type="password"
              autoComplete="new-password"
              error={formState.errors.confirm?.message}
              {...register('confirm')}
            />
            <SubmitButton busy={formState.isSubmitting} label={a.savePassword} />
          </form>
        ) : (
          <Link href="/auth/forgot-password" className="btn-secondary">
            {a.forgotPassword}
          </Link>
        )}
      </div>
    </AuthScreen>
  )
}
