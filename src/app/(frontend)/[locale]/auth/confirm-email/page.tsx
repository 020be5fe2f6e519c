import { Suspense } from 'react'

import { ConfirmEmailChange } from '@/components/auth/ConfirmEmailChange'
import { messages } from '@/i18n'

// Rendered per request so the header and footer always reflect the latest site settings.
export const dynamic = 'force-dynamic'
export const metadata = { title: messages.auth.confirmingEmailChange, robots: { index: false } }

export default function ConfirmEmailPage() {
  return (
    <Suspense>
      <ConfirmEmailChange />
    </Suspense>
  )
}
