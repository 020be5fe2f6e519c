'use client'

import { MessagePanel } from '@/components/ui/MessagePanel'
import { screenCopy } from '@/i18n/messages/screenStates'
import { usePageLocale } from '@/i18n/usePageLocale'

/**
 * The 404 screen, in the page's language. A client component on purpose: it takes its language from
 * the route, whereas a server one would read the request's headers and make every page that can
 * answer 404 dynamic. Its copy is the small screen-states module, not next-intl's runtime (content
 * pages do not carry it). Its title comes from the page that found nothing.
 */
export default function NotFound() {
  const { notFound: t } = screenCopy(usePageLocale())
  return <MessagePanel eyebrow="404" title={t.title} body={t.body} link={{ href: '/', label: t.home }} />
}
