import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { SavedJobsList } from '@/components/jobs/SavedJobsList'
import { ClientMessages } from '@/i18n/ClientMessages'
import type { Locale } from '@/i18n/locale'
import { alternatesFor } from '@/i18n/metadata'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale
  const t = await getTranslations({ locale, namespace: 'jobs' })
  return { title: t('savedTitle'), robots: { index: false }, alternates: alternatesFor('/saved-jobs', locale) }
}

export default async function SavedJobsPage({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const t = await getTranslations('jobs')
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="mb-8 text-3xl font-bold text-slate-900">{t('savedTitle')}</h1>
      <ClientMessages namespaces={['jobs']}>
        <SavedJobsList />
      </ClientMessages>
    </div>
  )
}
