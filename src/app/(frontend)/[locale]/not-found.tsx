import type { Metadata } from 'next'
import { useTranslations } from 'next-intl'
import { getTranslations } from 'next-intl/server'

import { MessagePanel } from '@/components/ui/MessagePanel'

// The language is the request's: the layout (and the page that found nothing) set it.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('notFound')
  return { title: t('title'), robots: { index: false } }
}

export default function NotFound() {
  const t = useTranslations('notFound')
  return <MessagePanel eyebrow="404" title={t('title')} body={t('body')} link={{ href: '/', label: t('home') }} />
}
