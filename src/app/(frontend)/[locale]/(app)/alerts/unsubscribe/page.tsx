import { alertLinkRoute } from '@/components/alerts/alertLinkRoute'

const route = alertLinkRoute('unsubscribe')
export const generateMetadata = route.generateMetadata
export default route.AlertLinkPage
