import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Suspense } from 'react'

import { JoinCompany } from '@/components/companies/JoinCompany'
import { ClientMessages } from '@/i18n/ClientMessages'
import type { Locale } from '@/i18n/locale'
import { pageMetadata } from '@/i18n/metadata'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = pageMetadata('/account/company/join', 'companies.joinTitle', { index: false })

export default async function JoinCompanyPage({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const t = await getTranslations('companies')
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="mb-6 text-3xl font-bold text-slate-900">{t('joinTitle')}</h1>
      <ClientMessages namespaces={['companies']}>
        <Suspense>
          <JoinCompany />
        </Suspense>
      </ClientMessages>
    </div>
  )
}
