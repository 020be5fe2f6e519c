import { setRequestLocale } from 'next-intl/server'
import { Suspense } from 'react'

import { ResetPasswordForm } from '@/components/auth/ResetPasswordForm'
import { ClientMessages } from '@/i18n/ClientMessages'
import type { Locale } from '@/i18n/locale'
import { pageMetadata } from '@/i18n/metadata'

type Props = { params: Promise<{ locale: string }> }

// Rendered per request so the header and footer always reflect the latest site settings.
export const dynamic = 'force-dynamic'

export const generateMetadata = pageMetadata('/auth/reset-password', 'auth.resetTitle', { index: false })

/** Where the emailed reset link lands, in the language the link was written in (/fr/auth/reset-password in French). */
export default async function ResetPasswordPage({ params }: Props) {
  setRequestLocale((await params).locale as Locale)
  return (
    <ClientMessages namespaces={['auth', 'validation']}>
      <Suspense>
        <ResetPasswordForm />
      </Suspense>
    </ClientMessages>
  )
}
