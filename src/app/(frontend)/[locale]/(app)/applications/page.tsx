import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { MyApplications } from '@/components/applications/MyApplications'
import { ClientMessages } from '@/i18n/ClientMessages'
import type { Locale } from '@/i18n/locale'
import { alternatesFor } from '@/i18n/metadata'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale
  const t = await getTranslations({ locale, namespace: 'applications' })
  return { title: t('title'), robots: { index: false }, alternates: alternatesFor('/applications', locale) }
}

export default async function ApplicationsPage({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const t = await getTranslations('applications')
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="mb-8 text-3xl font-bold text-slate-900">{t('title')}</h1>
      <ClientMessages namespaces={['applications']}>
        <MyApplications />
      </ClientMessages>
    </div>
  )
}
