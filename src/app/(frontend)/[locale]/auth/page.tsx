import { Suspense } from 'react'

import { AuthForm } from '@/components/auth/AuthForm'
import { messages } from '@/i18n'

// Rendered per request so the header and footer always reflect the latest site settings.
export const dynamic = 'force-dynamic'
export const metadata = { title: messages.auth.signInTitle }

export default function AuthPage() {
  return (
    <Suspense>
      <AuthForm />
    </Suspense>
  )
}
