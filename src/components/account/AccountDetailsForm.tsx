'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { useAuth } from '@/components/auth/AuthProvider'
import { lazyZodResolver } from '@/components/forms/lazyZodResolver'
import { Alert } from '@/components/ui/Alert'
import { TextField } from '@/components/ui/TextField'
import { toast } from '@/components/ui/toast'
import type { AccountDetailsInput } from '@/domain/account/schemas'
import { languageOf, localeOf, prefixedPath } from '@/i18n/locale'
import { useZodMessage } from '@/i18n/useZodMessage'
import { api } from '@/lib/api'
import type { User } from '@/payload-types'

import { Panel } from './Panel'

const accountDetailsResolver = lazyZodResolver<AccountDetailsInput>(() => import('@/domain/account/schemas').then((m) => m.accountDetailsSchema))

type Props = {
  account: User
  languageOptions: { value: string; label: string }[]
  showApplicationUpdates: boolean
  showNewApplicants: boolean
  onSaved: (account: User) => void
}

/** Name, preferred language and the optional emails, saved together on the account (PATCH, as the person). */
export function AccountDetailsForm({ account, languageOptions, showApplicationUpdates, showNewApplicants, onSaved }: Props) {
  const t = useTranslations('account')
  const tr = useZodMessage()
  const locale = useLocale()
  const { refresh } = useAuth()
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null)
  const { register, handleSubmit, formState } = useForm<AccountDetailsInput>({
    resolver: accountDetailsResolver,
    defaultValues: {
      fullName: account.fullName ?? '',
      preferredLanguage: account.preferredLanguage === 'fr' ? 'fr' : 'en',
      applicationUpdates: account.emailPreferences?.applicationUpdates !== false,
      newApplicants: account.emailPreferences?.newApplicants !== false,
      weeklyApplicantDigest: account.emailPreferences?.weeklyApplicantDigest === true,
    },
  })
  const { errors, isSubmitting } = formState

  const onSubmit = handleSubmit(async ({ fullName, preferredLanguage, applicationUpdates, newApplicants, weeklyApplicantDigest }) => {
    setResult(null)
    const res = await api<{ doc: User }>(
      `/api/users/${account.id}`,
      { method: 'PATCH', body: { fullName, preferredLanguage, emailPreferences: { applicationUpdates, newApplicants, weeklyApplicantDigest } } },
      t('saveFailed'),
    )
    if (!res.ok) {
      setResult({ ok: false, message: res.message })
      toast.error(t('saveFailed'), { description: res.message })
      return
    }
    // A new language: the account page in it (a full load, so the whole site follows).
    if (preferredLanguage !== languageOf(locale as never)) {
      window.location.assign(prefixedPath('/account', localeOf(preferredLanguage)))
      return
    }
    onSaved(res.data.doc)
    setResult({ ok: true, message: t('saved') })
    toast.success(t('saved'))
    await refresh()
  })

  return (
    <Panel id="account-details" title={t('detailsTitle')}>
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby="account-details">
        <TextField label={t('fullName')} autoComplete="name" maxLength={100} error={tr(errors.fullName?.message)} {...register('fullName')} />
        <div>
          <label htmlFor="account-language" className="field-label">
            {t('language')}
          </label>
          <select id="account-language" className="field-input bg-white" aria-describedby="account-language-hint" {...register('preferredLanguage')}>
            {languageOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <p id="account-language-hint" className="mt-1 text-sm text-slate-600">
            {t('languageHint')}
          </p>
        </div>
        {showApplicationUpdates || showNewApplicants ? (
          <fieldset className="space-y-2">
            <legend className="field-label">{t('preferencesTitle')}</legend>
            <p className="text-sm text-slate-600">{t('preferencesIntro')}</p>
            {showApplicationUpdates ? (
              <label className="flex items-start gap-2 text-slate-800">
                <input type="checkbox" className="mt-1" {...register('applicationUpdates')} />
                {t('preference.applicationUpdates')}
              </label>
            ) : null}
            {showNewApplicants ? (
              <label className="flex items-start gap-2 text-slate-800">
                <input type="checkbox" className="mt-1" {...register('newApplicants')} />
                {t('preference.newApplicants')}
              </label>
            ) : null}
            {showNewApplicants ? (
              <label className="flex items-start gap-2 text-slate-800">
                <input type="checkbox" className="mt-1" {...register('weeklyApplicantDigest')} />
                {t('preference.weeklyApplicantDigest')}
              </label>
            ) : null}
          </fieldset>
        ) : null}
        {result ? <Alert tone={result.ok ? 'success' : 'error'} title={result.ok ? undefined : t('saveFailed')}>{result.message}</Alert> : null}
        <button type="submit" className="btn-primary" disabled={isSubmitting}>
          {isSubmitting ? t('saving') : t('save')}
        </button>
      </form>
    </Panel>
  )
}
