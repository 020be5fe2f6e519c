import { getTranslations, setRequestLocale } from 'next-intl/server'

import { MyApplications } from '@/components/applications/MyApplications'
import { ClientMessages } from '@/i18n/ClientMessages'
import type { Locale } from '@/i18n/locale'
import { pageMetadata } from '@/i18n/metadata'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = pageMetadata('/applications', 'applications.title', { index: false })

export default async function ApplicationsPage({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const t = await getTranslations('applications')
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="mb-8 text-3xl font-bold text-slate-900">{t('title')}</h1>
      <ClientMessages namespaces={['applications', 'screening']}>
        <MyApplications />
      </ClientMessages>
    </div>
  )
}
