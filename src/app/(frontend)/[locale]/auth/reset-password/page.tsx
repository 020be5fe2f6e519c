import { Suspense } from 'react'

import { ResetPasswordForm } from '@/components/auth/ResetPasswordForm'
import { messages } from '@/i18n'

// Rendered per request so the header and footer always reflect the latest site settings.
export const dynamic = 'force-dynamic'
export const metadata = { title: messages.auth.resetTitle, robots: { index: false } }

export default function ResetPasswordPage() {
  return (
    <Suspense>
      <ResetPasswordForm />
    </Suspense>
  )
}
