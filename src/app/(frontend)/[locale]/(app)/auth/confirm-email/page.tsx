import { setRequestLocale } from 'next-intl/server'
import { Suspense } from 'react'

import { ConfirmEmailChange } from '@/components/auth/ConfirmEmailChange'
import { ClientMessages } from '@/i18n/ClientMessages'
import type { Locale } from '@/i18n/locale'
import { pageMetadata } from '@/i18n/metadata'

type Props = { params: Promise<{ locale: string }> }

// Rendered per request so the header and footer always reflect the latest site settings.
export const dynamic = 'force-dynamic'

export const generateMetadata = pageMetadata('/auth/confirm-email', 'auth.confirmingEmailChange', { index: false })

/** Where the link sent to a new address lands, in the language the link was written in. */
export default async function ConfirmEmailPage({ params }: Props) {
  setRequestLocale((await params).locale as Locale)
  return (
    <ClientMessages namespaces={['auth', 'nav']}>
      <Suspense>
        <ConfirmEmailChange />
      </Suspense>
    </ClientMessages>
  )
}
