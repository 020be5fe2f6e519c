import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AccountNav } from '@/components/account/AccountNav'
import { AccountScreen } from '@/components/account/AccountScreen'
import { ClientMessages } from '@/i18n/ClientMessages'
import { languages, type Locale } from '@/i18n/locale'
import { pageMetadata } from '@/i18n/metadata'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = pageMetadata('/account', 'account.title', { index: false })

/** The signed-in person's account: details, email, password, email preferences, their data. */
export default async function AccountPage({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const [t, enums] = await Promise.all([getTranslations('account'), getTranslations('enums.language')])
  const languageOptions = languages.map((value) => ({ value, label: enums(value) }))
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">{t('title')}</h1>
      <p className="mt-2 mb-8 text-slate-700">{t('intro')}</p>
      <ClientMessages namespaces={['account', 'privacy', 'auth', 'validation', 'alerts', 'jobs', 'enums']}>
        <AccountNav />
        <AccountScreen languageOptions={languageOptions} />
      </ClientMessages>
    </div>
  )
}
