'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import Link from 'next/link'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { Alert } from '@/components/ui/Alert'
import { TextField } from '@/components/ui/TextField'
import { forgotPasswordSchema } from '@/domain/auth/schemas'
import { messages } from '@/i18n'
import { api } from '@/lib/api'

import { AuthScreen } from './AuthScreen'
import { SubmitButton } from './SubmitButton'

const a = messages.auth

export function ForgotPasswordForm() {
  const [sent, setSent] = useState(false)
  const { register, handleSubmit, formState } = useForm<z.infer<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
  })

  // The answer is the same whether or not the account exists, so nobody can probe for emails.
  const onSubmit = handleSubmit(async (values) => {
    await api('/api/users/forgot-password', { body: values })
    setSent(true)
  })

  return (
    <AuthScreen title={a.forgotTitle} intro={a.forgotIntro}>
      <div className="mt-6">
        {sent ? (
          <Alert tone="success">{a.resetLinkSent}</Alert>
        ) : (
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <TextField
              label={a.email}
              type="email"
              autoComplete="email"
              error={formState.errors.email?.message}
              {...register('email')}
            />
            <SubmitButton busy={formState.isSubmitting} label={a.sendResetLink} />
          </form>
        )}
      </div>
      <p className="mt-6 text-center text-sm">
        <Link href="/auth" className="text-teal-800 underline">
          {a.backToSignIn}
        </Link>
      </p>
    </AuthScreen>
  )
}
