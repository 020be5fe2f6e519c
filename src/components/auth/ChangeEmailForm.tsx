'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { lazyZodResolver } from '@/components/forms/lazyZodResolver'
import { Alert } from '@/components/ui/Alert'
import { NoticePanel } from '@/components/ui/StatePanels'
import { TextField } from '@/components/ui/TextField'
import { toast } from '@/components/ui/toast'
import { useZodMessage } from '@/i18n/useZodMessage'
import type { ChangeEmailInput } from '@/domain/auth/schemas'
import { api } from '@/lib/api'

import { useAuth } from './AuthProvider'
import { AuthScreen } from './AuthScreen'
import { SubmitButton } from './SubmitButton'

const changeEmailResolver = lazyZodResolver<ChangeEmailInput>(() => import('@/domain/auth/schemas').then((m) => m.changeEmailSchema))

/** Asks for the new address and the current password; the change waits for the emailed link. */
export function ChangeEmailForm() {
  const t = useTranslations('auth')
  const text = useZodMessage()
  const { user, loading, refresh } = useAuth()
  const [error, setError] = useState<string | null>(null)
  const [sent, setSent] = useState<string | null>(null)
  const { register, handleSubmit, formState, reset } = useForm<ChangeEmailInput>({ resolver: changeEmailResolver })
  const { errors, isSubmitting } = formState

  const onSubmit = handleSubmit(async (values) => {
    setError(null)
    const res = await api<{ message: string }>('/api/users/change-email', { body: values }, t('fallbackError'))
    if (!res.ok) {
      setError(res.message)
      toast.error(t('changeEmailFailed'), { description: res.message })
      return
    }
    setSent(res.data.message)
    reset()
    await refresh()
  })

  const pending = sent ?? (user?.pendingEmail ? t('pendingEmail', { email: user.pendingEmail }) : null)
  return (
    <AuthScreen title={t('changeEmailTitle')}>
      {loading ? null : !user ? (
        <div className="mt-6">
          <NoticePanel title={t('signInRequired')} body={t('changeEmailSignIn')} link={{ href: '/auth?next=/auth/change-email', label: t('submitSignIn') }} />
        </div>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{t('changeEmailIntro')}</p>
          <div className="mt-6 space-y-4">
            {pending ? <Alert tone="info">{pending}</Alert> : null}
            {error ? <Alert tone="error" title={t('changeEmailFailed')}>{error}</Alert> : null}
            <p className="text-sm text-slate-700">
              {t.rich('currentEmailIs', { email: user.email, strong: (chunks) => <span className="font-semibold">{chunks}</span> })}
            </p>
            <form method="post" onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('changeEmailTitle')}>
              <TextField label={t('newEmail')} type="email" autoComplete="email" error={text(errors.newEmail?.message)} {...register('newEmail')} />
              <TextField
                label={t('currentPassword')}
                type="password"
                autoComplete="current-password"
                error={text(errors.password?.message)}
                {...register('password')}
              />
              <SubmitButton busy={isSubmitting} label={t('sendConfirmation')} />
            </form>
          </div>
        </>
      )}
    </AuthScreen>
  )
}
