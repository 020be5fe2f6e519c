import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AccountNav } from '@/components/account/AccountNav'
import { BillingList } from '@/components/receipts/BillingList'
import { NoticePanel } from '@/components/ui/StatePanels'
import type { QueryValues } from '@/domain/lists/params'
import { companyBilling } from '@/domain/receipts/billing'
import { ViewerSession } from '@/components/auth/ViewerSession'
import { ClientMessages } from '@/i18n/ClientMessages'
import type { Locale } from '@/i18n/locale'
import { pageMetadata } from '@/i18n/metadata'
import { getViewer, viewerRequest } from '@/lib/payload/viewer'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<QueryValues> }

export const generateMetadata = pageMetadata('/account/billing', 'receipts.title', { index: false })

/**
 * The company's receipts and credit notes (docs/receipts.md), for its owner and the members with the
 * billing right. Read on the server as the signed-in person.
 */
export default async function BillingPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const [t, user] = await Promise.all([getTranslations('receipts'), getViewer()])
  const data = user ? await companyBilling(await viewerRequest(user), await searchParams) : null
  const screen = !data ? (
    <NoticePanel heading title={t('title')} body={t('signInBody')} link={{ href: '/auth?next=/account/billing', label: (await getTranslations('nav'))('signIn') }} />
  ) : data.state === 'noCompany' ? (
    <NoticePanel title={t('noCompany')} body="" link={{ href: '/account/company', label: (await getTranslations('account'))('navCompany') }} />
  ) : data.state === 'noRight' ? (
    <NoticePanel title={t('noRight')} body="" />
  ) : data.rows.length === 0 ? (
    <NoticePanel title={t('empty')} body="" />
  ) : (
    <BillingList data={data} locale={locale} />
  )
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">{t('title')}</h1>
      <p className="mt-2 mb-8 text-slate-700">{t('intro')}</p>
      <ClientMessages namespaces={['account', 'lists']}>
        <ViewerSession user={user}>
          <AccountNav />
          {screen}
        </ViewerSession>
      </ClientMessages>
    </div>
  )
}
