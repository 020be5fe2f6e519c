import { setRequestLocale } from 'next-intl/server'
import { Suspense } from 'react'

import { AuthForm } from '@/components/auth/AuthForm'
import { ClientMessages } from '@/i18n/ClientMessages'
import type { Locale } from '@/i18n/locale'
import { pageMetadata } from '@/i18n/metadata'

type Props = { params: Promise<{ locale: string }> }

// Rendered per request so the header and footer always reflect the latest site settings.
export const dynamic = 'force-dynamic'

export const generateMetadata = pageMetadata('/auth', 'auth.signInTitle')

export default async function AuthPage({ params }: Props) {
  setRequestLocale((await params).locale as Locale)
  return (
    <ClientMessages namespaces={['auth', 'validation']}>
      <Suspense>
        <AuthForm />
      </Suspense>
    </ClientMessages>
  )
}
