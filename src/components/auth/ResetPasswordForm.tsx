'use client'

import { useTranslations } from 'next-intl'
import { useSearchParams } from 'next/navigation'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { lazyZodResolver } from '@/components/forms/lazyZodResolver'
import { Alert } from '@/components/ui/Alert'
import { TextField } from '@/components/ui/TextField'
import { toast } from '@/components/ui/toast'
import { useZodMessage } from '@/i18n/useZodMessage'
import type { resetPasswordSchema } from '@/domain/auth/schemas'
import { Link, useRouter } from '@/i18n/navigation'
import { api } from '@/lib/api'

import { useAuth } from './AuthProvider'
import { AuthScreen } from './AuthScreen'
import { SubmitButton } from './SubmitButton'

const resetPasswordResolver = lazyZodResolver<z.infer<typeof resetPasswordSchema>>(() => import('@/domain/auth/schemas').then((m) => m.resetPasswordSchema))

export function ResetPasswordForm() {
  const t = useTranslations('auth')
  const text = useZodMessage()
  const router = useRouter()
  const token = useSearchParams().get('token')
  const { refresh } = useAuth()
  const [error, setError] = useState<string | null>(token ? null : t('resetInvalid'))
  const { register, handleSubmit, formState } = useForm<z.infer<typeof resetPasswordSchema>>({
    resolver: resetPasswordResolver,
  })

  const onSubmit = handleSubmit(async ({ password }) => {
    setError(null)
    const res = await api('/api/users/reset-password', { body: { token, password } }, t('resetInvalid'))
    if (!res.ok) {
      const message = res.status === 400 ? res.message : t('resetInvalid')
      setError(message)
      toast.error(t('resetFailed'), { description: message })
      return
    }
    await refresh()
    toast.success(t('passwordReset'), { description: t('passwordResetBody') })
    router.push('/')
    router.refresh()
  })

  return (
    <AuthScreen title={t('resetTitle')}>
      <div className="mt-6 space-y-4">
        {error ? <Alert tone="error" title={t('resetFailed')}>{error}</Alert> : null}
        {token ? (
          <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
            <TextField
              label={t('newPassword')}
              type="password"
              autoComplete="new-password"
              error={text(formState.errors.password?.message)}
              {...register('password')}
            />
            <TextField
              label={t('confirmPassword')}
              type="password"
              autoComplete="new-password"
              error={text(formState.errors.confirm?.message)}
              {...register('confirm')}
            />
            <SubmitButton busy={formState.isSubmitting} label={t('savePassword')} />
          </form>
        ) : (
          <Link href="/auth/forgot-password" className="btn-secondary">
            {t('forgotPassword')}
          </Link>
        )}
      </div>
    </AuthScreen>
  )
}
