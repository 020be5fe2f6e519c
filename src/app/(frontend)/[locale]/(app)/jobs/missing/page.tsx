import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locale'

import NotFound from '../../../not-found'

type Props = { params: Promise<{ locale: string }> }

/** The 404 screen's own title, in the page's language. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return { title: t('title'), robots: { index: false } }
}

/** Where proxy.ts sends postings that are not public (never were, or are waiting), with status 404. */
export default NotFound
