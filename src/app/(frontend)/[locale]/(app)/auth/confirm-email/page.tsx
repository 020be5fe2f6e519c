import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Suspense } from 'react'

import { ConfirmEmailChange } from '@/components/auth/ConfirmEmailChange'
import { ClientMessages } from '@/i18n/ClientMessages'
import type { Locale } from '@/i18n/locale'
import { alternatesFor } from '@/i18n/metadata'

type Props = { params: Promise<{ locale: string }> }

// Rendered per request so the header and footer always reflect the latest site settings.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale
  const t = await getTranslations({ locale, namespace: 'auth' })
  return { title: t('confirmingEmailChange'), robots: { index: false }, alternates: alternatesFor('/auth/confirm-email', locale) }
}

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
