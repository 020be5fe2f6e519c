import { RouteLoading } from '@/components/site/RouteLoading'
import { messages } from '@/i18n'

export default function Loading() {
  return <RouteLoading label={messages.screenStates.loadingPostJob} shape="form" />
}
