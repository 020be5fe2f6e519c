'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { lazyZodResolver } from '@/components/forms/lazyZodResolver'
import { Alert } from '@/components/ui/Alert'
import { TextField } from '@/components/ui/TextField'
import { toast } from '@/components/ui/toast'
import type { ChangePasswordInput } from '@/domain/account/schemas'
import { useZodMessage } from '@/i18n/useZodMessage'
import { api } from '@/lib/api'

import { Panel } from './Panel'

const changePasswordResolver = lazyZodResolver<ChangePasswordInput>(() => import('@/domain/account/schemas').then((m) => m.changePasswordSchema))

/** A new password, confirmed by the current one; other sessions are signed out by the server. */
export function ChangePasswordForm() {
  const t = useTranslations('account')
  const tr = useZodMessage()
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null)
  const { register, handleSubmit, formState, reset } = useForm<ChangePasswordInput>({ resolver: changePasswordResolver })
  const { errors, isSubmitting } = formState

  const onSubmit = handleSubmit(async (values) => {
    setResult(null)
    const res = await api<{ message: string }>('/api/users/change-password', { body: values }, t('passwordFailed'))
    if (!res.ok) {
      setResult({ ok: false, message: res.message })
      toast.error(t('passwordFailed'), { description: res.message })
      return
    }
    reset()
    setResult({ ok: true, message: res.data.message })
    toast.success(res.data.message)
  })

  return (
    <Panel id="account-password" title={t('passwordTitle')}>
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby="account-password">
        <TextField label={t('currentPassword')} type="password" autoComplete="current-password" error={tr(errors.currentPassword?.message)} {...register('currentPassword')} />
        <TextField label={t('newPassword')} type="password" autoComplete="new-password" error={tr(errors.newPassword?.message)} {...register('newPassword')} />
        <TextField label={t('confirmPassword')} type="password" autoComplete="new-password" error={tr(errors.confirm?.message)} {...register('confirm')} />
        {result ? <Alert tone={result.ok ? 'success' : 'error'} title={result.ok ? undefined : t('passwordFailed')}>{result.message}</Alert> : null}
        <button type="submit" className="btn-primary" disabled={isSubmitting}>
          {isSubmitting ? t('saving') : t('changePassword')}
        </button>
      </form>
    </Panel>
  )
}
