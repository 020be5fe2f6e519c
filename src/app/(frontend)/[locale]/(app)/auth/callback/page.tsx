import { setRequestLocale } from 'next-intl/server'
import { Suspense } from 'react'

import { EmailCallback } from '@/components/auth/EmailCallback'
import { ClientMessages } from '@/i18n/ClientMessages'
import type { Locale } from '@/i18n/locale'
import { pageMetadata } from '@/i18n/metadata'

type Props = { params: Promise<{ locale: string }> }

// Rendered per request so the header and footer always reflect the latest site settings.
export const dynamic = 'force-dynamic'

export const generateMetadata = pageMetadata('/auth/callback', 'auth.confirming', { index: false })

/** Where the emailed confirmation link lands, in the language the link was written in (/fr/auth/callback in French). */
export default async function CallbackPage({ params }: Props) {
  setRequestLocale((await params).locale as Locale)
  return (
    <ClientMessages namespaces={['auth']}>
      <Suspense>
        <EmailCallback />
      </Suspense>
    </ClientMessages>
  )
}
