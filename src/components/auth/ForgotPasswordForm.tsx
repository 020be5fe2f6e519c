'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { lazyZodResolver } from '@/components/forms/lazyZodResolver'
import { Alert } from '@/components/ui/Alert'
import { TextField } from '@/components/ui/TextField'
import { useZodMessage } from '@/i18n/useZodMessage'
import type { forgotPasswordSchema } from '@/domain/auth/schemas'
import { Link } from '@/i18n/navigation'
import { api } from '@/lib/api'

import { AuthScreen } from './AuthScreen'
import { SubmitButton } from './SubmitButton'

const forgotPasswordResolver = lazyZodResolver<z.infer<typeof forgotPasswordSchema>>(() => import('@/domain/auth/schemas').then((m) => m.forgotPasswordSchema))

export function ForgotPasswordForm() {
  const t = useTranslations('auth')
  const text = useZodMessage()
  const [sent, setSent] = useState(false)
  const { register, handleSubmit, formState } = useForm<z.infer<typeof forgotPasswordSchema>>({
    resolver: forgotPasswordResolver,
  })

  // The answer is the same whether or not the account exists, so nobody can probe for emails.
  const onSubmit = handleSubmit(async (values) => {
    await api('/api/users/forgot-password', { body: values }, t('fallbackError'))
    setSent(true)
  })

  return (
    <AuthScreen title={t('forgotTitle')} intro={t('forgotIntro')}>
      <div className="mt-6">
        {sent ? (
          <Alert tone="success">{t('resetLinkSent')}</Alert>
        ) : (
          <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
            <TextField
              label={t('email')}
              type="email"
              autoComplete="email"
              error={text(formState.errors.email?.message)}
              {...register('email')}
            />
            <SubmitButton busy={formState.isSubmitting} label={t('sendResetLink')} />
          </form>
        )}
      </div>
      <p className="mt-6 text-center text-sm">
        <Link href="/auth" className="text-teal-800 underline">
          {t('backToSignIn')}
        </Link>
      </p>
    </AuthScreen>
  )
}
