import { setRequestLocale } from 'next-intl/server'

import { ChangeEmailForm } from '@/components/auth/ChangeEmailForm'
import { ClientMessages } from '@/i18n/ClientMessages'
import type { Locale } from '@/i18n/locale'
import { pageMetadata } from '@/i18n/metadata'

type Props = { params: Promise<{ locale: string }> }

// Rendered per request so the header and footer always reflect the latest site settings.
export const dynamic = 'force-dynamic'

export const generateMetadata = pageMetadata('/auth/change-email', 'auth.changeEmailTitle', { index: false })

export default async function ChangeEmailPage({ params }: Props) {
  setRequestLocale((await params).locale as Locale)
  return (
    <ClientMessages namespaces={['auth', 'validation']}>
      <ChangeEmailForm />
    </ClientMessages>
  )
}
