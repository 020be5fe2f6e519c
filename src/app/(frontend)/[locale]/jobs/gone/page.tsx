import { setRequestLocale } from 'next-intl/server'

import { JobGone } from '@/components/jobs/JobGone'
import type { Locale } from '@/i18n/locale'

export const metadata = { robots: { index: false } }

type Props = { params: Promise<{ locale: string }> }

/** Where proxy.ts sends ended postings, with status 410. */
export default async function GonePage({ params }: Props) {
  setRequestLocale((await params).locale as Locale)
  return <JobGone />
}
