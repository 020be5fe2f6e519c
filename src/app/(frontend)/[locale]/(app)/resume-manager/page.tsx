import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ResumeManagerPage } from '@/components/resumes/ResumeManagerPage'
import type { Locale } from '@/i18n/locale'
import { alternatesFor } from '@/i18n/metadata'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale
  const t = await getTranslations({ locale, namespace: 'resumes' })
  return { title: t('title'), robots: { index: false }, alternates: alternatesFor('/resume-manager', locale) }
}

export default async function Page({ params }: Props) {
  setRequestLocale((await params).locale as Locale)
  return <ResumeManagerPage />
}
