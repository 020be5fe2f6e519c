import { Suspense } from 'react'

import { EmailCallback } from '@/components/auth/EmailCallback'
import { messages } from '@/i18n'

// Rendered per request so the header and footer always reflect the latest site settings.
export const dynamic = 'force-dynamic'
export const metadata = { title: messages.auth.confirming, robots: { index: false } }

export default function CallbackPage() {
  return (
    <Suspense>
      <EmailCallback />
    </Suspense>
  )
}
