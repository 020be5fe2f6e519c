import { alertLinkRoute } from '@/components/alerts/alertLinkRoute'

const route = alertLinkRoute('confirm')
export const generateMetadata = route.generateMetadata
export default route.AlertLinkPage
