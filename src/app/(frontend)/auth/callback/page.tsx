import { Suspense } from 'react'

import { EmailCallback } from '@/components/auth/EmailCallback'
import { messages } from '@/i18n'

export const metadata = { title: messages.auth.confirming, robots: { index: false } }

export default function CallbackPage() {
  return (
    <Suspense>
      <EmailCallback />
    </Suspense>
  )
}
