import { getTranslations, setRequestLocale } from 'next-intl/server'

import { EmployerWorkspace } from '@/components/employer/EmployerWorkspace'
import { ClientMessages } from '@/i18n/ClientMessages'
import type { Locale } from '@/i18n/locale'
import { pageMetadata } from '@/i18n/metadata'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = pageMetadata('/employer', 'employer.title', { index: false })

export default async function EmployerPage({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const t = await getTranslations('employer')
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">{t('title')}</h1>
      <p className="mt-2 mb-8 text-slate-700">{t('intro')}</p>
      {/* The workspace, its postings' applicants (statuses, dates, decisions due) and the postings' states. */}
      <ClientMessages namespaces={['employer', 'applications', 'enums', 'profile', 'notices', 'decisions']}>
        <EmployerWorkspace />
      </ClientMessages>
    </div>
  )
}
