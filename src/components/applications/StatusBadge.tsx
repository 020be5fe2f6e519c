import { useTranslations } from 'next-intl'

import { OTHER_BADGE, STATUS_BADGE, isApplicationStatus } from '@/domain/applications/options'

/** An application's status in the site's colours: pending yellow … rejected red, anything else grey. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const t = useTranslations('applications.statusLabels')
  const value = status || 'pending'
  const known = isApplicationStatus(value)
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${known ? STATUS_BADGE[value] : OTHER_BADGE}`}>
      {known ? t(value) : value}
    </span>
  )
}
