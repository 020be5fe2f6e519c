'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useRouter, useSearchParams } from 'next/navigation'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { lazyZodResolver } from '@/components/forms/lazyZodResolver'
import { Alert } from '@/components/ui/Alert'
import { TextField } from '@/components/ui/TextField'
import { toast } from '@/components/ui/toast'
import { useZodMessage } from '@/i18n/useZodMessage'
import type { CreateAccountInput, SignInInput } from '@/domain/auth/schemas'
import { languageOf } from '@/i18n/locale'
import { Link } from '@/i18n/navigation'
import { api } from '@/lib/api'
import { safeRedirectPathIn } from '@/lib/safeRedirect'

import { useAuth } from './AuthProvider'
import { AuthScreen } from './AuthScreen'
import { signInErrorMessage } from './loginErrors'
import { ResendVerification } from './ResendVerification'
import { SubmitButton } from './SubmitButton'

const signInResolver = lazyZodResolver<SignInInput>(() => import('@/domain/auth/schemas').then((m) => m.signInSchema))
const createAccountResolver = lazyZodResolver<CreateAccountInput>(() => import('@/domain/auth/schemas').then((m) => m.createAccountSchema))

type Mode = 'signIn' | 'create'

function SignInForm() {
  const t = useTranslations('auth')
  const text = useZodMessage()
  const locale = useLocale()
  // A plain router: the target already carries the page's language (see safeRedirectPathIn).
  const router = useRouter()
  const next = useSearchParams().get('next')
  const { refresh } = useAuth()
  const [error, setError] = useState<string | null>(null)
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null)
  const { register, handleSubmit, formState } = useForm<SignInInput>({ resolver: signInResolver })
  const { errors, isSubmitting } = formState

  const onSubmit = handleSubmit(async (values) => {
    setError(null)
    setUnconfirmed(null)
    const res = await api('/api/users/login', { body: values }, t('fallbackError'))
    if (!res.ok) {
      const message = signInErrorMessage(res.status, res.message, (key) => t(key))
      setError(message)
      // Only the right password for an unconfirmed account gets this answer.
      if (res.status === 403) setUnconfirmed(values.email)
      toast.error(t('signInFailed'), { description: message })
      return
    }
    await refresh()
    toast.success(t('welcomeBack'), { description: t('signedIn') })
    router.push(safeRedirectPathIn(next, locale, window.location.origin))
    router.refresh()
  })

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('signInTitle')}>
      {error ? <Alert tone="error" title={t('signInFailed')}>{error}</Alert> : null}
      {unconfirmed ? <ResendVerification email={unconfirmed} /> : null}
      <TextField label={t('email')} type="email" autoComplete="email" error={text(errors.email?.message)} {...register('email')} />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="current-password"
        error={text(errors.password?.message)}
        {...register('password')}
      />
      <SubmitButton busy={isSubmitting} label={t('submitSignIn')} />
      <p className="text-center text-sm">
        <Link href="/auth/forgot-password" className="text-teal-800 underline">
          {t('forgotPassword')}
        </Link>
      </p>
    </form>
  )
}

function CreateAccountForm() {
  const t = useTranslations('auth')
  const text = useZodMessage()
  const language = languageOf(useLocale())
  const [error, setError] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const { register, handleSubmit, formState, setError: setFieldError, reset } = useForm<CreateAccountInput>({
    resolver: createAccountResolver,
    defaultValues: { accountType: 'professional' },
  })
  const { errors, isSubmitting } = formState

  const onSubmit = handleSubmit(async (values) => {
    setError(null)
    // The account's preferred language (its emails) is the one it was created in.
    const res = await api('/api/users', { body: { ...values, preferredLanguage: language } }, t('fallbackError'))
    if (!res.ok) {
      const fieldErrors = (res.data as { errors?: { data?: { errors?: { path: string; message: string }[] } }[] })
        ?.errors?.[0]?.data?.errors
      for (const fe of fieldErrors ?? []) {
        if (fe.path === 'password' || fe.path === 'email' || fe.path === 'fullName') setFieldError(fe.path, { message: text(fe.message) })
      }
      setError(res.message)
      toast.error(t('signUpFailed'), { description: res.message })
      return
    }
    setSentTo(values.email)
    reset({ accountType: values.accountType })
    toast.success(t('checkEmail'), { description: t('checkEmailBody') })
  })

  if (sentTo) {
    return (
      <div className="space-y-4">
        <Alert tone="success" title={t('checkEmail')}>
          {t('checkEmailBody')} ({sentTo})
        </Alert>
        <ResendVerification email={sentTo} />
      </div>
    )
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('createAccountTitle')}>
      {error ? <Alert tone="error" title={t('signUpFailed')}>{error}</Alert> : null}
      <fieldset>
        <legend className="field-label">{t('accountType')}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {(
            [
              ['professional', t('lookingForWork')],
              ['employer', t('hiring')],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50"
            >
              <input type="radio" value={value} {...register('accountType')} />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField label={t('fullName')} autoComplete="name" error={text(errors.fullName?.message)} {...register('fullName')} />
      <TextField label={t('email')} type="email" autoComplete="email" error={text(errors.email?.message)} {...register('email')} />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="new-password"
        error={text(errors.password?.message)}
        {...register('password')}
      />
      <SubmitButton busy={isSubmitting} label={t('submitCreate')} />
    </form>
  )
}

/** The /auth screen: one toggle between Sign In and Create Account. */
export function AuthForm() {
  const t = useTranslations('auth')
  const startWith = useSearchParams().get('mode') === 'signup' ? 'create' : 'signIn'
  const [mode, setMode] = useState<Mode>(startWith)
  const title = mode === 'signIn' ? t('signInTitle') : t('createAccountTitle')
  return (
    <AuthScreen title={title} intro={mode === 'signIn' ? t('signInIntro') : t('createAccountIntro')}>
      <div role="group" aria-label={t('toggleLabel')} className="mt-6 grid grid-cols-2 rounded-md bg-slate-100 p-1">
        {(
          [
            ['signIn', t('signInTitle')],
            ['create', t('createAccountTitle')],
          ] as const
        ).map(([value, label]) => (
          <button
            key={value}
            type="button"
            aria-pressed={mode === value}
            onClick={() => setMode(value)}
            className={`rounded px-3 py-2 text-sm font-semibold ${mode === value ? 'bg-white text-teal-800 shadow' : 'text-slate-700'}`}
          >
            {label}
          </button>
        ))}
      </div>
      <div className="mt-6">{mode === 'signIn' ? <SignInForm /> : <CreateAccountForm />}</div>
    </AuthScreen>
  )
}
