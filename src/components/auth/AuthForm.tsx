'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import Link from 'next/link'
import { useRouter, useSearchParams } from 'next/navigation'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'

import { Alert } from '@/components/ui/Alert'
import { TextField } from '@/components/ui/TextField'
import {
  createAccountSchema,
  signInSchema,
  type CreateAccountInput,
  type SignInInput,
} from '@/domain/auth/schemas'
import { messages } from '@/i18n'
import { api } from '@/lib/api'
import { safeRedirectPath } from '@/lib/safeRedirect'

import { useAuth } from './AuthProvider'
import { AuthScreen } from './AuthScreen'
import { signInErrorMessage } from './loginErrors'
import { ResendVerification } from './ResendVerification'
import { SubmitButton } from './SubmitButton'

const a = messages.auth
type Mode = 'signIn' | 'create'

function SignInForm() {
  const router = useRouter()
  const next = useSearchParams().get('next')
  const { refresh } = useAuth()
  const [error, setError] = useState<string | null>(null)
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null)
  const { register, handleSubmit, formState } = useForm<SignInInput>({ resolver: zodResolver(signInSchema) })
  const { errors, isSubmitting } = formState

  const onSubmit = handleSubmit(async (values) => {
    setError(null)
    setUnconfirmed(null)
    const res = await api('/api/users/login', { body: values }, a.fallbackError)
    if (!res.ok) {
      const message = signInErrorMessage(res.status, res.message)
      setError(message)
      // Only the right password for an unconfirmed account gets this answer.
      if (res.status === 403) setUnconfirmed(values.email)
      toast.error(a.signInFailed, { description: message })
      return
    }
    await refresh()
    toast.success(a.welcomeBack, { description: a.signedIn })
    router.push(safeRedirectPath(next, window.location.origin))
    router.refresh()
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={a.signInTitle}>
      {error ? <Alert tone="error" title={a.signInFailed}>{error}</Alert> : null}
      {unconfirmed ? <ResendVerification email={unconfirmed} /> : null}
      <TextField label={a.email} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField
        label={a.password}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <SubmitButton busy={isSubmitting} label={a.submitSignIn} />
      <p className="text-center text-sm">
        <Link href="/auth/forgot-password" className="text-teal-800 underline">
          {a.forgotPassword}
        </Link>
      </p>
    </form>
  )
}

function CreateAccountForm() {
  const [error, setError] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const { register, handleSubmit, formState, setError: setFieldError, reset } = useForm<CreateAccountInput>({
    resolver: zodResolver(createAccountSchema),
    defaultValues: { accountType: 'professional' },
  })
  const { errors, isSubmitting } = formState

  const onSubmit = handleSubmit(async (values) => {
    setError(null)
    const res = await api('/api/users', { body: values }, a.fallbackError)
    if (!res.ok) {
      const fieldErrors = (res.data as { errors?: { data?: { errors?: { path: string; message: string }[] } }[] })
        ?.errors?.[0]?.data?.errors
      for (const fe of fieldErrors ?? []) {
        if (fe.path === 'password' || fe.path === 'email' || fe.path === 'fullName') setFieldError(fe.path, { message: fe.message })
      }
      setError(res.message)
      toast.error(a.signUpFailed, { description: res.message })
      return
    }
    setSentTo(values.email)
    reset({ accountType: values.accountType })
    toast.success(a.checkEmail, { description: a.checkEmailBody })
  })

  if (sentTo) {
    return (
      <div className="space-y-4">
        <Alert tone="success" title={a.checkEmail}>
          {a.checkEmailBody} ({sentTo})
        </Alert>
        <ResendVerification email={sentTo} />
      </div>
    )
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={a.createAccountTitle}>
      {error ? <Alert tone="error" title={a.signUpFailed}>{error}</Alert> : null}
      <fieldset>
        <legend className="field-label">{a.accountType}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {(
            [
              ['professional', a.lookingForWork],
              ['employer', a.hiring],
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
      <TextField label={a.fullName} autoComplete="name" error={errors.fullName?.message} {...register('fullName')} />
      <TextField label={a.email} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField
        label={a.password}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <SubmitButton busy={isSubmitting} label={a.submitCreate} />
    </form>
  )
}

/** The /auth screen: one toggle between Sign In and Create Account. */
export function AuthForm() {
  const startWith = useSearchParams().get('mode') === 'signup' ? 'create' : 'signIn'
  const [mode, setMode] = useState<Mode>(startWith)
  const title = mode === 'signIn' ? a.signInTitle : a.createAccountTitle
  return (
    <AuthScreen title={title} intro={mode === 'signIn' ? a.signInIntro : a.createAccountIntro}>
      <div role="group" aria-label={a.toggleLabel} className="mt-6 grid grid-cols-2 rounded-md bg-slate-100 p-1">
        {(
          [
            ['signIn', a.signInTitle],
            ['create', a.createAccountTitle],
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
