import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ProfileScreen } from '@/components/profile/ProfileScreen'
import { ClientMessages } from '@/i18n/ClientMessages'
import type { Locale } from '@/i18n/locale'
import { pageMetadata } from '@/i18n/metadata'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = pageMetadata('/account/profile', 'profile.title', { index: false })

/** A professional's own profile: licence, experience, languages, availability, provinces. */
export default async function ProfilePage({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const t = await getTranslations('profile')
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="mb-6 text-3xl font-bold text-slate-900">{t('title')}</h1>
      <ClientMessages namespaces={['profile', 'credentials', 'enums']}>
        <ProfileScreen />
      </ClientMessages>
    </div>
  )
}
