import { ViewerSession } from '@/components/auth/ViewerSession'
import { getViewer } from '@/lib/payload/viewer'

/**
 * The dashboard's session, given here rather than by its page: the page is under its loading
 * boundary (loading.tsx), hydrated after the frame, which would by then have asked for the session.
 */
export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  return <ViewerSession user={await getViewer()}>{children}</ViewerSession>
}
