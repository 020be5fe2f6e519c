import { Suspense } from 'react'

import { ResetPasswordForm } from '@/components/auth/ResetPasswordForm'
import { messages } from '@/i18n'

export const metadata = { title: messages.auth.resetTitle, robots: { index: false } }

export default function ResetPasswordPage() {
  return (
    <Suspense>
      <ResetPasswordForm />
    </Suspense>
  )
}
