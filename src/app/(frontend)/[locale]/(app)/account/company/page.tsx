import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CompanyWorkspace } from '@/components/companies/CompanyWorkspace'
import { ClientMessages } from '@/i18n/ClientMessages'
import type { Locale } from '@/i18n/locale'
import { pageMetadata } from '@/i18n/metadata'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = pageMetadata('/account/company', 'companies.title', { index: false })

export default async function CompanyPage({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const t = await getTranslations('companies')
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">{t('title')}</h1>
      <p className="mt-2 mb-8 text-slate-700">{t('intro')}</p>
      <ClientMessages namespaces={['companies', 'enums', 'validation', 'accommodation']}>
        <CompanyWorkspace />
      </ClientMessages>
    </div>
  )
}
