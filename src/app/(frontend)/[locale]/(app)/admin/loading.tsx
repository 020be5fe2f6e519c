import { useTranslations } from 'next-intl'

import { RouteLoading } from '@/components/site/RouteLoading'

/** While the dashboard is read: the spec's "Checking admin access...". */
export default function Loading() {
  const t = useTranslations('admin')
  return <RouteLoading label={t('checking')} shape="list" />
}
