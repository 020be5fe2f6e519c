import { Suspense } from 'react'

import { AuthForm } from '@/components/auth/AuthForm'
import { messages } from '@/i18n'

export const metadata = { title: messages.auth.signInTitle }

export default function AuthPage() {
  return (
    <Suspense>
      <AuthForm />
    </Suspense>
  )
}
