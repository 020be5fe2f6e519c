import { useTranslations } from 'next-intl'

import { RouteLoading } from '@/components/site/RouteLoading'

export default function Loading() {
  const t = useTranslations('screenStates')
  return <RouteLoading label={t('loadingPostJob')} shape="form" />
}
