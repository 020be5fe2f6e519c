import { useTranslations } from 'next-intl'

import { MessagePanel } from '@/components/ui/MessagePanel'

/** Shown for a posting that has expired or been closed (with status 410). */
export function JobGone() {
  const t = useTranslations('jobs')
  return <MessagePanel title={t('notFoundTitle')} body={t('goneBody')} link={{ href: '/find-work', label: t('browseOthers') }} />
}
