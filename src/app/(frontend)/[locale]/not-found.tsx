'use client'

import { useTranslations } from 'next-intl'

import { MessagePanel } from '@/components/ui/MessagePanel'

/**
 * The 404 screen, in the page's language. A client component on purpose: it takes its language and
 * copy from the layout's provider, whereas a server one would read the request's headers and make
 * every page that can answer 404 dynamic. Its title comes from the page that found nothing.
 */
export default function NotFound() {
  const t = useTranslations('notFound')
  return <MessagePanel eyebrow="404" title={t('title')} body={t('body')} link={{ href: '/', label: t('home') }} />
}
