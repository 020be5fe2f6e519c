'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { useAuth } from '@/components/auth/AuthProvider'
import { lazyZodResolver } from '@/components/forms/lazyZodResolver'
import { Alert } from '@/components/ui/Alert'
import { TextField } from '@/components/ui/TextField'
import { toast } from '@/components/ui/toast'
import type { CloseAccountInput } from '@/domain/account/schemas'
import { useZodMessage } from '@/i18n/useZodMessage'
import { api } from '@/lib/api'

import { Panel } from './Panel'

const closeAccountResolver = lazyZodResolver<CloseAccountInput>(() => import('@/domain/account/schemas').then((m) => m.closeAccountSchema))

/**
 * Close my account: the password and an explicit "cannot be undone" confirm it. Once the server has
 * deleted the account (and signed the browser out), `onClosed` gets its message and the header follows.
 */
export function CloseAccount({ onClosed }: { onClosed: (message: string) => void }) {
  const t = useTranslations('privacy')
  const tr = useZodMessage()
  const { refresh } = useAuth()
  const [understood, setUnderstood] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const { register, handleSubmit, formState } = useForm<CloseAccountInput>({ resolver: closeAccountResolver })
  const { errors, isSubmitting } = formState

  const onSubmit = handleSubmit(async (values) => {
    setError(null)
    const res = await api<{ message: string }>('/api/users/close-account', { body: values }, t('unexpected'))
    if (!res.ok) {
      setError(res.message)
      toast.error(t('closeFailed'), { description: res.message })
      return
    }
    onClosed(res.data.message)
    await refresh()
  })

  return (
    <Panel id="account-close" title={t('closeTitle')}>
      <p className="text-slate-700">{t('closeIntro')}</p>
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby="account-close">
        <TextField label={t('closePassword')} type="password" autoComplete="current-password" error={tr(errors.password?.message)} {...register('password')} />
        <label className="flex items-start gap-2 text-slate-800">
          <input type="checkbox" className="mt-1" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />
          {t('closeConfirm')}
        </label>
        {error ? (
          <Alert tone="error" title={t('closeFailed')}>
            {error}
          </Alert>
        ) : null}
        <button type="submit" className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60" disabled={!understood || isSubmitting}>
          {isSubmitting ? t('closing') : t('closeButton')}
        </button>
      </form>
    </Panel>
  )
}
