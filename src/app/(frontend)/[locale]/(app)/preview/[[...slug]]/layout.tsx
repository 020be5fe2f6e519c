import { notFound } from 'next/navigation'

import { isStaffUser } from '@/access/roles'
import { getViewer } from '@/lib/payload/viewer'

/**
 * Staff only. Checked here, before the loading screen streams, so everyone else gets a real 404
 * rather than a not-found page sent with 200.
 */
export default async function PreviewLayout({ children }: { children: React.ReactNode }) {
  if (!isStaffUser(await getViewer())) notFound()
  return children
}
