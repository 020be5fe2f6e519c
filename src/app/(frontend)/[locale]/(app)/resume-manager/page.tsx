import { setRequestLocale } from 'next-intl/server'

import { ResumeManagerPage } from '@/components/resumes/ResumeManagerPage'
import type { Locale } from '@/i18n/locale'
import { pageMetadata } from '@/i18n/metadata'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = pageMetadata('/resume-manager', 'resumes.title', { index: false })

export default async function Page({ params }: Props) {
  setRequestLocale((await params).locale as Locale)
  return <ResumeManagerPage />
}
