import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { JobGone } from '@/components/jobs/JobGone'
import type { Locale } from '@/i18n/locale'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale
  const t = await getTranslations({ locale, namespace: 'jobs' })
  return { title: t('notFoundTitle'), robots: { index: false } }
}

/** Where proxy.ts sends ended postings, with status 410. */
export default async function GonePage({ params }: Props) {
  setRequestLocale((await params).locale as Locale)
  return <JobGone />
}
